package dev.kontor.aml.audit;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The record a change concerns: its kind, tenant and id ({@code tenantId} for the tenant settings, the customer's id
 * for a cash balance) and, for parameter and monitoring records, the family's path segment.
 */
public record AuditSubject(AuditedEntity entity, UUID tenantId, UUID entityId, @Nullable String family) {
}
