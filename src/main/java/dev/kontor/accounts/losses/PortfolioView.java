package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.LocalDate;

import dev.kontor.shared.Decimals;

/**
 * A portfolio (the client's securities of one currency) as a report values it: the period (a calendar quarter), the
 * start value taken on {@code startDate}, the securities booked in less those booked out since ({@code netInflow}),
 * the value by the day's end-of-day prices, the loss in percent of {@code startValue + netInflow} (negative for a
 * gain), the highest threshold reported in the period, and whether this report reported it.
 */
record PortfolioView(String currencyCode, LocalDate periodStart, LocalDate periodEnd, LocalDate startDate,
		BigDecimal startValue, BigDecimal netInflow, BigDecimal value, BigDecimal lossPercent, int reportedThreshold,
		boolean thresholdReached) {

	static PortfolioView of(SnapshotRow row) {
		return new PortfolioView(row.currencyCode(), row.periodStart(), row.periodStart().plusMonths(3).minusDays(1),
				row.startDate(), Decimals.plain(row.startValue()), Decimals.plain(row.netInflow()),
				Decimals.plain(row.value()), Decimals.plain(row.lossPercent()), row.reportedThreshold(),
				row.reported());
	}
}
