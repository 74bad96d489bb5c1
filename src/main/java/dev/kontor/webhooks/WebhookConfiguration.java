package dev.kontor.webhooks;

import java.net.http.HttpClient;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

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

	/**
	 * The client of every attempt. Its work between the network and the attempts (reading answers, completing their
	 * futures) runs on a few platform threads of its own rather than on virtual threads: those share the processors'
	 * carrier threads with every other virtual thread, and while requests keep the platform threads busy, attempts
	 * waited for a carrier (one benchmark run each: 2,294 against 2,884 deliveries a second to one endpoint). Nothing
	 * in that work blocks; the attempts themselves wait on virtual threads.
	 */
	@Bean
	HttpClient webhookHttpClient(WebhookSettings settings) {
		int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
		ThreadFactory daemons = Thread.ofPlatform().name("webhook-http-", 1).daemon().factory();
		return HttpClient.newBuilder()
			.connectTimeout(settings.timeout())
			.followRedirects(HttpClient.Redirect.NEVER)
			.executor(Executors.newFixedThreadPool(threads, daemons))
			.build();
	}
}
