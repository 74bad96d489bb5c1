package dev.kontor.webhooks.dispatch;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.webhooks.queue.Attempt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class InFlightLimitsTest {

	private static final UUID ENDPOINT = new UUID(0, 1);

	private static final UUID OTHER = new UUID(0, 2);

	private final InFlightLimits limits = new InFlightLimits(2, 64);

	@Test
	void anEndpointNotSeenBeforeStartsAtSixteenWithinItsFloorAndCeiling() {
		assertThat(limits.of(ENDPOINT)).isEqualTo(16);
		assertThat(new InFlightLimits(2, 8).of(ENDPOINT)).isEqualTo(8);
		assertThat(new InFlightLimits(20, 64).of(ENDPOINT)).isEqualTo(20);
	}

	@Test
	void untilItFirstShowsOverloadEachAcknowledgementWidensTheLimitByOneUpToTheCeiling() {
		answer(10, 204);
		assertThat(limits.of(ENDPOINT)).isEqualTo(26);

		answer(100, 200);
		assertThat(limits.of(ENDPOINT)).isEqualTo(64);
		assertThat(limits.of(OTHER)).as("each endpoint learns on its own").isEqualTo(16);
	}

	@Test
	void anAttemptWithoutAnAnswerHalvesTheLimitOncePerRound() {
		answer(16, 204);
		assertThat(limits.of(ENDPOINT)).isEqualTo(32);

		answer(32, null);
		assertThat(limits.of(ENDPOINT)).as("the other 31 were in flight under the wider limit").isEqualTo(16);

		answer(16, null);
		assertThat(limits.of(ENDPOINT)).isEqualTo(8);
	}

	@Test
	void aDeadEndpointFallsToTheFloorAndStaysThere() {
		answer(1000, null);

		assertThat(limits.of(ENDPOINT)).isEqualTo(2);
	}

	@Test
	void tooManyRequestsAndServiceUnavailableShowOverloadToo() {
		answer(1, 429);
		limits.ended(OTHER, attempt(503));

		assertThat(limits.of(ENDPOINT)).isEqualTo(8);
		assertThat(limits.of(OTHER)).isEqualTo(8);
	}

	@Test
	void otherAnswersLeaveTheLimitAsItIs() {
		answer(50, 400);
		answer(50, 500);

		assertThat(limits.of(ENDPOINT)).isEqualTo(16);
	}

	@Test
	void afterAnOverloadTheLimitGrowsByOnePerRoundOfAcknowledgements() {
		answer(1, null);
		assertThat(limits.of(ENDPOINT)).isEqualTo(8);

		answer(7, 204);
		assertThat(limits.of(ENDPOINT)).as("a round of 8 is not complete").isEqualTo(8);
		answer(1, 204);
		assertThat(limits.of(ENDPOINT)).isEqualTo(9);
		answer(9, 204);
		assertThat(limits.of(ENDPOINT)).isEqualTo(10);
	}

	@Test
	void aFixedLimitIgnoresTheAnswers() {
		InFlightLimits fixed = InFlightLimits.fixed(4);

		fixed.ended(ENDPOINT, attempt(null));
		fixed.ended(ENDPOINT, attempt(204));

		assertThat(fixed.of(ENDPOINT)).isEqualTo(4);
	}

	@Test
	void refusesAFloorAboveTheCeilingOrBelowOne() {
		assertThatIllegalArgumentException().isThrownBy(() -> new InFlightLimits(8, 4));
		assertThatIllegalArgumentException().isThrownBy(() -> new InFlightLimits(0, 4));
	}

	private void answer(int times, @Nullable Integer status) {
		for (int i = 0; i < times; i++) {
			limits.ended(ENDPOINT, attempt(status));
		}
	}

	private static Attempt attempt(@Nullable Integer status) {
		return new Attempt(Instant.EPOCH, status, 5, status == null ? "No answer within 10 s" : null, null);
	}
}
