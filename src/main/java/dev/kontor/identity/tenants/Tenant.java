package dev.kontor.identity.tenants;

import java.time.Instant;
import java.util.UUID;

import org.springframework.modulith.NamedInterface;

/** A customer of the operator: every OAuth client, user and record belongs to exactly one tenant. */
@NamedInterface("administration")
public record Tenant(UUID id, String name, Instant createdAt) {
}
