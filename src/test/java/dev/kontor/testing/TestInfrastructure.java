package dev.kontor.testing;

import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** Every test run starts from an empty schema: PostgreSQL keeps data between runs, so it is cleaned first. */
@TestConfiguration(proxyBeanMethods = false)
public class TestInfrastructure {

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
