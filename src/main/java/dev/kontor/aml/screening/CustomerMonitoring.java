package dev.kontor.aml.screening;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.aml.audit.Actor;
import dev.kontor.clients.Client;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * External monitoring of customers (document 3, 4.4): sending a customer screens it at once and keeps it monitored;
 * a refresh screens it again; every hit becomes a monitoring record of its family. The provider is asked before
 * any transaction begins, so a slow provider holds no connection, and an unavailable one changes nothing.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class CustomerMonitoring {

	/** The one monitoring type: screening against lists when sent, on refresh, and by the background job. */
	public static final String MONITORING_TYPE = "Screening";

	/** The {@code createdUserId} of records the background job creates: a stable id of no user or client. */
	public static final UUID JOB_ACTOR = UUID.nameUUIDFromBytes("kontor:aml-screening-job".getBytes(StandardCharsets.UTF_8));

	private static final Logger log = LoggerFactory.getLogger(CustomerMonitoring.class);

	private final CustomerScreening screening;

	private final MonitoredCustomers store;

	private final TransactionTemplate transactions;

	private final Ids ids;

	private final Clock clock;

	private final ScreeningSettings settings;

	/** What sending a customer to monitoring did. */
	public record Sent(MonitoredCustomer monitoring, Client client, List<RecordedHit> hits) {
	}

	/** What a refresh found. */
	public record Refreshed(MonitoredCustomer monitoring, List<RecordedHit> hits) {
	}

	/** Sends a client record of the tenant to monitoring, or again if it is monitored already. */
	public Sent send(TenantId tenant, Actor actor, ClientId customer) {
		UUID tenantId = tenant.value();
		UUID customerId = customer.value();
		Client client = screening.client(tenantId, customerId);
		ScreeningResult result = screening.screen(client);
		Instant now = Timestamps.now(clock);
		String providerClientId = providerClientId(result, customerId);
		try {
			return transactions.execute(status -> {
				MonitoredCustomer row = store.find(tenantId, customerId)
					.map(known -> resent(known, providerClientId, now, actor.id()))
					.orElseGet(() -> inserted(tenantId, customerId, providerClientId, now, actor.id()));
				return new Sent(row, client, screening.record(client, result, actor, now));
			});
		}
		catch (DuplicateKeyException ex) {
			throw new Conflict("The customer is being sent to monitoring by another request; try again");
		}
	}

	/** Screens a monitored customer again now; new hits become monitoring records. */
	public Refreshed refresh(TenantId tenantId, Actor actor, ClientId customerId) {
		MonitoredCustomer known = details(tenantId, customerId);
		return rescreen(known, Optional.of(actor));
	}

	/** The monitoring details of a customer sent to monitoring. */
	public MonitoredCustomer details(TenantId tenantId, ClientId customerId) {
		return store.find(tenantId.value(), customerId.value())
			.orElseThrow(() -> new NotFound("Customer " + customerId + " has not been sent to monitoring"));
	}

	/**
	 * Screens the customers due, a batch at a time, each claimed before it is screened so that no other instance
	 * screens it too; answers how many were screened. A customer the provider cannot screen now waits for its next
	 * turn.
	 */
	int refreshDue(Instant now) {
		int screened = 0;
		List<MonitoredCustomer> claimed;
		do {
			claimed = transactions.execute(status -> store.claimDue(now, now.plus(settings.refreshInterval()), 50));
			for (MonitoredCustomer row : claimed) {
				try {
					rescreen(row, Optional.empty());
					screened++;
				}
				catch (RuntimeException ex) {
					log.warn("Scheduled screening of customer {} of tenant {} failed: {}", row.customerId(),
							row.tenantId(), ex.getMessage());
				}
			}
		}
		while (claimed.size() == 50);
		return screened;
	}

	private Refreshed rescreen(MonitoredCustomer known, Optional<Actor> actor) {
		Client client = screening.client(known.tenantId(), known.customerId());
		ScreeningResult result = screening.screen(client);
		Instant now = Timestamps.now(clock);
		MonitoredCustomer.Provider provider = new MonitoredCustomer.Provider(screening.providerName(),
				providerClientId(result, known.customerId()), known.provider().monitoringType());
		MonitoredCustomer row = known.changed(provider, now,
				actor.map(by -> known.keeping().changedBy(by.id(), now)).orElse(known.keeping()));
		Actor recordActor = actor.orElse(Actor.platform(JOB_ACTOR));
		return transactions.execute(status -> {
			store.update(row, now.plus(settings.refreshInterval()));
			return new Refreshed(row, screening.record(client, result, recordActor, now));
		});
	}

	private MonitoredCustomer resent(MonitoredCustomer known, String providerClientId, Instant now, UUID actorId) {
		MonitoredCustomer row = known.changed(new MonitoredCustomer.Provider(screening.providerName(),
				providerClientId, known.provider().monitoringType()), known.lastRefreshDate(),
				known.keeping().changedBy(actorId, now));
		store.update(row, now.plus(settings.refreshInterval()));
		return row;
	}

	private MonitoredCustomer inserted(UUID tenantId, UUID customerId, String providerClientId, Instant now,
			UUID actorId) {
		MonitoredCustomer row = new MonitoredCustomer(ids.next(), tenantId, customerId,
				new MonitoredCustomer.Provider(screening.providerName(), providerClientId, MONITORING_TYPE), null,
				ChangeTrail.startedBy(actorId, now));
		store.insert(row, now.plus(settings.refreshInterval()));
		return row;
	}

	private static String providerClientId(ScreeningResult result, UUID customerId) {
		String id = result.providerClientId();
		return id == null || id.isBlank() ? customerId.toString() : id.strip();
	}
}
