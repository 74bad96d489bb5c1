package dev.kontor.testing;

import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/**
 * A clock the tests can move, and an empty schema for every run: PostgreSQL keeps data between runs, so it is
 * cleaned first.
 */
@TestConfiguration(proxyBeanMethods = false)
public class TestInfrastructure {

	@Bean
	@Primary
	MutableClock testClock() {
		return new MutableClock();
	}

	@Bean
	SchedulingProbe schedulingProbe() {
		return new SchedulingProbe();
	}

	@Bean
	FlywayMigrationStrategy cleanThenMigrate() {
		return flyway -> {
			if (TestDatabaseProfiles.isPostgres()) {
				flyway.clean();
			}
			flyway.migrate();
		};
	}
}
