package dev.kontor.shared;

import java.time.Instant;
import java.util.UUID;

/**
 * When a record was created and last changed, and by whom: the four fields the documents give a bank account, its
 * validation and every AML record, answered flat with the record's own fields.
 */
public record ChangeTrail(Instant createdDate, Instant updatedDate, UUID createdUserId, UUID updatedUserId) {

	/** Created and last changed by the actor now. */
	public static ChangeTrail startedBy(UUID actorId, Instant now) {
		return new ChangeTrail(now, now, actorId, actorId);
	}

	/** Last changed by the actor now. */
	public ChangeTrail changedBy(UUID actorId, Instant now) {
		return new ChangeTrail(createdDate, now, createdUserId, actorId);
	}
}
