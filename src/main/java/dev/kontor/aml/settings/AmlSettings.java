package dev.kontor.aml.settings;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** The tenant AML general parameters of document 3. */
public record AmlSettings(UUID tenantId, String amlOfficerEmail, BigDecimal riskThresholdAcceptAutoBelow,
		BigDecimal riskThresholdRejectAutoAbove, BigDecimal defaultPEPRiskFactor,
		BigDecimal defaultSanctionRiskFactor, BigDecimal defaultOtherRiskFactor, @Nullable String reason,
		@Nullable String note, boolean saveAMLMonitoringResultsUnderClientDocs, Instant createdDate,
		@Nullable Instant updatedDate, @Nullable UUID createdUserId, @Nullable UUID updatedUserId) {
}
