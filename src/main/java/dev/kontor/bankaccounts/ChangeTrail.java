package dev.kontor.bankaccounts;

import java.time.Instant;
import java.util.UUID;

/** When a bank account or its validation was created and last changed, and by whom. */
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
