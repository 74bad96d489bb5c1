package dev.kontor.pricefeed;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * When instruments trade and settle, by the calendar of each instrument's market ({@link Instrument#mic()}): an
 * instrument without a market, or whose market has no calendar, never trades.
 */
public interface MarketSchedules {

	/** Whether the instrument's market is in session at the instant (not within a holiday closure). */
	boolean isOpen(Instrument instrument, Instant at);

	/** The end of the instrument's session that is open at the instant; empty when the market is closed then. */
	Optional<Instant> sessionEnd(Instrument instrument, Instant at);

	/**
	 * The value date of a trade of the instrument on {@code tradeDate}: {@code settlementDays} after it, counted in
	 * the market's working days ({@link SettlementDaysType#WorkingDays}: weekdays with a session and no whole-day
	 * holiday) or in calendar days ({@link SettlementDaysType#AllDays}, a value date that is no working day moving
	 * on to the next one). A market without a calendar counts Monday to Friday as working days.
	 */
	LocalDate valueDate(Instrument instrument, LocalDate tradeDate);
}
