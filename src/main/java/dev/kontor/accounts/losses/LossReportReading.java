package dev.kontor.accounts.losses;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/** The reads of loss threshold reports within the caller's tenant; another tenant's client record is not found. */
@Component
@RequiredArgsConstructor
class LossReportReading {

	private final Clients clients;

	private final LossReports reports;

	private final PortfolioSnapshots snapshots;

	private final LossReportPdf pdfs;

	@Transactional(readOnly = true)
	LossReportIndex index(UUID tenantId, UUID clientId) {
		requireClient(tenantId, clientId);
		Map<LocalDate, List<SnapshotRow>> byDate = snapshots.ofReports(tenantId, clientId)
			.stream()
			.collect(Collectors.groupingBy(SnapshotRow::snapshotDate));
		return new LossReportIndex(reports.list(tenantId, clientId)
			.stream()
			.map(report -> view(report, byDate.getOrDefault(report.snapshotDate(), List.of())))
			.toList());
	}

	@Transactional(readOnly = true)
	LossReportView entry(UUID tenantId, UUID clientId, LocalDate date) {
		ReportRow report = report(tenantId, clientId, date);
		return view(report, snapshots.of(tenantId, clientId, date));
	}

	@Transactional(readOnly = true)
	byte[] pdf(UUID tenantId, UUID clientId, LocalDate date) {
		ReportRow report = report(tenantId, clientId, date);
		return pdfs.render(report, snapshots.of(tenantId, clientId, date), reports.positions(report.id()),
				reports.depositAccountNumbers(tenantId, clientId));
	}

	private ReportRow report(UUID tenantId, UUID clientId, LocalDate date) {
		requireClient(tenantId, clientId);
		return reports.find(tenantId, clientId, date)
			.orElseThrow(() -> new NotFound("No loss threshold report of the client of " + date));
	}

	private void requireClient(UUID tenantId, UUID clientId) {
		if (clients.find(new TenantId(tenantId), new ClientId(clientId)).isEmpty()) {
			throw new NotFound("No client with this id exists");
		}
	}

	private static LossReportView view(ReportRow report, List<SnapshotRow> portfolios) {
		return new LossReportView(report.clientId(), report.snapshotDate(), report.createdDate(),
				portfolios.stream().map(PortfolioView::of).toList());
	}
}
