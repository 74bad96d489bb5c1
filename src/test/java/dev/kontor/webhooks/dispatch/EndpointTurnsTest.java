package dev.kontor.webhooks.dispatch;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.endpoints.AuthMode;
import dev.kontor.webhooks.endpoints.EndpointConfiguration;
import dev.kontor.webhooks.endpoints.EndpointSigning;
import dev.kontor.webhooks.endpoints.SigningSecret;
import dev.kontor.webhooks.endpoints.WebhookEndpoint;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryProgress;
import dev.kontor.webhooks.queue.DeliveryStatus;

import static org.assertj.core.api.Assertions.assertThat;

class EndpointTurnsTest {

	private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

	private static final UUID A = new UUID(0, 1);

	private static final UUID B = new UUID(0, 2);

	private static final UUID C = new UUID(0, 3);

	/** Two attempts in flight per endpoint, eight deliveries claimed at most. */
	private final EndpointTurns turns = new EndpointTurns(InFlightLimits.fixed(2));

	@Test
	void claimsForEachEndpointUpToFourTimesItsAttemptsInFlight() {
		assertThat(turns.share(List.of(A, B), 100)).containsExactly(Map.entry(A, 8), Map.entry(B, 8));
	}

	@Test
	void startsAnEndpointsDeliveriesUpToItsLimitAndKeepsTheRestWaiting() {
		assertThat(turns.admit(dispatch(A))).isPresent();
		assertThat(turns.admit(dispatch(A))).isPresent();
		assertThat(turns.admit(dispatch(A))).isEmpty();

		assertThat(turns.inFlight(A)).isEqualTo(2);
		assertThat(turns.waiting(A)).isEqualTo(1);
		assertThat(turns.share(List.of(A, B), 100)).containsExactly(Map.entry(A, 5), Map.entry(B, 8));
	}

	@Test
	void aWaitingDeliveryStartsInThePlaceOfAnAttemptThatEnded() {
		turns.admit(dispatch(A));
		Dispatch waiting = dispatch(A);
		turns.admit(dispatch(A));
		turns.admit(waiting);

		assertThat(turns.finished(A)).containsExactly(waiting);
		assertThat(turns.inFlight(A)).isEqualTo(2);
		assertThat(turns.finished(A)).isEmpty();
		assertThat(turns.finished(A)).isEmpty();
		assertThat(turns.inFlight(A)).isZero();
	}

	@Test
	void aBusyEndpointIsClaimedForAgainOnlyWhenThereIsRoomForOneRoundOfItsAttemptsAndThenInOneLargerClaim() {
		for (int i = 0; i < 8; i++) {
			turns.admit(dispatch(A));
		}
		assertThat(turns.share(List.of(A), 100)).isEmpty();

		assertThat(turns.finished(A)).hasSize(1);
		assertThat(turns.wantsMore(A)).isFalse();
		assertThat(turns.share(List.of(A), 100)).as("room for one, less than a round of two").isEmpty();
		assertThat(turns.finished(A)).hasSize(1);

		assertThat(turns.waiting(A)).isEqualTo(4);
		assertThat(turns.wantsMore(A)).isTrue();
		assertThat(turns.share(List.of(A), 100)).containsExactly(Map.entry(A, 2));
	}

	@Test
	void whenRoomIsShortTheTurnMovesOnFromTheEndpointServedLast() {
		assertThat(turns.share(List.of(A, B, C), 8)).containsExactly(Map.entry(A, 8));
		assertThat(turns.share(List.of(A, B, C), 8)).containsExactly(Map.entry(B, 8));
		assertThat(turns.share(List.of(A, B, C), 12)).containsExactly(Map.entry(C, 8), Map.entry(A, 4));
		assertThat(turns.share(List.of(A, B, C), 8)).containsExactly(Map.entry(B, 8));
	}

