package dev.kontor.webhooks.queue;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Looks start a second before an endpoint's last claim, and from the beginning every few seconds. */
class DueRangeStartTest {

	private static final Instant NOW = Instant.parse("2026-11-28T09:00:00Z");

	private static final UUID A = new UUID(0, 1);

	private static final UUID B = new UUID(0, 2);

	private final DueRangeStart start = new DueRangeStart();

	@Test
	void anEndpointIsLookedAtFromTheBeginningUntilAClaimTookSomethingThenFromASecondBeforeItsOldest() {
		assertThat(start.of(A, NOW)).isEqualTo(DueRangeStart.BEGINNING);

		start.claimed(A, NOW.minusSeconds(30), NOW);

		assertThat(start.of(A, NOW.plusMillis(100))).isEqualTo(NOW.minusSeconds(31));
		assertThat(start.of(B, NOW.plusMillis(100))).isEqualTo(DueRangeStart.BEGINNING);
	}

	@Test
	void everyFewSecondsALookStartsFromTheBeginningSoThatNothingDueEarlierStaysBehind() {
		start.of(A, NOW);
		start.claimed(A, NOW, NOW);
		Instant later = NOW.plus(DueRangeStart.FULL_LOOK_EVERY);

		assertThat(start.of(A, later.minusMillis(1))).isEqualTo(NOW.minus(DueRangeStart.MARGIN));
		assertThat(start.of(A, later)).isEqualTo(DueRangeStart.BEGINNING);
		assertThat(start.of(A, later.plusMillis(1))).isEqualTo(NOW.minus(DueRangeStart.MARGIN));
	}

	@Test
	void theLookForAllEndpointsStartsAtTheEarliestStartOfAnyAndFromTheBeginningEveryFewSeconds() {
		assertThat(start.ofAll(NOW)).isEqualTo(DueRangeStart.BEGINNING);
		start.claimed(A, NOW.minusSeconds(10), NOW);
		start.claimed(B, NOW.minusSeconds(60), NOW);

		assertThat(start.ofAll(NOW.plusSeconds(1))).isEqualTo(NOW.minusSeconds(61));
		assertThat(start.ofAll(NOW.plus(DueRangeStart.FULL_LOOK_EVERY))).isEqualTo(DueRangeStart.BEGINNING);
	}

	@Test
	void anEndpointNoClaimTookAnythingOfForAWhileNoLongerHoldsBackTheStartOfTheLookForAll() {
		start.ofAll(NOW);
		start.claimed(A, NOW.minusSeconds(600), NOW);
		Instant later = NOW.plus(DueRangeStart.FULL_LOOK_EVERY).minusMillis(1);
		start.claimed(B, later.minusSeconds(2), later);

		assertThat(start.ofAll(later)).isEqualTo(NOW.minusSeconds(601));
		assertThat(start.ofAll(later.plusMillis(2))).as("the look from the beginning").isEqualTo(DueRangeStart.BEGINNING);
		assertThat(start.ofAll(later.plusMillis(3))).as("A's claim is older than the look from the beginning")
			.isEqualTo(later.minusSeconds(3));
	}

	@Test
	void whenTheClockIsSetBackEveryLookStartsFromTheBeginning() {
		start.ofAll(NOW);
		start.of(A, NOW);
		start.claimed(A, NOW.minusSeconds(1), NOW);
		Instant setBack = NOW.minusSeconds(300);

		assertThat(start.of(A, setBack)).isEqualTo(DueRangeStart.BEGINNING);
		assertThat(start.ofAll(setBack)).isEqualTo(DueRangeStart.BEGINNING);
		assertThat(start.ofAll(setBack.plusMillis(1))).as("no claim since the clock was set back")
			.isEqualTo(DueRangeStart.BEGINNING);
	}

	@Test
	void aLaterClaimMovesTheStartOnAndAClaimOfOlderDeliveriesMovesItBack() {
		start.claimed(A, NOW.minusSeconds(30), NOW);
		start.claimed(A, NOW.minusSeconds(5), NOW);
		assertThat(start.of(A, NOW)).isEqualTo(DueRangeStart.BEGINNING);
		assertThat(start.of(A, NOW.plusMillis(1))).isEqualTo(NOW.minusSeconds(6));

		start.claimed(A, NOW.minusSeconds(300), NOW);

		assertThat(start.of(A, NOW.plusMillis(2))).isEqualTo(NOW.minusSeconds(301));
	}
}
