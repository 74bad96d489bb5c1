package dev.kontor.testing;

import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A database of its own for a test class whose application context has settings of its own (another venue, say):
 * on PostgreSQL a schema beside the suite's ({@code KONTOR_TEST_SCHEMA_<name>}), on H2 one in memory. Each context
 * cleans its database before it migrates it, so a second context on the suite's schema would wipe the data of the
 * shared context that the other tests go on using.
 */
public final class OwnDatabase {

	private OwnDatabase() {
	}

	public static void use(DynamicPropertyRegistry registry, String name) {
		if (TestDatabaseProfiles.isPostgres()) {
			String schema = schema(name);
			registry.add("spring.datasource.url", () -> postgresUrl(name));
			registry.add("spring.flyway.schemas", () -> schema);
			registry.add("spring.flyway.default-schema", () -> schema);
		}
		else {
			registry.add("spring.datasource.url", () -> "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
		}
	}

	/** The PostgreSQL URL of the schema {@code name} beside the suite's. */
	public static String postgresUrl(String name) {
		return "jdbc:postgresql://127.0.0.1:5432/test?currentSchema=" + schema(name);
	}

	private static String schema(String name) {
		return System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test") + "_" + name;
	}
}
