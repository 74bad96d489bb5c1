package dev.kontor.clients;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/** A client record of document 3: the platform's fields around the details the integrator writes. */
public record Client(UUID id, UUID tenantId, ClientStatus status, @JsonUnwrapped ClientDetails details,
		Instant createdDate, Instant updatedDate, @Nullable Instant deletedDate, UUID createdUserId,
		UUID updatedUserId, @Nullable UUID deletedUserId) {
}
