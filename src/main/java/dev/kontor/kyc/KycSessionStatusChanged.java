package dev.kontor.kyc;

import java.util.UUID;

/** A KYC session moved from one status to another. Published in the transaction that moved it. */
public record KycSessionStatusChanged(UUID tenantId, UUID clientId, String initiatorKycId, KycSessionStatus from,
		KycSessionStatus to) {
}
