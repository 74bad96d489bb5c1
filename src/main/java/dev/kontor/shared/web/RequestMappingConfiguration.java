package dev.kontor.shared.web;

import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/** Hands Spring Boot the request mappings with an index of their paths ({@link IndexedRequestMappings}). */
@Configuration(proxyBeanMethods = false)
class RequestMappingConfiguration {

	@Bean
	WebMvcRegistrations indexedRequestMappings() {
		return new WebMvcRegistrations() {

			@Override
			public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
				return new IndexedRequestMappings();
			}
		};
	}
}
