package dev.kontor.aml.screening;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.monitoring.MonitoringHits;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.IsoCodes;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * Screens a client record with the configured provider and turns the hits into monitoring records: one
 * {@link MonitoringHits#recordHit} per family hit, for the family's best hit, with the provider's name as the
 * information source.
 */
@Component
class CustomerScreening {

	private static final int REASON_LENGTH = 64;

	private final Clients clients;

	private final ScreeningProvider provider;

	private final MonitoringHits monitoringHits;

	private final AmlHitReports hitReports;

	CustomerScreening(Clients clients, ScreeningProviders providers, MonitoringHits monitoringHits,
			AmlHitReports hitReports) {
		this.clients = clients;
		this.provider = providers.active();
		this.monitoringHits = monitoringHits;
		this.hitReports = hitReports;
	}

	String providerName() {
		return provider.name();
	}

	Client client(UUID tenantId, UUID customerId) {
		return clients.find(new TenantId(tenantId), new ClientId(customerId))
			.orElseThrow(() -> new NotFound("No client record " + customerId + " in this tenant"));
	}

	ScreeningResult screen(Client client) {
		return provider.screen(subject(client.details()));
	}

	/**
	 * Records the best hit of each family, and files the hits as an AML hit report document of the client record
	 * where the tenant wants them kept; to be called in the transaction that stores the monitoring row.
	 */
	List<RecordedHit> record(Client client, ScreeningResult result, Actor actor, Instant screenedAt) {
		UUID tenantId = client.tenantId();
		UUID customerId = client.id();
		Map<MonitoringFamily, ScreeningHit> bestPerFamily = new EnumMap<>(MonitoringFamily.class);
		for (ScreeningHit hit : result.hits()) {
			hit.families().forEach(family -> bestPerFamily.merge(family, hit, (a, b) -> a.score() >= b.score() ? a : b));
		}
		List<RecordedHit> recorded = new ArrayList<>();
		bestPerFamily.forEach((family, hit) -> recorded.add(new RecordedHit(family, monitoringHits.recordHit(tenantId,
				customerId, family, provider.name(), reason(hit), actor), hit)));
		hitReports.fileIfWanted(client, provider.name(), result, actor, screenedAt);
		return recorded;
	}

	static ScreeningSubject subject(ClientDetails details) {
		Set<String> countries = new LinkedHashSet<>();
		for (String country : new String[] { details.residence().nationality(),
				details.residence().countryOfOrigin() }) {
			if (country != null && IsoCodes.isAlpha3Country(country)) {
				countries.add(country);
			}
		}
		SubjectKind kind = details.clientType() == ClientType.Business ? SubjectKind.Company : SubjectKind.Person;
		return new ScreeningSubject(kind, details.names().name(), details.names().surname(),
				details.personalData().dateOfBirth(), countries);
	}

	/** "0.97 Ivan Petrovich Sidorenko (kx-0001)", cut to the 64 characters of a record's reason. */
	static String reason(ScreeningHit hit) {
		String reason = String.format(java.util.Locale.ROOT, "%.2f %s (%s)", hit.score(), hit.matchedName(),
				hit.entryId());
		return reason.length() <= REASON_LENGTH ? reason : reason.substring(0, REASON_LENGTH - 1) + "…";
	}
}
