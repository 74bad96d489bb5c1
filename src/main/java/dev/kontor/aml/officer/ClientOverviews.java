package dev.kontor.aml.officer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;

import dev.kontor.aml.ClientAmlOverview;
import dev.kontor.aml.ClientAmlOverview.MonitoringEntry;
import dev.kontor.aml.ClientAmlOverview.Screening;
import dev.kontor.aml.NamedClient;
import dev.kontor.aml.RiskyClient;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.monitoring.MonitoringRecord;
import dev.kontor.aml.monitoring.MonitoringRecordFilter;
import dev.kontor.aml.monitoring.MonitoringRecordManagement;
import dev.kontor.aml.risk.DailyRisk;
import dev.kontor.aml.risk.DailyRiskRecord;
import dev.kontor.aml.risk.RiskyClientFilter;
import dev.kontor.aml.screening.CustomerMonitoring;
import dev.kontor.aml.screening.MonitoredCustomer;
import dev.kontor.clients.Client;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/**
 * The officer's views of clients: the most risky ones of the latest daily run, and one client's monitoring records
 * and screening. A screening hit is a monitoring record whose information source is the screening provider that
 * monitors the client, which is how screening records its hits.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ClientOverviews {

	/** Records of one family and client shown at most; a client rarely has more than a handful. */
	static final int MAX_RECORDS_PER_FAMILY = 100;

	private final DailyRisk dailyRisk;

	private final MonitoringRecordManagement monitoring;

	private final CustomerMonitoring screening;

	private final Clients clients;

	public List<RiskyClient> mostRisky(TenantId tenantId, PageRequest page) {
		RiskyClientFilter all = new RiskyClientFilter(null, null, null, null, null, null, null, null);
		return dailyRisk.mostRisky(tenantId, null, all, page).stream().map(ClientOverviews::risky).toList();
	}

	/** 404 for a client that is not a client record of the tenant. */
	public ClientAmlOverview client(TenantId tenant, ClientId client) {
		Client found = clients.find(tenant, client)
			.orElseThrow(() -> new NotFound("No client record with this id exists"));
		List<MonitoringEntry> records = new ArrayList<>();
		for (MonitoringFamily family : MonitoringFamily.values()) {
			MonitoringRecordFilter filter = new MonitoringRecordFilter(tenant, family, true, false, null, null, client);
			monitoring.list(filter, new PageRequest(1, MAX_RECORDS_PER_FAMILY))
				.forEach(record -> records.add(entry(family, record)));
		}
		Optional<MonitoredCustomer> monitored = monitoredCustomer(tenant, client);
		List<MonitoringEntry> hits = monitored
			.map(row -> records.stream()
				.filter(r -> row.provider().providerName().equals(r.finding().informationSource()))
				.toList())
			.orElse(List.of());
		NamedClient named = new NamedClient(client.value(), found.details().clientKey(), found.details().names().name(),
				found.details().names().surname());
		return new ClientAmlOverview(named, records, monitored.map(ClientOverviews::screening).orElse(null), hits);
	}

	private Optional<MonitoredCustomer> monitoredCustomer(TenantId tenantId, ClientId clientId) {
		try {
			return Optional.of(screening.details(tenantId, clientId));
		}
		catch (NotFound notSent) {
			return Optional.empty();
		}
	}

	private static MonitoringEntry entry(MonitoringFamily family, MonitoringRecord r) {
		MonitoringRecord.Watch watch = r.watch();
		MonitoringRecord.Finding finding = r.finding();
		return new MonitoringEntry(r.id(), family.name(),
				new ClientAmlOverview.Watch(watch.isActive(), watch.dateStart(), watch.dateEnd()),
				new ClientAmlOverview.Finding(finding.isBanned(),
						finding.recordType() == null ? null : finding.recordType().name(), finding.informationSource(),
						finding.reason(), finding.note()),
				r.keeping().createdDate());
	}

	private static Screening screening(MonitoredCustomer row) {
		return new Screening(row.provider().providerName(), row.provider().monitoringType(),
				row.keeping().createdDate(), row.lastRefreshDate());
	}

	private static RiskyClient risky(DailyRiskRecord r) {
		return new RiskyClient(
				new NamedClient(r.accounts().clientId(), r.client().clientKey(), r.client().clientName(),
						r.client().clientSurname()),
				new RiskyClient.Rating(r.outcome().averageRisk(), r.outcome().hasActiveAMLMonitoringHit(),
						r.outcome().isBanned()),
				new RiskyClient.RatedFacts(r.facts().cashBalance(), r.facts().countryOfOrigin(),
						r.facts().bankAccountCountry()),
				r.createdDate());
	}
}
