package dev.kontor.shared.web;

import org.apache.coyote.AbstractProtocol;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

import dev.kontor.shared.web.RequestHandlingSettings.RequestThreads;

/**
 * Bounds the requests in work: see {@link RequestHandlingSettings}. Background work (webhook attempts, scheduled
 * jobs) keeps its virtual threads either way.
 */
@Configuration(proxyBeanMethods = false)
class RequestHandlingConfiguration {

	/**
	 * Runs after Spring Boot's customizer that hands Tomcat a virtual-thread executor, and in {@code platform} mode
	 * takes it back: Tomcat then creates its own pool of platform threads, with a queue in arrival order.
	 */
	@Bean
	WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> requestThreads(RequestHandlingSettings settings) {
		return new RequestThreadsCustomizer(settings);
	}

	@Bean
	@ConditionalOnProperty(name = "kontor.web.request-handling.threads", havingValue = "virtual")
	FilterRegistrationBean<ConcurrentRequestLimit> concurrentRequestLimit(RequestHandlingSettings settings) {
		FilterRegistrationBean<ConcurrentRequestLimit> registration = new FilterRegistrationBean<>(
				new ConcurrentRequestLimit(settings.maxConcurrent()));
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
		return registration;
	}

	private record RequestThreadsCustomizer(RequestHandlingSettings settings)
			implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>, Ordered {

		@Override
		public void customize(ConfigurableTomcatWebServerFactory factory) {
			if (settings.threads() != RequestThreads.PLATFORM) {
				return;
			}
			int max = settings.maxConcurrent();
			// A connector customizer: Spring Boot applies server.tomcat.threads.max in one, after the protocol
			// handler customizers.
			factory.addConnectorCustomizers(connector -> {
				connector.getProtocolHandler().setExecutor(null);
				if (connector.getProtocolHandler() instanceof AbstractProtocol<?> protocol) {
					protocol.setMaxThreads(max);
					protocol.setMinSpareThreads(Math.min(10, max));
				}
			});
		}

		@Override
		public int getOrder() {
			return Ordered.LOWEST_PRECEDENCE;
		}
	}
}
