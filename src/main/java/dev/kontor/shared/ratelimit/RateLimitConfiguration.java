package dev.kontor.shared.ratelimit;

import java.time.Clock;

import javax.sql.DataSource;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import dev.kontor.shared.jdbc.Databases;

/** Chooses where the buckets live, from {@code kontor.rate-limits.store} and the database in use. */
@Configuration(proxyBeanMethods = false)
class RateLimitConfiguration {

	private static final Logger log = LoggerFactory.getLogger(RateLimitConfiguration.class);

	@Bean
	Buckets rateLimitBuckets(RateLimitSettings settings, DataSource dataSource, Clock clock) {
		String database = Databases.productNameOf(dataSource);
		if (inDatabase(settings.store(), database)) {
			log.info("Rate limit buckets kept in the database, shared by all instances on it");
			return new DatabaseBuckets(dataSource, clock);
		}
		log.info("Rate limit buckets kept in memory: right for a single instance only");
		return new LocalBuckets(clock, settings.memoryMaxBuckets());
	}

	@Bean
	RateLimiter rateLimiter(Buckets rateLimitBuckets) {
		return new RateLimiter(rateLimitBuckets);
	}

	/** Whether the buckets live in the database: on PostgreSQL unless told otherwise; never on another database. */
	static boolean inDatabase(RateLimitStore store, String databaseProductName) {
		boolean postgres = Databases.isPostgres(databaseProductName);
		if (store == RateLimitStore.DATABASE && !postgres) {
			throw new IllegalStateException(
					"kontor.rate-limits.store=database needs PostgreSQL, the database is " + databaseProductName);
		}
		return switch (store) {
			case AUTO, DATABASE -> postgres;
			case MEMORY -> false;
		};
	}
}
