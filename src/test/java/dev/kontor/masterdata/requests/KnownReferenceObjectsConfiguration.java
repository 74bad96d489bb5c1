package dev.kontor.masterdata.requests;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * Replaces the provider's reference data with {@link KnownReferenceObjects} in every test context that scans the
 * application's packages, so the request processor finds exactly what a test declared.
 */
@Configuration(proxyBeanMethods = false)
class KnownReferenceObjectsConfiguration {

	@Bean
	@Primary
	KnownReferenceObjects knownReferenceObjects() {
		return new KnownReferenceObjects();
	}
}
