package dev.kontor.webhooks.stream;

import javax.sql.DataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.CustomPlans;
import dev.kontor.shared.jdbc.DedicatedPool;

@Configuration(proxyBeanMethods = false)
class EventStreamConfiguration {

	/**
	 * The stream's events, read by the reader on two connections of its own, so that requests that take every
	 * connection of the application's pool do not hold up the stream.
	 */
	@Bean(destroyMethod = "close")
	StreamEvents streamEvents(DataSource dataSource, JdbcClient jdbc, TransactionTemplate transactions,
			CustomPlans customPlans) {
		return new StreamEvents(DedicatedPool.beside(dataSource, "event-stream", 2), jdbc, transactions, customPlans);
	}
}
