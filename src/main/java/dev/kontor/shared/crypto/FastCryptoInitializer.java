package dev.kontor.shared.crypto;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Chooses the signing provider before any bean exists, so that the first key generated or parsed already belongs
 * to it; registered in {@code META-INF/spring.factories}, hence also in the tests' contexts.
 */
public final class FastCryptoInitializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

	private static final Logger log = LoggerFactory.getLogger(SigningProviders.class);

	@Override
	public void initialize(ConfigurableApplicationContext context) {
		CryptoSettings settings = Binder.get(context.getEnvironment())
			.bindOrCreate("kontor.crypto", CryptoSettings.class);
		SigningProviders.install(OperatingSystem.current(), settings.fastProvider(), SigningProviders::corretto,
				log::info);
	}
}
