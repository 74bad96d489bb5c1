package dev.kontor.shared.crypto;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.core.env.Profiles;

/** The one {@link SecretSealer}, under the configured master key or, outside {@code prod}, a generated one. */
@Configuration(proxyBeanMethods = false)
class SecretsConfiguration {

	@Bean
	SecretSealer secretSealer(SecuritySettings settings, Environment environment) {
		return new SecretSealer(masterKey(settings, environment.acceptsProfiles(Profiles.of("prod"))));
	}

	static MasterKey masterKey(SecuritySettings settings, boolean production) {
		if (settings.hasMasterKey()) {
			try {
				return MasterKey.parse(settings.masterKey());
			}
			catch (IllegalArgumentException malformed) {
				throw new IllegalStateException(malformed.getMessage());
			}
		}
		if (production) {
			throw new IllegalStateException(SecuritySettings.productionProblemOf(null));
		}
		return GeneratedMasterKey.in(settings.masterKeyFile());
	}
}
