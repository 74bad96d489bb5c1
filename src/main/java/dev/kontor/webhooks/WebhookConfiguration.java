package dev.kontor.webhooks;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.kontor.shared.jdbc.DedicatedPool;
import dev.kontor.webhooks.endpoints.TargetGuard;
import dev.kontor.webhooks.settlement.RetrySchedule;

@Configuration(proxyBeanMethods = false)
class WebhookConfiguration {

	@Bean
	TargetGuard webhookTargetGuard(WebhookSettings settings) {
		return new TargetGuard(settings.requireHttps(), settings.allowPrivateTargets());
	}

	@Bean
	RetrySchedule webhookRetrySchedule(WebhookSettings settings) {
		return new RetrySchedule(settings.firstRetryDelay(), settings.retryHorizon());
	}

	/** The delivery pipeline's own connections ({@link WebhookSettings#poolSize()}). */
	@Bean(destroyMethod = "close")
	DedicatedPool webhookDeliveryPool(DataSource dataSource, WebhookSettings settings) {
		return DedicatedPool.beside(dataSource, "webhook-deliveries", settings.poolSize());
	}
}
