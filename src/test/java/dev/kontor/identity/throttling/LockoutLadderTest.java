package dev.kontor.identity.throttling;

import java.time.Duration;
import java.time.Instant;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LockoutLadderTest {

	private static final Instant START = Instant.parse("2026-11-25T10:00:00Z");

	private final LockoutLadder ladder = new LockoutLadder(5, Duration.ofMinutes(1), Duration.ofMinutes(15),
			Duration.ofHours(1));

	@Test
	void theFreeFailuresLockNothingAndTheLastOfThemLocksForTheFirstLockout() {
		FailureCount count = null;
		for (int failure = 1; failure <= 4; failure++) {
			count = ladder.afterFailure(count, START.plusSeconds(failure));
			assertThat(count.blockedUntil()).as("failure " + failure).isNull();
		}

		count = ladder.afterFailure(count, START.plusSeconds(5));

		assertThat(count.failures()).isEqualTo(5);
		assertThat(count.blockedUntil()).isEqualTo(START.plusSeconds(5).plus(Duration.ofMinutes(1)));
	}

	static Stream<Arguments> lockouts() {
		return Stream.of(Arguments.of(0, Duration.ofMinutes(1)), Arguments.of(1, Duration.ofMinutes(2)),
				Arguments.of(2, Duration.ofMinutes(4)), Arguments.of(3, Duration.ofMinutes(8)),
				Arguments.of(4, Duration.ofMinutes(15)), Arguments.of(5, Duration.ofMinutes(15)),
				Arguments.of(1000, Duration.ofMinutes(15)));
	}

	@ParameterizedTest
	@MethodSource("lockouts")
	void eachFailureBeyondTheFreeOnesDoublesTheLockoutUpToTheLongest(int doublings, Duration lockout) {
		assertThat(ladder.lockout(doublings)).isEqualTo(lockout);
	}

	@Test
	void aFailureAfterALockoutLocksForTwiceAsLong() {
		FailureCount locked = new FailureCount(5, START, START.plus(Duration.ofMinutes(1)));
		Instant afterIt = START.plus(Duration.ofMinutes(1));

		FailureCount next = ladder.afterFailure(locked, afterIt);

		assertThat(next).isEqualTo(new FailureCount(6, afterIt, afterIt.plus(Duration.ofMinutes(2))));
	}

	@Test
	void aFailureDuringALockoutChangesNothing() {
		FailureCount locked = new FailureCount(5, START, START.plus(Duration.ofMinutes(1)));

		assertThat(ladder.afterFailure(locked, START.plusSeconds(59))).isSameAs(locked);
	}

	@Test
	void aKeyWithoutFailuresForTheForgetPeriodStartsAgain() {
		FailureCount locked = new FailureCount(9, START, START.plus(Duration.ofMinutes(15)));

		assertThat(ladder.afterFailure(locked, START.plus(Duration.ofHours(1))))
			.isEqualTo(new FailureCount(1, START.plus(Duration.ofHours(1)), null));
		assertThat(ladder.afterFailure(locked, START.plus(Duration.ofMinutes(59))).failures()).isEqualTo(10);
	}

	@Test
	void aCountIsKeptUntilItIsForgottenAndItsLockoutIsOver() {
		assertThat(ladder.forgetAt(new FailureCount(2, START, null))).isEqualTo(START.plus(Duration.ofHours(1)));
	}

	@Test
	void refusesALadderWhoseCountEndsBeforeItsLongestLockout() {
		assertThatThrownBy(() -> new LockoutLadder(5, Duration.ofMinutes(1), Duration.ofHours(2), Duration.ofHours(1)))
			.isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> new LockoutLadder(0, Duration.ofMinutes(1), Duration.ofMinutes(2), Duration.ofHours(1)))
			.isInstanceOf(IllegalArgumentException.class);
	}
}
