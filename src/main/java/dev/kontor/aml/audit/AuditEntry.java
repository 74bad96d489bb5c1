package dev.kontor.aml.audit;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * One kept change as the audit endpoint answers it. {@code before} and {@code after} are the record as the API
 * answered it before and after the change (null before a creation).
 */
public record AuditEntry(UUID id, UUID tenantId, AuditedEntity entity, UUID entityId,
		@Schema(description = "Path segment of the parameter or monitoring family (customer-sector, pep-records, ...)",
				nullable = true) @Nullable String family,
		@JsonUnwrapped AuditedChange change,
		@Schema(type = "object", nullable = true) @JsonRawValue @Nullable String before,
		@Schema(type = "object", nullable = true) @JsonRawValue @Nullable String after) {

	/** What was done to the record, by whom, through which OAuth client, and when; answered flat with the entry. */
	public record AuditedChange(AuditAction action, UUID actorId,
			@Schema(description = "OAuth client of the call; null for the platform's own changes and for evaluation "
					+ "decisions", nullable = true) @Nullable String clientId,
			Instant changedDate) {
	}
}
