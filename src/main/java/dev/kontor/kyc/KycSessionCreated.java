package dev.kontor.kyc;

import java.util.UUID;

/** A KYC session was started for a client record. Published in the transaction that stored it. */
public record KycSessionCreated(UUID tenantId, UUID clientId, String initiatorKycId) {
}
