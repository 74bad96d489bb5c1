package dev.kontor.kyc.simulator;

import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.kyc.KycProvider;
import dev.kontor.kyc.callback.ProviderSecrets;
import dev.kontor.shared.PlatformSettings;

/**
 * The built-in provider {@code Simulated}: the person's page is served by this platform under
 * {@code /kyc-simulator/}, reached by an unguessable token (256 random bits) that is also the provider's name for
 * the session. Needs no account of the person: whoever holds the link is the person, as with a real provider's link.
 */
@Component
@RequiredArgsConstructor
class SimulatedProvider implements KycProvider {

	static final String PAGE_PATH = "/kyc-simulator/";

	private static final SecureRandom RANDOM = new SecureRandom();

	private final PlatformSettings platform;

	@Override
	public String name() {
		return ProviderSecrets.SIMULATED;
	}

	@Override
	public StartedVerification start(VerificationRequest request) {
		byte[] token = new byte[32];
		RANDOM.nextBytes(token);
		String reference = Base64.getUrlEncoder().withoutPadding().encodeToString(token);
		return new StartedVerification(reference, URI.create(platform.issuerString() + PAGE_PATH + reference));
	}
}
