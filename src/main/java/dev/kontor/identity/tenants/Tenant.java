package dev.kontor.identity.tenants;

import java.time.Instant;
import java.util.UUID;

/** A customer of the operator: every OAuth client, user and record belongs to exactly one tenant. */
public record Tenant(UUID id, String name, Instant createdAt) {
}
