package dev.kontor.kyc;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A KYC session as the API shows it (contract section 11); {@code result} is null until the session finished. */
public record KycSession(String initiatorKycId, UUID clientId, String provider, KycSessionStatus status,
		String verificationUrl, String redirectUrl, @Nullable KycResult result, List<String> declineReasons,
		Instant createdDate, Instant updatedDate) {
}
