package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

/**
 * Where a portfolio's reporting period starts: the period is the calendar quarter; its start value is the valuation
 * at the end of the last day valued before the quarter, or, for a portfolio first valued within the quarter, that
 * first valuation. {@code reportedThreshold} is the highest threshold reported in the period so far.
 */
record PeriodStart(LocalDate periodStart, LocalDate startDate, BigDecimal startValue, int reportedThreshold) {

	/** The start for a valuation of {@code value} on {@code date}, after the portfolio's latest earlier snapshot. */
	static PeriodStart of(LocalDate date, BigDecimal value, @Nullable SnapshotRow previous) {
		LocalDate quarter = quarterOf(date);
		if (previous == null) {
			return new PeriodStart(quarter, date, value, 0);
		}
		if (previous.period().periodStart().equals(quarter)) {
			return new PeriodStart(quarter, previous.period().startDate(), previous.period().startValue(),
					previous.valuation().reportedThreshold());
		}
		return new PeriodStart(quarter, previous.snapshotDate(), previous.valuation().value(), 0);
	}

	static LocalDate quarterOf(LocalDate date) {
		return LocalDate.of(date.getYear(), (date.getMonthValue() - 1) / 3 * 3 + 1, 1);
	}

	/** The last day of the period. */
	LocalDate periodEnd() {
		return periodStart.plusMonths(3).minusDays(1);
	}
}
