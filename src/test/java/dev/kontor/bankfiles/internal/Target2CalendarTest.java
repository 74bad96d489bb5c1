package dev.kontor.bankfiles.internal;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The TARGET2 business days a collection or a transfer is due on. */
class Target2CalendarTest {

	@Test
	void easterSundayIsComputedForTheGregorianCalendar() {
		assertThat(Target2Calendar.easterSunday(2024)).isEqualTo(LocalDate.of(2024, 3, 31));
		assertThat(Target2Calendar.easterSunday(2025)).isEqualTo(LocalDate.of(2025, 4, 20));
		assertThat(Target2Calendar.easterSunday(2026)).isEqualTo(LocalDate.of(2026, 4, 5));
		assertThat(Target2Calendar.easterSunday(2027)).isEqualTo(LocalDate.of(2027, 3, 28));
		assertThat(Target2Calendar.easterSunday(2038)).isEqualTo(LocalDate.of(2038, 4, 25));
	}

	@Test
	void weekendsAndTheSixClosingDaysAreNoBusinessDays() {
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 11, 27))).as("a Friday").isTrue();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 11, 28))).as("a Saturday").isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 11, 29))).as("a Sunday").isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 4, 3))).as("Good Friday").isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 4, 6))).as("Easter Monday").isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2026, 5, 1))).as("1 May, a Friday").isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2025, 12, 25))).isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2025, 12, 26))).isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2027, 1, 1))).isFalse();
		assertThat(Target2Calendar.isBusinessDay(LocalDate.of(2025, 12, 24))).as("Christmas Eve settles").isTrue();
	}

	@Test
	void theNextBusinessDaySkipsWeekendsAndHolidays() {
		assertThat(Target2Calendar.nextBusinessDay(LocalDate.of(2026, 11, 27))).isEqualTo(LocalDate.of(2026, 11, 30));
		assertThat(Target2Calendar.nextBusinessDay(LocalDate.of(2026, 11, 29))).isEqualTo(LocalDate.of(2026, 11, 30));
		assertThat(Target2Calendar.nextBusinessDay(LocalDate.of(2026, 4, 2))).as("over Easter")
			.isEqualTo(LocalDate.of(2026, 4, 7));
		assertThat(Target2Calendar.nextBusinessDay(LocalDate.of(2026, 12, 24))).as("over Christmas")
			.isEqualTo(LocalDate.of(2026, 12, 28));
		assertThat(Target2Calendar.businessDayFrom(LocalDate.of(2026, 11, 30))).isEqualTo(LocalDate.of(2026, 11, 30));
		assertThat(Target2Calendar.businessDayFrom(LocalDate.of(2026, 11, 28))).isEqualTo(LocalDate.of(2026, 11, 30));
	}
}
