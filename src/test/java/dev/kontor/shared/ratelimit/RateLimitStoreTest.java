package dev.kontor.shared.ratelimit;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RateLimitStoreTest {

	static Stream<Arguments> choices() {
		return Stream.of(Arguments.of(RateLimitStore.AUTO, "PostgreSQL", true),
				Arguments.of(RateLimitStore.AUTO, "H2", false),
				Arguments.of(RateLimitStore.DATABASE, "PostgreSQL", true),
				Arguments.of(RateLimitStore.MEMORY, "PostgreSQL", false),
				Arguments.of(RateLimitStore.MEMORY, "H2", false));
	}

	@ParameterizedTest(name = "{0} on {1}: in the database {2}")
	@MethodSource("choices")
	void keepsBucketsInTheDatabaseOnlyOnPostgres(RateLimitStore store, String database, boolean inDatabase) {
		assertThat(RateLimitConfiguration.inDatabase(store, database)).isEqualTo(inDatabase);
	}

	@Test
	void refusesToStartWithDatabaseBucketsOnAnotherDatabase() {
		assertThatThrownBy(() -> RateLimitConfiguration.inDatabase(RateLimitStore.DATABASE, "H2"))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("needs PostgreSQL");
	}
}
