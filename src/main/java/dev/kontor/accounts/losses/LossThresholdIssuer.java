package dev.kontor.accounts.losses;

import java.util.List;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.LossThresholdReported;
import dev.kontor.accounts.statements.IssuingSupport;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Keeps a client's valuations of a day, and its report when a portfolio crossed a threshold, in one transaction with
 * the event. A day valued already (by an earlier run or another instance at the same moment) is left as it is. The
 * report holds every portfolio of the client valued that day, since article 62 speaks of the portfolio as a whole.
 */
@Component
@RequiredArgsConstructor
class LossThresholdIssuer {

	private final PortfolioSnapshots snapshots;

	private final LossReports reports;

	private final IssuingSupport issuing;

	/** What was kept: the portfolios valued and whether a report was issued. */
	record Kept(int portfolios, boolean reported) {

		static final Kept NOTHING = new Kept(0, false);
	}

	/** Nothing when the day was valued already. */
	Kept keep(List<SnapshotRow> valued, List<ValuedPosition> positions) {
		if (valued.isEmpty()) {
			return Kept.NOTHING;
		}
		return issuing.once(() -> {
			valued.forEach(snapshots::insert);
			if (valued.stream().noneMatch(SnapshotRow::reported)) {
				return new Kept(valued.size(), false);
			}
			SnapshotRow first = valued.getFirst();
			reports.insert(new ReportRow(issuing.ids().next(), first.tenantId(), first.clientId(),
					first.snapshotDate(), Timestamps.now(issuing.clock())), positions);
			issuing.events().publishEvent(new LossThresholdReported(new TenantId(first.tenantId()),
					new ClientId(first.clientId()), first.snapshotDate()));
			return new Kept(valued.size(), true);
		}).orElse(Kept.NOTHING);
	}
}
