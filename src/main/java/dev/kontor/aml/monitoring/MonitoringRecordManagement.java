package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.audit.AuditSubject;
import dev.kontor.aml.audit.AuditedEntity;
import dev.kontor.aml.audit.RecordChanges;
import dev.kontor.clients.Clients;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * Creates, changes and lists the monitoring records of one tenant and family at a time. The one-active-record
 * rule is left to the database's unique index, so that concurrent writes cannot both make a record active. Every
 * change is kept in the audit trail in the same transaction.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class MonitoringRecordManagement {

	private final MonitoringRecordStore store;

	private final Clients clients;

	private final RecordChanges changes;

	@Transactional
	public MonitoringRecord create(TenantId tenant, Actor actor, MonitoringFamily family,
			MonitoringRecordChange change) {
		UUID tenantId = tenant.value();
		Instant now = Timestamps.now(changes.clock());
		Instant dateStart = change.dateStart() == null ? now : Timestamps.storable(change.dateStart().toInstant());
		check(family, change, dateStart);
		if (clients.find(new TenantId(tenantId), new ClientId(change.customerId())).isEmpty()) {
			throw new RuleViolation("customerId", "must be a client record of the tenant");
		}
		MonitoringRecord created = new MonitoringRecord(changes.ids().next(), tenantId,
				ChangeTrail.startedBy(actor.id(), now), watchOf(change, dateStart),
				MonitoringRecord.Finding.of(change));
		try {
			store.insert(family, created);
		}
		catch (DuplicateKeyException ex) {
			throw secondActiveRecord(family);
		}
		changes.audit().record(subject(family, created), actor, null, created);
		return created;
	}

	/** Replaces the record fields; the customer of a record never changes (422 naming {@code customerId}). */
	@Transactional
	public MonitoringRecord update(TenantId tenantId, Actor actor, MonitoringFamily family, UUID recordId,
			MonitoringRecordChange change) {
		Versioned<MonitoringRecord> read = get(tenantId.value(), family, recordId);
		MonitoringRecord current = read.value();
		Instant dateStart = change.dateStart() == null ? current.watch().dateStart()
				: Timestamps.storable(change.dateStart().toInstant());
		check(family, change, dateStart);
		if (!current.watch().customerId().equals(change.customerId())) {
			throw new RuleViolation("customerId",
					"cannot change: a record stays with its customer; make it in-active and create another");
		}
		MonitoringRecord changed = current.changed(actor.id(), Timestamps.now(changes.clock()),
				watchOf(change, dateStart), MonitoringRecord.Finding.of(change));
		try {
			updateUnlessChanged(family, changed, read.version());
		}
		catch (DuplicateKeyException ex) {
			throw secondActiveRecord(family);
		}
		changes.audit().record(subject(family, changed), actor, current, changed);
		return changed;
	}

	/** Makes the record in-active; a record that already is stays as it is. */
	@Transactional
	public MonitoringRecord makeInactive(TenantId tenantId, Actor actor, MonitoringFamily family, UUID recordId) {
		Versioned<MonitoringRecord> read = get(tenantId.value(), family, recordId);
		MonitoringRecord current = read.value();
		if (!current.watch().isActive()) {
			return current;
		}
		MonitoringRecord changed = current.changed(actor.id(), Timestamps.now(changes.clock()),
				current.watch().inactive(), current.finding());
		updateUnlessChanged(family, changed, read.version());
		changes.audit().record(subject(family, changed), actor, current, changed);
		return changed;
	}

	/** The record of the tenant and family, active or not. */
	public Optional<MonitoringRecord> find(TenantId tenantId, MonitoringFamily family, UUID recordId) {
		return store.find(tenantId.value(), family, recordId).map(Versioned::value);
	}

	public List<MonitoringRecord> list(MonitoringRecordFilter filter, PageRequest page) {
		if (filter.startDate() != null && filter.endDate() != null && !filter.startDate().isBefore(filter.endDate())) {
			throw new InvalidInput("endDate", "must be after startDate");
		}
		return store.list(filter, page);
	}

	/**
	 * Writes the change only over the state it was made from, so that a concurrent change is refused (409) instead
	 * of overwritten unseen, and the history's before is the state the change replaced.
	 */
	private void updateUnlessChanged(MonitoringFamily family, MonitoringRecord changed, long versionRead) {
		if (!store.update(family, changed, versionRead)) {
			throw new Conflict("The " + family.pathSegment() + " record was changed by another request meanwhile; "
					+ "read it again and send the change anew");
		}
	}

	static AuditSubject subject(MonitoringFamily family, MonitoringRecord record) {
		return new AuditSubject(AuditedEntity.MonitoringRecord, record.tenantId(), record.id(), family.pathSegment());
	}

	private Versioned<MonitoringRecord> get(UUID tenantId, MonitoringFamily family, UUID recordId) {
		return store.find(tenantId, family, recordId)
			.orElseThrow(() -> new NotFound("No " + family.pathSegment() + " record with this id exists"));
	}

	private static void check(MonitoringFamily family, MonitoringRecordChange change, Instant dateStart) {
		Map<String, List<String>> problems = MonitoringRecordRules.problemsOf(family, change, dateStart);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The monitoring record has invalid fields", problems);
		}
	}

	/** The customer, the active flag and the days of the change, with the start it resolved to. */
	private static MonitoringRecord.Watch watchOf(MonitoringRecordChange change, Instant dateStart) {
		Instant dateEnd = change.dateEnd() == null ? null : Timestamps.storable(change.dateEnd().toInstant());
		return new MonitoringRecord.Watch(change.customerId(), change.isActive(), dateStart, dateEnd);
	}

	private static RuleViolation secondActiveRecord(MonitoringFamily family) {
		return new RuleViolation("isActive",
				"the customer already has an active record in " + family.pathSegment() + "; make it in-active first");
	}
}
