package dev.kontor.pricefeed.calendars;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentListing;
import dev.kontor.pricefeed.InstrumentSettlement;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.testing.NoClusterChanges;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

/**
 * Value dates of trades by the market's calendar (Xetra's weekdays, Christmas Day 2026 a Friday), and by weekdays for
 * an instrument whose market has no calendar.
 */
class CalendarSchedulesTest {

	private final CalendarSchedules schedules = new CalendarSchedules(store(), new NoClusterChanges());

	@ParameterizedTest(name = "traded {0}, {1} {2}, mic {3}: value date {4}")
	@CsvSource({ "2026-12-21, 2, WorkingDays, XETR, 2026-12-23", // Monday T+2
			"2026-12-23, 2, WorkingDays, XETR, 2026-12-28", // Wednesday T+2: Thursday, then over Christmas Day and the weekend
			"2026-12-24, 1, WorkingDays, XETR, 2026-12-28", // Thursday T+1 over the holiday Friday and the weekend
			"2026-12-18, 2, WorkingDays, XETR, 2026-12-22", // Friday T+2 over the weekend
			"2026-12-21, 0, WorkingDays, XETR, 2026-12-21", // settles on the trade date
			"2026-12-23, 2, AllDays, XETR, 2026-12-28", // the 25th is closed: the next working day
			"2026-12-22, 2, AllDays, XETR, 2026-12-24", "2026-12-24, 2, WorkingDays, , 2026-12-28", // no calendar
			"2026-12-24, 2, WorkingDays, NOCAL, 2026-12-28" }) // a market whose calendar is missing
	void valueDatesCountTheMarketsWorkingDays(LocalDate tradeDate, int days, SettlementDaysType type, String mic,
			LocalDate valueDate) {
		assertThat(schedules.valueDate(instrument(mic, days, type), tradeDate)).isEqualTo(valueDate);
	}

	private static CalendarStore store() {
		CalendarStore store = mock(CalendarStore.class);
		when(store.workingDays("XETR")).thenReturn(TradingSessionsTest.WEEKDAYS);
		when(store.holidays("XETR")).thenReturn(TradingSessionsTest.HOLIDAYS);
		when(store.workingDays("NOCAL")).thenReturn(List.of());
		when(store.holidays("NOCAL")).thenReturn(List.of());
		return store;
	}

	private static Instrument instrument(String mic, int settlementDays, SettlementDaysType type) {
		return new Instrument("i-1", "DE0007164600", TradeProvider.ProviderA, "SAP SE",
				new InstrumentListing(null, null, null, "EUR", "DE", mic, SecurityType.values()[0], null),
				new InstrumentSettlement(true, settlementDays, SettlementFor.OnValueDate, type), null, true);
	}
}
