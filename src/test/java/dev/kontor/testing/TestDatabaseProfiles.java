package dev.kontor.testing;

import org.springframework.test.context.ActiveProfilesResolver;

/** Profile {@code test}, plus {@code test-postgres} when {@code KONTOR_TEST_DB=postgres}. */
public class TestDatabaseProfiles implements ActiveProfilesResolver {

	@Override
	public String[] resolve(Class<?> testClass) {
		return isPostgres() ? new String[] { "test", "test-postgres" } : new String[] { "test" };
	}

	public static boolean isPostgres() {
		return "postgres".equalsIgnoreCase(System.getenv("KONTOR_TEST_DB"));
	}
}
