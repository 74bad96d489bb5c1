package dev.kontor.kyc.callback;


import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.kyc.KycSettings;
import dev.kontor.shared.crypto.SecretSealer;

/**
 * The secrets the providers sign their callbacks with: configured ({@code kontor.kyc.providers.<name>.secret}), or,
 * for the built-in simulator only, derived from the master key, so that every instance of a cluster (which shares
 * the key) checks the callbacks of a session another instance opened. A provider without a secret has every callback
 * refused.
 */
@Component
public class ProviderSecrets {

	public static final String SIMULATED = "Simulated";

	private static final Logger log = LoggerFactory.getLogger(ProviderSecrets.class);

	private final KycSettings settings;

	private final String simulated;

	ProviderSecrets(KycSettings settings, SecretSealer sealer) {
		this.settings = settings;
		String configured = settings.secretOf(SIMULATED);
		if (configured == null || configured.isBlank()) {
			configured = sealer.derivedSecret("kyc.simulated-provider.callbacks");
			log.info("The KYC simulator's callbacks are signed with a secret derived from the master key "
					+ "(kontor.kyc.providers.simulated.secret sets another)");
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
