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

/** The {@code prod} profile does not start with the public admin secret or the embedded database. */
class ProductionStartTest {

	private static final String GOOD_SECRET = "s".repeat(ProductionChecks.MIN_ADMIN_SECRET_LENGTH);

	private static final String POSTGRES = "jdbc:postgresql://db.internal:5432/kontor";

	@Test
	void prodRefusesToStartWithTheDefaultSecretAndTheEmbeddedDatabaseNamingTheVariables() {
		assertThatThrownBy(() -> new SpringApplicationBuilder(KontorApplication.class).profiles("prod")
			.run("--server.port=0", "--spring.jmx.enabled=false"))
			.satisfies(failure -> assertThat(NestedExceptionUtils.getMostSpecificCause(failure).getMessage())
				.contains("KONTOR_ADMIN_CLIENT_SECRET", "SPRING_DATASOURCE_URL"));
	}

	@ParameterizedTest(name = "[{index}] secret of {0} characters, {1}")
	@MethodSource("refusedSettings")
	void refuses(int secretLength, String datasourceUrl, String named) {
		assertThat(ProductionChecks.problemsOf("x".repeat(secretLength), datasourceUrl)).singleElement()
			.asString()
			.contains(named);
	}

	static Stream<Arguments> refusedSettings() {
		return Stream.of(Arguments.of(0, POSTGRES, "KONTOR_ADMIN_CLIENT_SECRET"),
				Arguments.of(ProductionChecks.MIN_ADMIN_SECRET_LENGTH - 1, POSTGRES, "KONTOR_ADMIN_CLIENT_SECRET"),
				Arguments.of(ProductionChecks.MIN_ADMIN_SECRET_LENGTH, "jdbc:h2:file:./data/kontor", "SPRING_DATASOURCE_URL"),
				Arguments.of(ProductionChecks.MIN_ADMIN_SECRET_LENGTH, "", "SPRING_DATASOURCE_URL"));
	}

	@Test
	void refusesTheDefaultSecretWhateverItsLength() {
		assertThat(ProductionChecks.problemsOf("admin-secret", POSTGRES)).singleElement()
			.asString()
			.contains("the default is public");
	}

	@Test
	void acceptsALongSecretAndPostgreSql() {
		assertThat(ProductionChecks.problemsOf(GOOD_SECRET, POSTGRES)).isEmpty();
	}
}
