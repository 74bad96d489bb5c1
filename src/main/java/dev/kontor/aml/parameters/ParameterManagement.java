package dev.kontor.aml.parameters;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.shared.Ids;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Lists, creates, updates and deactivates the parameter records of one tenant and family at a time. At most one
 * active record per key (the unique index on {@code active_key}) and no two overlapping active ranges of one scope
 * (checked under the family's lock).
 */
@Service
public class ParameterManagement implements AmlParameters {

	private final ParameterStore store;

	private final ParameterLocks locks;

	private final Ids ids;

	private final Clock clock;

	ParameterManagement(ParameterStore store, ParameterLocks locks, Ids ids, Clock clock) {
		this.store = store;
		this.locks = locks;
		this.ids = ids;
		this.clock = clock;
	}

	/** In creation order; inactive records only when asked for. */
	public List<ParameterRecord> list(UUID tenantId, ParameterFamily family, boolean includeInactive) {
		return store.list(tenantId, family, includeInactive);
	}

	@Transactional
	public ParameterRecord create(UUID tenantId, UUID actorId, ParameterFamily family, ParameterInput input) {
		check(family, input);
		Instant now = Timestamps.now(clock);
		ParameterRecord created = fromInput(ids.next(), tenantId, family, input, now, actorId, now, actorId);
		guardUniqueness(created, () -> store.insert(created));
		return created;
	}

	/** Replaces the record's fields; an update may also activate or deactivate it. */
	@Transactional
	public ParameterRecord update(UUID tenantId, UUID actorId, ParameterFamily family, UUID recordId,
			ParameterInput input) {
		ParameterRecord current = get(tenantId, family, recordId);
		check(family, input);
		ParameterRecord changed = fromInput(recordId, tenantId, family, input, current.createdDate(),
				current.createdUserId(), Timestamps.now(clock), actorId);
		guardUniqueness(changed, () -> store.update(changed));
		return changed;
	}

	/** Deactivates the record; an inactive one is answered unchanged. */
	@Transactional
	public ParameterRecord makeInactive(UUID tenantId, UUID actorId, ParameterFamily family, UUID recordId) {
		ParameterRecord current = get(tenantId, family, recordId);
		if (!current.isActive()) {
			return current;
		}
		ParameterRecord inactive = current.madeInactive(Timestamps.now(clock), actorId);
		locks.lockForWrite(tenantId, family);
		store.update(inactive);
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

	private ParameterRecord get(UUID tenantId, ParameterFamily family, UUID recordId) {
		return store.find(tenantId, family, recordId)
			.orElseThrow(() -> new NotFound("No " + family + " parameter record with this id exists"));
	}

	private static void check(ParameterFamily family, ParameterInput input) {
		Map<String, List<String>> problems = ParameterRules.problemsOf(family, input);
		if (!problems.isEmpty()) {
			throw new InvalidInput("The " + family + " parameter record has invalid fields", problems);
		}
	}

	/** The record a checked input describes; isBanned left out is false. */
	private static ParameterRecord fromInput(UUID id, UUID tenantId, ParameterFamily family, ParameterInput input,
			Instant createdDate, UUID createdUserId, Instant now, UUID actorId) {
		return new ParameterRecord(id, tenantId, family, Boolean.TRUE.equals(input.isActive()),
				Objects.requireNonNull(input.riskFactor(), "checked before"), Boolean.TRUE.equals(input.isBanned()),
				ParameterRules.acceptedFields(family, input), createdDate, now, createdUserId, actorId);
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
