package dev.kontor.clients;

import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * How the regulatory and AML side classifies a client record: sub-type and risk class, the identity document, the
 * LEI, the contractual partner, the sector and what the accounts are used for.
 */
public record ClientClassification(@Nullable @Size(max = 50) String clientSubType,
		@Nullable @Size(max = 50) String riskClass, @Nullable @Size(max = 50) String identityNumberType,
		@Nullable @Size(max = 50) String identityNumber, @Nullable String clientLEI,
		@Nullable @Size(max = 50) String contractualPartnerCode, @Nullable @Size(max = 50) String sectorCode,
		@Nullable AccountUsageType accountUsageType) {
}
