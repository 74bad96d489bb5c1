package dev.kontor.clients;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** When and by whom a client record was created, last changed and deleted; the platform sets these. */
public record ClientAudit(Instant createdDate, Instant updatedDate, @Nullable Instant deletedDate,
		UUID createdUserId, UUID updatedUserId, @Nullable UUID deletedUserId) {

	/** A record created now by {@code actorId}. */
	public static ClientAudit created(Instant now, UUID actorId) {
		return new ClientAudit(now, now, null, actorId, actorId, null);
	}

	/** This record changed now by {@code actorId}, and not deleted. */
	public ClientAudit changed(Instant now, UUID actorId) {
		return new ClientAudit(createdDate, now, null, createdUserId, actorId, null);
	}

	/** This record deleted now by {@code actorId}. */
	public ClientAudit deleted(Instant now, UUID actorId) {
		return new ClientAudit(createdDate, now, now, createdUserId, actorId, actorId);
	}
}
