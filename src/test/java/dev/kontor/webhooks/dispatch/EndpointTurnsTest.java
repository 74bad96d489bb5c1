package dev.kontor.webhooks.dispatch;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EndpointTurnsTest {

	private static final UUID A = new UUID(0, 1);

	private static final UUID B = new UUID(0, 2);

	private static final UUID C = new UUID(0, 3);

	private final EndpointTurns turns = new EndpointTurns(4);

	@Test
	void givesEachEndpointAtMostItsLimitOfAttemptsInFlight() {
		assertThat(turns.share(List.of(A, B), 100)).containsExactly(Map.entry(A, 4), Map.entry(B, 4));
	}

	@Test
	void givesAnEndpointOnlyTheRoomItsAttemptsInFlightLeave() {
		turns.started(A);
		turns.started(A);
		turns.started(A);

		assertThat(turns.share(List.of(A, B), 100)).containsExactly(Map.entry(A, 1), Map.entry(B, 4));
	}

	@Test
	void anEndpointAtItsLimitGetsNothingUntilAnAttemptEnds() {
		for (int i = 0; i < 4; i++) {
			turns.started(A);
		}
		assertThat(turns.share(List.of(A), 100)).isEmpty();

		turns.finished(A);

		assertThat(turns.share(List.of(A), 100)).containsExactly(Map.entry(A, 1));
		assertThat(turns.inFlight(A)).isEqualTo(3);
	}

	@Test
	void whenRoomIsShortTheTurnMovesOnFromTheEndpointServedLast() {
		assertThat(turns.share(List.of(A, B, C), 4)).containsExactly(Map.entry(A, 4));
		assertThat(turns.share(List.of(A, B, C), 4)).containsExactly(Map.entry(B, 4));
		assertThat(turns.share(List.of(A, B, C), 6)).containsExactly(Map.entry(C, 4), Map.entry(A, 2));
		assertThat(turns.share(List.of(A, B, C), 4)).containsExactly(Map.entry(B, 4));
	}

	@Test
	void aDeadEndpointAtItsLimitDoesNotTakeTheTurnOfTheOthers() {
		for (int i = 0; i < 4; i++) {
			turns.started(A);
		}

		for (int round = 0; round < 3; round++) {
			assertThat(turns.share(List.of(A, B), 1)).containsExactly(Map.entry(B, 1));
		}
	}

	@Test
	void servesTheFirstEndpointAgainWhenTheOneServedLastHasNoDueDeliveries() {
		turns.share(List.of(C), 1);

		assertThat(turns.share(List.of(A, B), 1)).containsExactly(Map.entry(A, 1));
	}
}
