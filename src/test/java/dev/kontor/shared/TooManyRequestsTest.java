package dev.kontor.shared;

import java.time.Duration;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

class TooManyRequestsTest {

	static Stream<Arguments> waits() {
		return Stream.of(Arguments.of(Duration.ofSeconds(28), 28), Arguments.of(Duration.ofSeconds(28).plusNanos(1), 29),
				Arguments.of(Duration.ofMillis(27_001), 28), Arguments.of(Duration.ofNanos(1), 1),
				Arguments.of(Duration.ofMillis(999), 1), Arguments.of(Duration.ofSeconds(1), 1),
				Arguments.of(Duration.ZERO, 1));
	}

	@ParameterizedTest(name = "{0} waits {1} s")
	@MethodSource("waits")
	void retryAfterIsInWholeSecondsRoundedUpAndNeverZero(Duration wait, long seconds) {
		assertThat(new TooManyRequests("Rate limit exceeded", wait).retryAfterSeconds()).isEqualTo(seconds);
	}
}
