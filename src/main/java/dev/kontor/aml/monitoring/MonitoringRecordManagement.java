package dev.kontor.aml.monitoring;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.clients.Clients;
import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * Creates, changes and lists the monitoring records of one tenant and family at a time. The one-active-record
 * rule is left to the database's unique index, so that concurrent writes cannot both make a record active.
 */
@Service
public class MonitoringRecordManagement {

	private final MonitoringRecordStore store;

	private final Clients clients;

	private final Ids ids;

	private final Clock clock;

	MonitoringRecordManagement(MonitoringRecordStore store, Clients clients, Ids ids, Clock clock) {
		this.store = store;
		this.clients = clients;
		this.ids = ids;
		this.clock = clock;
	}

	@Transactional
	public MonitoringRecord create(UUID tenantId, UUID actorId, MonitoringFamily family,
			MonitoringRecordChange change) {
		Instant now = Timestamps.now(clock);
		Instant dateStart = change.dateStart() == null ? now : Timestamps.storable(change.dateStart().toInstant());
		check(family, change, dateStart);
		if (clients.find(tenantId, change.customerId()).isEmpty()) {
			throw new RuleViolation("customerId", "must be a client record of the tenant");
		}
		MonitoringRecord created = new MonitoringRecord(ids.next(), tenantId, now, now, actorId, actorId,
				change.customerId(), change.isActive(), dateStart, dateEndOf(change), change.recordType(),
				change.informationSource(), Boolean.TRUE.equals(change.isBanned()), change.reason(), change.note());
		try {
			store.insert(family, created);
		}
		catch (DuplicateKeyException ex) {
			throw secondActiveRecord(family);
		}
		return created;
	}

	/** Replaces the record fields; the customer of a record never changes (422 naming {@code customerId}). */
	@Transactional
	public MonitoringRecord update(UUID tenantId, UUID actorId, MonitoringFamily family, UUID recordId,
			MonitoringRecordChange change) {
		MonitoringRecord current = get(tenantId, family, recordId);
		Instant dateStart = change.dateStart() == null ? current.dateStart()
				: Timestamps.storable(change.dateStart().toInstant());
		check(family, change, dateStart);
		if (!current.customerId().equals(change.customerId())) {
			throw new RuleViolation("customerId",
					"cannot change: a record stays with its customer; make it in-active and create another");
		}
		MonitoringRecord changed = new MonitoringRecord(current.id(), tenantId, current.createdDate(),
				Timestamps.now(clock), current.createdUserId(), actorId, current.customerId(), change.isActive(),
				dateStart, dateEndOf(change), change.recordType(), change.informationSource(),
				Boolean.TRUE.equals(change.isBanned()), change.reason(), change.note());
		try {
			store.update(family, changed);
		}
		catch (DuplicateKeyException ex) {
			throw secondActiveRecord(family);
		}
		return changed;
	}

	/** Makes the record in-active; a record that already is stays as it is. */
	@Transactional
	public MonitoringRecord makeInactive(UUID tenantId, UUID actorId, MonitoringFamily family, UUID recordId) {
		MonitoringRecord current = get(tenantId, family, recordId);
		if (!current.isActive()) {
			return current;
		}
		MonitoringRecord changed = new MonitoringRecord(current.id(), tenantId, current.createdDate(),
				Timestamps.now(clock), current.createdUserId(), actorId, current.customerId(), false,
				current.dateStart(), current.dateEnd(), current.recordType(), current.informationSource(),
				current.isBanned(), current.reason(), current.note());
		store.update(family, changed);
		return changed;
	}

	public List<MonitoringRecord> list(MonitoringRecordFilter filter, PageRequest page) {
		if (filter.startDate() != null && filter.endDate() != null && !filter.startDate().isBefore(filter.endDate())) {
			throw new InvalidInput("endDate", "must be after startDate");
		}
		return store.list(filter, page);
	}

	private MonitoringRecord get(UUID tenantId, MonitoringFamily family, UUID recordId) {
		return store.find(tenantId, family, recordId)
			.orElseThrow(() -> new NotFound("No " + family.pathSegment() + " record with this id exists"));
	}

	private static void check(MonitoringFamily family, MonitoringRecordChange change, Instant dateStart) {
		Map<String, List<String>> problems = MonitoringRecordRules.problemsOf(family, change, dateStart);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The monitoring record has invalid fields", problems);
		}
	}

	private static @Nullable Instant dateEndOf(MonitoringRecordChange change) {
		return change.dateEnd() == null ? null : Timestamps.storable(change.dateEnd().toInstant());
	}

	private static RuleViolation secondActiveRecord(MonitoringFamily family) {
		return new RuleViolation("isActive",
				"the customer already has an active record in " + family.pathSegment() + "; make it in-active first");
	}
}
