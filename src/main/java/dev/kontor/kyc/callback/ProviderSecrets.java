package dev.kontor.kyc.callback;

import java.security.SecureRandom;
import java.util.Base64;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.kyc.KycSettings;

/**
 * The secrets the providers sign their callbacks with: configured ({@code kontor.kyc.providers.<name>.secret}), or,
 * for the built-in simulator only, generated at start with a warning; a generated secret lives as long as the
 * process, and several instances each generate their own, so a cluster configures it. A provider without a secret
 * has every callback refused.
 */
@Component
public class ProviderSecrets {

	public static final String SIMULATED = "Simulated";

	private static final Logger log = LoggerFactory.getLogger(ProviderSecrets.class);

	private final KycSettings settings;

	private final String simulated;

	ProviderSecrets(KycSettings settings) {
		this.settings = settings;
		String configured = settings.secretOf(SIMULATED);
		if (configured == null || configured.isBlank()) {
			byte[] random = new byte[32];
			new SecureRandom().nextBytes(random);
			configured = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
			log.warn("A generated secret signs the KYC simulator's callbacks (set kontor.kyc.providers.simulated.secret "
					+ "in production and when several instances run)");
		}
		this.simulated = configured;
	}

	public @Nullable String of(String provider) {
		if (provider.equals(SIMULATED)) {
			return simulated;
		}
		String configured = settings.secretOf(provider);
		return configured == null || configured.isBlank() ? null : configured;
	}
}
