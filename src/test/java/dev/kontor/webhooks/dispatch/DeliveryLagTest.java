package dev.kontor.webhooks.dispatch;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.MutableClock;
import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryProgress;
import dev.kontor.webhooks.queue.DeliveryStatus;

import static org.assertj.core.api.Assertions.assertThat;

/** A tenant is held back while an endpoint of it that acknowledges lags more than the bound, and only then. */
class DeliveryLagTest {

	private static final Instant NOW = Instant.parse("2026-11-28T09:00:00Z");

	private static final UUID TENANT = new UUID(1, 1);

	private static final UUID OTHER_TENANT = new UUID(1, 2);

	private static final UUID ENDPOINT = new UUID(2, 1);

	private final MutableClock clock = MutableClock.stoppedAt(NOW);

	private final DeliveryLag lag = new DeliveryLag(new WebhookSettings(Duration.ofSeconds(10), Duration.ofMinutes(5),
			Duration.ofHours(48), Duration.ofHours(24), true, false, Duration.ofMillis(200), 200, 256, 16, 2,
			Duration.ofSeconds(60), true, Duration.ofSeconds(1), 4, Duration.ofSeconds(5), Duration.ofSeconds(60),
			Duration.ofSeconds(5)),
			clock);

	@Test
	void holdsBackTheTenantOfAnAcknowledgingEndpointWhoseOldestClaimedDeliveryWasDueLongerThanTheBound() {
		lag.claimed(List.of(claimDueSince(Duration.ofSeconds(6)), claimDueSince(Duration.ofSeconds(1))), NOW);
		lag.attempted(ENDPOINT, true);

		assertThat(lag.behind(Set.of(TENANT))).contains(Duration.ofSeconds(1));
		assertThat(lag.behind(Set.of(OTHER_TENANT))).isEmpty();
		assertThat(lag.anyBehind()).isTrue();
	}

	@Test
	void letsThePublisherGoOnOnceAClaimShowsDeliveryCaughtUp() {
		lag.claimed(List.of(claimDueSince(Duration.ofSeconds(6))), NOW);
		lag.attempted(ENDPOINT, true);
		clock.advance(Duration.ofMillis(300));

		lag.claimed(List.of(claimDueSince(Duration.ofSeconds(5))), clock.instant());

		assertThat(lag.behind(Set.of(TENANT))).isEmpty();
		assertThat(lag.anyBehind()).isFalse();
	}

	@Test
	void anEndpointThatFailsItsAttemptsNeverHoldsItsTenantBack() {
		lag.claimed(List.of(claimDueSince(Duration.ofMinutes(30))), NOW);
		assertThat(lag.behind(Set.of(TENANT))).as("before any attempt ended").isEmpty();

		lag.attempted(ENDPOINT, false);

		assertThat(lag.behind(Set.of(TENANT))).isEmpty();
		assertThat(lag.anyBehind()).isFalse();
	}

	@Test
	void whatNoClaimHasShownForSomeSecondsDoesNotCount() {
		lag.claimed(List.of(claimDueSince(Duration.ofSeconds(30))), NOW);
		lag.attempted(ENDPOINT, true);
		clock.advance(DeliveryLag.FRESH);

		assertThat(lag.behind(Set.of(TENANT))).isEmpty();
		assertThat(lag.anyBehind()).isFalse();
	}

	private Claim claimDueSince(Duration waited) {
		Instant due = clock.instant().minus(waited);
		return new Claim(new Delivery(UUID.randomUUID(), UUID.randomUUID(), EventType.CorporateActionMetadata, ENDPOINT,
				TENANT, new DeliveryProgress(DeliveryStatus.Pending, 0, null, due), due), UUID.randomUUID(),
				clock.instant().plusSeconds(60));
	}
}
