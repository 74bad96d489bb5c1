package dev.kontor.webhooks.settlement;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * The retry schedule of the specification: first retry 5 minutes after a failure, each wait double the previous
 * one, no attempt later than 48 hours after the first.
 */
class RetryScheduleTest {

	private static final Instant FIRST_ATTEMPT = Instant.parse("2025-03-03T08:00:00Z");

	private static final Duration HORIZON = Duration.ofHours(48);

	private final RetrySchedule schedule = new RetrySchedule(Duration.ofMinutes(5), HORIZON);

	@Test
	void retriesFiveMinutesAfterFirstFailure() {
		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 1, FIRST_ATTEMPT)).contains(FIRST_ATTEMPT.plus(minutes(5)));
	}

	@Test
	void waitsTenMinutesAfterSecondFailure() {
		Instant secondFailure = FIRST_ATTEMPT.plus(minutes(5));

		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 2, secondFailure)).contains(secondFailure.plus(minutes(10)));
	}

	@Test
	void doublesTheWaitAfterEveryFailure() {
		assertThat(waitsOf(attemptsFailingAfter(Duration.ZERO))).containsExactly(minutes(5), minutes(10),
				minutes(20), minutes(40), minutes(80), minutes(160), minutes(320), minutes(640), minutes(1280));
	}

	@Test
	void attemptsTenTimesWithinFortyEightHours() {
		List<Instant> attempts = attemptsFailingAfter(Duration.ZERO);

		assertThat(attempts).extracting(attempt -> Duration.between(FIRST_ATTEMPT, attempt))
			.containsExactly(Duration.ZERO, minutes(5), minutes(15), minutes(35), minutes(75), minutes(155),
					minutes(315), minutes(635), minutes(1275), minutes(2555));
	}

	@Test
	void makesTheTenthAttemptTheLast() {
		Instant tenthAttempt = FIRST_ATTEMPT.plus(minutes(2555));

		assertThat(minutes(2555)).isEqualTo(Duration.ofHours(42).plusMinutes(35));
		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 9, FIRST_ATTEMPT.plus(minutes(1275)))).contains(tenthAttempt);
		// The eleventh would come 2560 minutes after the tenth, at 5115 minutes: past the 2880 of 48 hours.
		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 10, tenthAttempt)).isEmpty();
	}

	@Test
	void measuresEachWaitFromTheFailureNotFromTheAttemptsStart() {
		Duration timeout = Duration.ofSeconds(10);
		List<Instant> attempts = attemptsFailingAfter(timeout);

		assertThat(attempts).hasSize(10);
		assertThat(Duration.between(FIRST_ATTEMPT, attempts.getLast()))
			.isEqualTo(minutes(2555).plus(timeout.multipliedBy(9)));
		assertThat(waitsOf(attempts)).first().isEqualTo(minutes(5).plus(timeout));
	}

	@Test
	void schedulesAnAttemptThatLandsExactlyAtTheHorizon() {
		Instant failedAt = FIRST_ATTEMPT.plus(HORIZON).minus(minutes(5));

		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 1, failedAt)).contains(FIRST_ATTEMPT.plus(HORIZON));
	}

	@Test
	void givesUpOnAnAttemptThatWouldLandASecondAfterTheHorizon() {
		Instant failedAt = FIRST_ATTEMPT.plus(HORIZON).minus(minutes(5)).plusSeconds(1);

		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, 1, failedAt)).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(ints = { 11, 30, 62, 63, 64, 65, 1_000, 1_000_000, Integer.MAX_VALUE })
	void givesUpWithoutOverflowAfterAnyNumberOfFailures(int failedAttempts) {
		assertThat(schedule.nextAttempt(FIRST_ATTEMPT, failedAttempts, FIRST_ATTEMPT)).isEmpty();
	}

	@Test
	void doesNotOverflowWithAHorizonOfCenturies() {
		RetrySchedule patient = new RetrySchedule(Duration.ofMinutes(5), Duration.ofDays(365L * 500));

		assertThat(patient.nextAttempt(FIRST_ATTEMPT, Integer.MAX_VALUE, FIRST_ATTEMPT)).isEmpty();
		assertThat(patient.nextAttempt(FIRST_ATTEMPT, 20, FIRST_ATTEMPT))
			.contains(FIRST_ATTEMPT.plus(minutes(5).multipliedBy(1 << 19)));
	}

	@Test
	void refusesACountBelowOneFailure() {
		assertThatIllegalArgumentException().isThrownBy(() -> schedule.nextAttempt(FIRST_ATTEMPT, 0, FIRST_ATTEMPT));
	}

	@Test
	void refusesDelayOrHorizonThatIsNotPositive() {
		assertThatIllegalArgumentException().isThrownBy(() -> new RetrySchedule(Duration.ZERO, HORIZON));
		assertThatIllegalArgumentException().isThrownBy(() -> new RetrySchedule(minutes(-5), HORIZON));
		assertThatIllegalArgumentException().isThrownBy(() -> new RetrySchedule(minutes(5), Duration.ZERO));
		assertThatIllegalArgumentException().isThrownBy(() -> new RetrySchedule(minutes(5), HORIZON.negated()));
	}

	/** Every attempt of one delivery whose endpoint never acknowledges, each failing {@code failingAfter} in. */
	private List<Instant> attemptsFailingAfter(Duration failingAfter) {
		List<Instant> attempts = new ArrayList<>(List.of(FIRST_ATTEMPT));
		Optional<Instant> next = schedule.nextAttempt(FIRST_ATTEMPT, 1, FIRST_ATTEMPT.plus(failingAfter));
		while (next.isPresent()) {
			attempts.add(next.get());
			next = schedule.nextAttempt(FIRST_ATTEMPT, attempts.size(), next.get().plus(failingAfter));
		}
		return attempts;
	}

	private static List<Duration> waitsOf(List<Instant> attempts) {
		List<Duration> waits = new ArrayList<>();
		for (int i = 1; i < attempts.size(); i++) {
			waits.add(Duration.between(attempts.get(i - 1), attempts.get(i)));
		}
		return waits;
	}

	private static Duration minutes(long minutes) {
		return Duration.ofMinutes(minutes);
	}
}
