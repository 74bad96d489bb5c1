package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.LocalDate;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.shared.Decimals;

/**
 * A portfolio (the client's securities of one currency) as a report values it: its period and the valuation of the
 * report's day. On the wire both parts are fields of the portfolio itself.
 */
record PortfolioView(String currencyCode, @JsonUnwrapped Period period, @JsonUnwrapped Valuation valuation) {

	/**
	 * The period (a calendar quarter), the start value taken on {@code startDate}, and the securities booked in less
	 * those booked out since ({@code netInflow}).
	 */
	record Period(LocalDate periodStart, LocalDate periodEnd, LocalDate startDate, BigDecimal startValue,
			BigDecimal netInflow) {
	}

	/**
	 * The value by the day's end-of-day prices, the loss in percent of {@code startValue + netInflow} (negative for a
	 * gain), the highest threshold reported in the period, and whether this report reported it.
	 */
	record Valuation(BigDecimal value, BigDecimal lossPercent, int reportedThreshold, boolean thresholdReached) {
	}

	static PortfolioView of(SnapshotRow row) {
		SnapshotRow.Period period = row.period();
		SnapshotRow.Valuation valuation = row.valuation();
		return new PortfolioView(row.currencyCode(),
				new Period(period.periodStart(), period.periodStart().plusMonths(3).minusDays(1), period.startDate(),
						Decimals.plain(period.startValue()), Decimals.plain(period.netInflow())),
				new Valuation(Decimals.plain(valuation.value()), Decimals.plain(valuation.lossPercent()),
						valuation.reportedThreshold(), valuation.reported()));
	}
}
