package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.audit.RecordChanges;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Turns a screening provider's hit into a monitoring record unless the customer already has an active one. The
 * insert runs in a nested transaction (a savepoint): when a concurrent hit made its record active first, the
 * duplicate key rolls back only the insert, which PostgreSQL requires before the transaction can read the winner.
 */
@Service
class HitRecorder implements MonitoringHits {

	static final int MAX_INFORMATION_SOURCE = 36;

	static final int MAX_REASON = 64;

	private final MonitoringRecordStore store;

	private final Clients clients;

	private final RecordChanges changes;

	private final TransactionTemplate savepoint;

	HitRecorder(MonitoringRecordStore store, Clients clients, RecordChanges changes,
			PlatformTransactionManager transactions) {
		this.store = store;
		this.clients = clients;
		this.changes = changes;
		this.savepoint = new TransactionTemplate(transactions);
		this.savepoint.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
	}

	@Override
	@Transactional
	public UUID recordHit(UUID tenantId, UUID customerId, MonitoringFamily family, String informationSource,
			String reason, Actor actor) {
		Optional<UUID> active = store.findActiveId(tenantId, family, customerId);
		if (active.isPresent()) {
			return active.get();
		}
		if (clients.find(new TenantId(tenantId), new ClientId(customerId)).isEmpty()) {
			throw new NotFound("No client record with this id exists");
		}
		MonitoringRecord hit = newHit(tenantId, customerId, family, informationSource, reason, actor.id());
		try {
			savepoint.executeWithoutResult(status -> store.insert(family, hit));
			changes.audit().record(MonitoringRecordManagement.subject(family, hit), actor, null, hit);
			return hit.id();
		}
		catch (DuplicateKeyException ex) {
			return store.findActiveId(tenantId, family, customerId).orElseThrow(() -> ex);
		}
	}

	/** Other-records need a type; a provider's hit names none, so it is {@link RecordType#Other}. */
	private MonitoringRecord newHit(UUID tenantId, UUID customerId, MonitoringFamily family,
			String informationSource, String reason, UUID actorId) {
		Instant now = Timestamps.now(changes.clock());
		return new MonitoringRecord(changes.ids().next(), tenantId, ChangeTrail.startedBy(actorId, now),
				new MonitoringRecord.Watch(customerId, true, now, null),
				new MonitoringRecord.Finding(family == MonitoringFamily.Other ? RecordType.Other : null,
						MonitoringRecordRules.truncate(informationSource, MAX_INFORMATION_SOURCE), false,
						MonitoringRecordRules.truncate(reason, MAX_REASON), null));
	}
}
