package dev.kontor.pricefeed.rules;

import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DateTimesTest {

	@Test
	void readsDateTimesAsUtc() {
		assertThat(DateTimes.parse("dateBegin", "2026-03-04 10:17:31"))
			.isEqualTo(Instant.parse("2026-03-04T10:17:31Z"));
		assertThat(DateTimes.format(Instant.parse("2026-03-04T10:17:31.999Z"))).isEqualTo("2026-03-04 10:17:31");
	}

	@ParameterizedTest
	@ValueSource(strings = { "2026-03-04T10:17:31", "2026-03-04 10:17", "2026-03-04 24:00:00", "2026-02-29 10:00:00",
			"2026-03-04 10:17:31Z", "12026-03-04 10:17:31", " 2026-03-04 10:17:31", "2026-03-04" })
	void rejectsAnythingButARealDateTimeOfTheDocumentedForm(String value) {
		assertThatThrownBy(() -> DateTimes.parse("dateEnd", value))
			.isInstanceOfSatisfying(InvalidInput.class, ex -> assertThat(ex.errors()).containsOnlyKeys("dateEnd"));
	}
}
