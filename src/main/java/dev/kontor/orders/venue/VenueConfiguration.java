package dev.kontor.orders.venue;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The matching rules as a bean, with the quote age of the settings. */
@Configuration(proxyBeanMethods = false)
class VenueConfiguration {

	@Bean
	Matching matching(VenueSettings settings) {
		return new Matching(settings.maxQuoteAge());
	}
}
