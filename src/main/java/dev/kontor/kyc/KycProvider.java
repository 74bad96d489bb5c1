package dev.kontor.kyc;

import java.net.URI;
import java.util.UUID;

/**
 * An identity provider that verifies persons for KYC sessions. It is asked to start a session and answers where the
 * person goes to be verified; it reports the outcome later through the signed callback
 * {@code POST /api/v3/kyc/providers/{name}/callback}, naming the session by its {@code reference}. Each provider is a
 * bean; its callbacks are signed with its secret, {@code kontor.kyc.providers.<name>.secret}.
 */
public interface KycProvider {

	/** The provider's name in the API ({@code provider} of a session) and in its callback path. */
	String name();

	/** Starts verifying a person; the answer names the session at the provider and the person's page. */
	StartedVerification start(VerificationRequest request);

	/** What a provider learns of a session: the client record it verifies, and where the person returns to. */
	record VerificationRequest(UUID tenantId, UUID clientId, String initiatorKycId, URI redirectUrl) {
	}

	/** The provider's name for the session, and the page at which the person is verified. */
	record StartedVerification(String reference, URI verificationUrl) {
	}
}
