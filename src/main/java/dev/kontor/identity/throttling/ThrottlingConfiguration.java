package dev.kontor.identity.throttling;

import java.time.Clock;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionOperations;

@Configuration(proxyBeanMethods = false)
class ThrottlingConfiguration {

	@Bean
	AttemptThrottle attemptThrottle(JdbcClient jdbc, TransactionOperations transactions, ThrottlingSettings settings,
			Clock clock) {
		return new AttemptThrottle(new FailedAttempts(jdbc, transactions), settings, clock);
	}

	@Bean
	RefusedAttempts refusedAttempts(MeterRegistry meters) {
		return new RefusedAttempts(meters);
	}
}
