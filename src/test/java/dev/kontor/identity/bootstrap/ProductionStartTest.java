package dev.kontor.identity.bootstrap;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.core.NestedExceptionUtils;

import dev.kontor.KontorApplication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The {@code prod} profile does not start with the public admin secret, the embedded database, or without a
 * well-formed master key.
 */
class ProductionStartTest {

	private static final String GOOD_SECRET = "s".repeat(ProductionChecks.MIN_ADMIN_SECRET_LENGTH);

	private static final String POSTGRES = "jdbc:postgresql://db.internal:5432/kontor";

	private static final String MASTER_KEY = "a29udG9yLXRlc3QtbWFzdGVyLWtleS0zMi1ieXRlcyE=";

	@Test
	void prodRefusesToStartWithTheDefaultSecretAndTheEmbeddedDatabaseNamingTheVariables() {
		assertThatThrownBy(() -> new SpringApplicationBuilder(KontorApplication.class).profiles("prod")
			.run("--server.port=0", "--spring.jmx.enabled=false"))
			.satisfies(failure -> assertThat(NestedExceptionUtils.getMostSpecificCause(failure).getMessage())
				.contains("KONTOR_ADMIN_CLIENT_SECRET", "SPRING_DATASOURCE_URL", "KONTOR_MASTER_KEY"));
	}

	@ParameterizedTest(name = "[{index}] secret of {0} characters, {1}, master key {2}")
	@MethodSource("refusedSettings")
	void refuses(int secretLength, String datasourceUrl, String masterKey, String named) {
		assertThat(ProductionChecks.problemsOf("x".repeat(secretLength), datasourceUrl, masterKey)).singleElement()
			.asString()
			.contains(named);
	}

	static Stream<Arguments> refusedSettings() {
		int good = ProductionChecks.MIN_ADMIN_SECRET_LENGTH;
		return Stream.of(Arguments.of(0, POSTGRES, MASTER_KEY, "KONTOR_ADMIN_CLIENT_SECRET"),
				Arguments.of(good - 1, POSTGRES, MASTER_KEY, "KONTOR_ADMIN_CLIENT_SECRET"),
				Arguments.of(good, "jdbc:h2:file:./data/kontor", MASTER_KEY, "SPRING_DATASOURCE_URL"),
				Arguments.of(good, "", MASTER_KEY, "SPRING_DATASOURCE_URL"),
				Arguments.of(good, POSTGRES, "", "KONTOR_MASTER_KEY"),
				Arguments.of(good, POSTGRES, "c2hvcnQ=", "KONTOR_MASTER_KEY"),
				Arguments.of(good, POSTGRES, "not base64!", "KONTOR_MASTER_KEY"));
	}

	@Test
	void refusesTheDefaultSecretWhateverItsLength() {
		assertThat(ProductionChecks.problemsOf("admin-secret", POSTGRES, MASTER_KEY)).singleElement()
			.asString()
			.contains("the default is public");
	}

	@Test
	void acceptsALongSecretAndPostgreSql() {
		assertThat(ProductionChecks.problemsOf(GOOD_SECRET, POSTGRES, MASTER_KEY)).isEmpty();
	}
}
