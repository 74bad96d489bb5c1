package dev.kontor.simulators.fixexchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The price feed's calendar asked as Kontor asks it: session start inclusive, end exclusive, holidays closed. */
class TradingCalendarTest {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	/** Xetra-like: Monday 2 March 2026 from 09:00 to 17:30 Berlin time (08:00 to 16:30 UTC). */
	private final TradingCalendar calendar = new TradingCalendar(
			List.of(new TradingCalendar.Session(1, BERLIN, LocalTime.of(9, 0), LocalTime.of(17, 30))),
			List.of(new TradingCalendar.Closure(LocalDate.parse("2026-03-09"), BERLIN, LocalTime.MIDNIGHT,
					LocalTime.of(23, 59, 59))));

	@Test
	void isOpenFromTheStartOfTheSessionUntilBeforeItsEnd() {
		assertThat(calendar.isOpen(Instant.parse("2026-03-02T07:59:59Z"))).isFalse();
		assertThat(calendar.isOpen(Instant.parse("2026-03-02T08:00:00Z"))).isTrue();
		assertThat(calendar.sessionEnd(Instant.parse("2026-03-02T12:00:00Z")))
			.contains(Instant.parse("2026-03-02T16:30:00Z"));
		assertThat(calendar.isOpen(Instant.parse("2026-03-02T16:30:00Z"))).isFalse();
	}

	@Test
	void isClosedOnOtherWeekdaysHolidaysAndWithoutACalendar() {
		assertThat(calendar.isOpen(Instant.parse("2026-03-03T12:00:00Z"))).isFalse();
		assertThat(calendar.isOpen(Instant.parse("2026-03-09T12:00:00Z"))).isFalse();
		assertThat(TradingCalendar.NONE.isOpen(Instant.parse("2026-03-02T12:00:00Z"))).isFalse();
	}
}
