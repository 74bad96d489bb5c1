package dev.kontor.aml.risk;

import java.time.Instant;
import java.util.UUID;

/** One run of the risk calculation over a tenant's customers. */
public record RiskRun(UUID runId, UUID tenantId, UUID createdUserId, Instant startedDate, Instant finishedDate,
		int clientCount) {
}
