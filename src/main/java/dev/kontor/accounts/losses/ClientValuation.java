package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Values one client's portfolios of a day against the start of their period. Securities booked in or out since the
 * start (deliveries, trade settlements, reversals) move the start by their booked value, so that a sale or a
 * delivery out is not taken for a loss, nor a purchase or a delivery in for a gain that hides one.
 */
@Component
@RequiredArgsConstructor
class ClientValuation {

	private static final int MONEY_SCALE = 4;

	private final PortfolioSnapshots snapshots;

	private final PortfolioLedger ledger;

	private final Ids ids;

	private final Clock clock;

	/** The snapshots of the client's valued portfolios, in currency order; a portfolio that is due reports. */
	List<SnapshotRow> value(UUID tenantId, UUID clientId, LocalDate date,
			Map<String, List<ValuedPosition>> portfolios) {
		List<SnapshotRow> valued = new ArrayList<>();
		portfolios.forEach((currency, positions) -> valued.add(snapshot(tenantId, clientId, date, currency,
				Portfolios.total(positions))));
		return valued;
	}

	private SnapshotRow snapshot(UUID tenantId, UUID clientId, LocalDate date, String currency, BigDecimal value) {
		PeriodStart start = PeriodStart.of(date, value,
				snapshots.latestBefore(clientId, currency, date).orElse(null));
		BigDecimal inflow = start.startDate().equals(date) ? BigDecimal.ZERO
				: ledger.netInflow(tenantId, clientId, currency, start.startDate(), date);
		inflow = inflow.setScale(MONEY_SCALE, RoundingMode.HALF_EVEN);
		BigDecimal loss = LossThresholds.lossPercent(start.startValue().add(inflow), value);
		OptionalInt due = LossThresholds.due(loss, start.reportedThreshold());
		SnapshotRow.Period period = new SnapshotRow.Period(start.periodStart(), start.startDate(), start.startValue(),
				inflow);
		SnapshotRow.Valuation valuation = new SnapshotRow.Valuation(value, loss,
				due.orElse(start.reportedThreshold()), due.isPresent());
		return new SnapshotRow(ids.next(), tenantId, clientId, currency, date, period, valuation,
				Timestamps.now(clock));
	}
}
