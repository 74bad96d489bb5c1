package dev.kontor.aml.settings;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

/**
 * What a tenant decides of its AML control: whom an evaluation waiting for a decision is sent to, the thresholds
 * and default risk factors, why it was set so, and whether monitoring results are kept with the client's documents.
 */
public record AmlPolicy(String amlOfficerEmail, @JsonUnwrapped RiskThresholds thresholds,
		@JsonUnwrapped DefaultRiskFactors defaultRiskFactors, @Nullable String reason, @Nullable String note,
		boolean saveAMLMonitoringResultsUnderClientDocs) {
}