	@Test
	void aDeadEndpointHoldingAllItMayDoesNotTakeTheTurnOfTheOthers() {
		for (int i = 0; i < 8; i++) {
			turns.admit(dispatch(A));
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

	@Test
	void anEndpointWhoseLastClaimTookLessThanItAskedForIsAskedForALittleMoreThanThatUntilAClaimTakesAll() {
		turns.claimed(turns.share(List.of(A, B), 100), Map.of(A, 1, B, 8));

		Map<UUID, Integer> shares = turns.share(List.of(A, B, C), 100);
		assertThat(shares).isEqualTo(Map.of(A, 3, B, 8, C, 8));

		turns.claimed(shares, Map.of(A, 3, B, 8, C, 0));
		assertThat(turns.share(List.of(A, C), 100)).as("A took all it asked for, C none")
			.isEqualTo(Map.of(A, 8, C, 1));
	}

	@Test
	void anAttemptEndingIsNoReasonToLookAgainWhenItsEndpointsLastClaimTookLessThanItAskedFor() {
		Map<UUID, Integer> shares = turns.share(List.of(A, B), 100);
		turns.claimed(shares, Map.of(A, 1, B, 1));
		turns.admit(dispatch(A));

		turns.finished(A);

		assertThat(turns.worthLookingAgainAfter(A)).as("A had one due delivery, and it was claimed").isFalse();
		assertThat(turns.worthLookingAgainAfter(B)).isFalse();
	}

	@Test
	void anAttemptEndingIsAReasonToLookAgainWhenItsEndpointsLastClaimTookAllItAskedFor() {
		Map<UUID, Integer> shares = turns.share(List.of(A, B), 100);
		turns.claimed(shares, Map.of(A, 8, B, 3));
		for (int i = 0; i < 8; i++) {
			turns.admit(dispatch(A));
		}

		turns.finished(A);
		assertThat(turns.worthLookingAgainAfter(A)).as("room for one, less than a round of its attempts").isFalse();
		turns.finished(A);

		assertThat(turns.worthLookingAgainAfter(A)).as("A may have more due, and room for a round").isTrue();
		assertThat(turns.worthLookingAgainAfter(B)).isFalse();
	}

	@Test
	void anEndpointPassedOverWhileItHeldAllItMayIsLookedAtAgainOnceItHasRoom() {
		turns.claimed(turns.share(List.of(A), 100), Map.of(A, 2));
		for (int i = 0; i < 8; i++) {
			turns.admit(dispatch(A));
		}
		assertThat(turns.share(List.of(A), 100)).as("due again, but A holds all it may").isEmpty();

		turns.finished(A);
		turns.finished(A);

		assertThat(turns.worthLookingAgainAfter(A)).isTrue();
	}

	@Test
	void anyAttemptEndingIsAReasonToLookAgainWhenRoomRanOutBeforeEveryEndpointHadItsTurn() {
		turns.claimed(turns.share(List.of(A, B, C), 8), Map.of(A, 1));
		assertThat(turns.worthLookingAgainAfter(A)).as("B and C were not served").isTrue();

		turns.claimed(turns.share(List.of(B, C), 100), Map.of(B, 1, C, 1));
		assertThat(turns.worthLookingAgainAfter(A)).isFalse();

		turns.noRoom();
		assertThat(turns.worthLookingAgainAfter(A)).as("nothing was looked at").isTrue();
	}

	@Test
	void anEndpointWhoseLimitFellStartsFewerOfItsWaitingDeliveriesAndOnceItWidensMoreThanOne() {
		EndpointTurns learning = new EndpointTurns(new InFlightLimits(1, 4));
		for (int i = 0; i < 8; i++) {
			learning.admit(dispatch(A));
		}
		assertThat(learning.inFlight(A)).as("starts at its ceiling of 4").isEqualTo(4);

		learning.answered(A, new Attempt(NOW, null, 10_000, "No answer within 10 s", null));
		assertThat(learning.finished(A)).as("halved to 2: 3 still in flight").isEmpty();
		assertThat(learning.finished(A)).isEmpty();
		assertThat(learning.finished(A)).as("1 in flight, room for 1").hasSize(1);
		assertThat(learning.waiting(A)).isEqualTo(3);

		for (int i = 0; i < 2; i++) {
			learning.answered(A, new Attempt(NOW, 204, 5, null, ""));
		}
		assertThat(learning.finished(A)).as("a round of acknowledgements widened it to 3: 1 in flight, room for 2")
			.hasSize(2);
		assertThat(learning.inFlight(A)).isEqualTo(3);
		assertThat(learning.waiting(A)).isEqualTo(1);
	}

	@Test
	void anEndpointAtALargeLimitHoldsAtMostFortyEightDeliveriesBeyondItsAttemptsInFlight() {
		EndpointTurns wide = new EndpointTurns(InFlightLimits.fixed(64));

		assertThat(wide.share(List.of(A), 500)).containsExactly(Map.entry(A, 64 + 48));
	}

	static Dispatch dispatch(UUID endpointId) {
		UUID tenantId = UUID.randomUUID();
		AcceptedEvent event = new AcceptedEvent(UUID.randomUUID(), tenantId, EventType.CorporateActionMetadata,
				Map.of("corporateActionId", "ca-1"), null, NOW, Set.of());
		WebhookEndpoint endpoint = new WebhookEndpoint(endpointId, tenantId,
				new EndpointConfiguration(null, URI.create("https://example.com/hook"), Set.of(), AuthMode.NoAuth,
						null, null, Map.of()),
				new EndpointSigning(SigningSecret.generate(), null, null), true, NOW, NOW);
		Delivery delivery = new Delivery(UUID.randomUUID(), event.id(), event.type(), endpointId, tenantId,
				new DeliveryProgress(DeliveryStatus.Pending, 0, null, NOW), NOW);
		return new Dispatch(new Claim(delivery, UUID.randomUUID(), NOW.plusSeconds(60)), endpoint, event);
	}
}
