package dev.kontor.webhooks.web;

import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import dev.kontor.webhooks.WebhookSettings;

/** Puts the {@link PublishingGate} before the operator's publish operations, ahead of every other interceptor. */
@Configuration(proxyBeanMethods = false)
class PublishingGateConfiguration implements WebMvcConfigurer {

	private final WebhookSettings settings;

	PublishingGateConfiguration(WebhookSettings settings) {
		this.settings = settings;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new PublishingGate(settings.publishConcurrency(), settings.publishWait()))
			.addPathPatterns("/admin/v1/events", "/admin/v1/event-batches")
			.order(Ordered.HIGHEST_PRECEDENCE);
	}
}
