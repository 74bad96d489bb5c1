package dev.kontor.shared;

import java.util.UUID;

/**
 * The {@code demo} profile created its tenant, with {@code userId} as its user: published once per database, in the
 * transaction that creates the tenant, so that other modules add their demo data to it in the same transaction
 * without depending on the identity module.
 */
public record DemoTenantCreated(UUID tenantId, UUID userId) {
}
