package dev.kontor.clients;

import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** A client record of document 3: the platform's fields around the details the integrator writes. */
public record Client(UUID id, UUID tenantId, ClientStatus status, @JsonUnwrapped ClientDetails details,
		@JsonUnwrapped ClientAudit audit) {
}
