package dev.kontor.webhooks;

import java.net.http.HttpClient;
import java.util.concurrent.Executors;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

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

	@Bean
	HttpClient webhookHttpClient(WebhookSettings settings) {
		return HttpClient.newBuilder()
			.connectTimeout(settings.timeout())
			.followRedirects(HttpClient.Redirect.NEVER)
			.executor(Executors.newVirtualThreadPerTaskExecutor())
			.build();
	}
}
