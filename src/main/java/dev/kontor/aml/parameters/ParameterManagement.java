package dev.kontor.aml.parameters;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.audit.AuditSubject;
import dev.kontor.aml.audit.AuditedEntity;
import dev.kontor.aml.audit.RecordChanges;
import dev.kontor.shared.ChangeTrail;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Lists, creates, updates and deactivates the parameter records of one tenant and family at a time. At most one
 * active record per key (the unique index on {@code active_key}) and no two overlapping active ranges of one scope
 * (checked under the family's lock). Every change is kept in the audit trail in the same transaction.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ParameterManagement implements AmlParameters {

	private final ParameterStore store;

	private final ParameterLocks locks;

	private final RecordChanges changes;

	/** In creation order; inactive records only when asked for. */
	public List<ParameterRecord> list(TenantId tenantId, ParameterFamily family, boolean includeInactive) {
		return store.list(tenantId.value(), family, includeInactive);
	}

	/** The record of the tenant and family, active or not. */
	public Optional<ParameterRecord> find(TenantId tenantId, ParameterFamily family, UUID recordId) {
		return store.find(tenantId.value(), family, recordId).map(Versioned::value);
	}

	@Transactional
	public ParameterRecord create(TenantId tenant, Actor actor, ParameterFamily family, ParameterDraft input) {
		UUID tenantId = tenant.value();
		check(family, input);
		Instant now = Timestamps.now(changes.clock());
		ParameterRecord created = fromInput(changes.ids().next(), tenantId, family, input,
				ChangeTrail.startedBy(actor.id(), now));
		guardUniqueness(created, () -> store.insert(created));
		changes.audit().record(subject(created), actor, null, ParameterView.of(created));
		return created;
	}

	/** Replaces the record's fields; an update may also activate or deactivate it. */
	@Transactional
	public ParameterRecord update(TenantId tenant, Actor actor, ParameterFamily family, UUID recordId,
			ParameterDraft input) {
		UUID tenantId = tenant.value();
		Versioned<ParameterRecord> current = get(tenantId, family, recordId);
		check(family, input);
		ParameterRecord changed = fromInput(recordId, tenantId, family, input,
				current.value().keeping().changedBy(actor.id(), Timestamps.now(changes.clock())));
		guardUniqueness(changed, () -> updateUnlessChanged(changed, current.version()));
		changes.audit()
			.record(subject(changed), actor, ParameterView.of(current.value()), ParameterView.of(changed));
		return changed;
	}

	/** Deactivates the record; an inactive one is answered unchanged. */
	@Transactional
	public ParameterRecord makeInactive(TenantId tenant, Actor actor, ParameterFamily family, UUID recordId) {
		UUID tenantId = tenant.value();
		Versioned<ParameterRecord> current = get(tenantId, family, recordId);
		if (!current.value().isActive()) {
			return current.value();
		}
		ParameterRecord inactive = current.value().madeInactive(Timestamps.now(changes.clock()), actor.id());
		locks.lockForWrite(tenantId, family);
		updateUnlessChanged(inactive, current.version());
		changes.audit()
			.record(subject(inactive), actor, ParameterView.of(current.value()), ParameterView.of(inactive));
		return inactive;
	}

	@Override
	public List<ParameterRecord> active(UUID tenantId) {
		return store.active(tenantId);
	}

	@Override
	public List<ParameterRecord> active(UUID tenantId, ParameterFamily family) {
		return store.list(tenantId, family, false);
	}

	@Override
	public long version(UUID tenantId) {
		return locks.version(tenantId);
	}

	/**
	 * Writes the change only over the state it was made from: a request that read the record before another one
	 * changed it would otherwise overwrite that change unseen, and the history would show a before that never was.
	 */
	private void updateUnlessChanged(ParameterRecord changed, long versionRead) {
		if (!store.update(changed, versionRead)) {
			throw new Conflict("The " + changed.family() + " parameter record was changed by another request "
					+ "meanwhile; read it again and send the change anew");
		}
	}

	private static AuditSubject subject(ParameterRecord parameterRecord) {
		return new AuditSubject(AuditedEntity.ParameterRecord, parameterRecord.tenantId(), parameterRecord.id(),
				parameterRecord.family().pathSegment());
	}

	private Versioned<ParameterRecord> get(UUID tenantId, ParameterFamily family, UUID recordId) {
		return store.find(tenantId, family, recordId)
			.orElseThrow(() -> new NotFound("No " + family + " parameter record with this id exists"));
	}

	private static void check(ParameterFamily family, ParameterDraft input) {
		Map<String, List<String>> problems = ParameterRules.problemsOf(family, input);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The " + family + " parameter record has invalid fields", problems);
		}
	}

	/** The record a checked input describes; isBanned left out is false. */
	private static ParameterRecord fromInput(UUID id, UUID tenantId, ParameterFamily family, ParameterDraft input,
			ChangeTrail keeping) {
		return new ParameterRecord(id, tenantId, family, Boolean.TRUE.equals(input.isActive()),
				Objects.requireNonNull(input.riskFactor(), "checked before"), Boolean.TRUE.equals(input.isBanned()),
				ParameterRules.acceptedFields(family, input), keeping);
	}

	/**
	 * Writes a record only while holding the family's lock, and an active one only after its key and range were found
	 * free, so that the answer names the conflicting field; the unique index still answers for the key should
	 * anything write without the lock.
	 */
	private void guardUniqueness(ParameterRecord written, Runnable write) {
		FamilyShape shape = FamilyShape.of(written.family());
		locks.lockForWrite(written.tenantId(), written.family());
		if (written.isActive()) {
			List<ParameterRecord> active = store.list(written.tenantId(), written.family(), false);
			if (ActiveConflicts.keyTaken(written, active)) {
				throw keyTaken(written, shape);
			}
			ActiveConflicts.firstOverlapping(written, active).ifPresent(other -> {
				throw new RuleViolation(shape.rangeField().jsonName(), "overlaps the range "
						+ ActiveConflicts.describeRange(other) + " of the active record " + other.id());
			});
		}
		try {
			write.run();
		}
		catch (DuplicateKeyException ex) {
			throw keyTaken(written, shape);
		}
	}

	private static RuleViolation keyTaken(ParameterRecord written, FamilyShape shape) {
		String field = shape.keyField().jsonName();
		return new RuleViolation(field, "another active " + written.family() + " record has the same "
				+ (shape == FamilyShape.CASH_BALANCE ? "range and currency" : field));
	}
}
