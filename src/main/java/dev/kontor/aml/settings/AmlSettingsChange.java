package dev.kontor.aml.settings;

import java.math.BigDecimal;
import java.util.UUID;

import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * What an integrator writes of the tenant AML general parameters. {@code tenantId} may be sent (an integrator
 * echoes what it read) but must be the caller's; the dates and user ids are the platform's and are ignored. Read
 * flat, as sent, and turned into the {@link AmlPolicy} it describes.
 */
public record AmlSettingsChange(@NotBlank @Size(max = 256) @Email String amlOfficerEmail,
		@NotNull @RiskValue BigDecimal riskThresholdAcceptAutoBelow,
		@NotNull @RiskValue BigDecimal riskThresholdRejectAutoAbove,
		@NotNull @RiskValue BigDecimal defaultPEPRiskFactor, @NotNull @RiskValue BigDecimal defaultSanctionRiskFactor,
		@NotNull @RiskValue BigDecimal defaultOtherRiskFactor, @Nullable @Size(max = 64) String reason,
		@Nullable @Size(max = 128) String note, @Nullable Boolean saveAMLMonitoringResultsUnderClientDocs,
		@Nullable UUID tenantId) {

	/** The policy the body describes; the switch left out is false. */
	public AmlPolicy policy() {
		return new AmlPolicy(amlOfficerEmail,
				new RiskThresholds(riskThresholdAcceptAutoBelow, riskThresholdRejectAutoAbove),
				new DefaultRiskFactors(defaultPEPRiskFactor, defaultSanctionRiskFactor, defaultOtherRiskFactor), reason,
				note, Boolean.TRUE.equals(saveAMLMonitoringResultsUnderClientDocs));
	}
}
