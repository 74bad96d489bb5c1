package dev.kontor.masterdata.requests;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

import dev.kontor.masterdata.reference.ReferenceData;

/**
 * Puts {@link KnownReferenceObjects} in front of the stored reference data in every test context that scans the
 * application's packages, so the request processor finds what a test declared as well as what was imported.
 */
@Configuration(proxyBeanMethods = false)
class KnownReferenceObjectsConfiguration {

	@Bean
	@Primary
	KnownReferenceObjects knownReferenceObjects(@Qualifier("storedReferenceData") ReferenceData store) {
		return new KnownReferenceObjects(store);
	}
}
