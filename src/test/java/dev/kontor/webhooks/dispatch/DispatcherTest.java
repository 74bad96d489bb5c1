package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.QueueSignal;
import dev.kontor.webhooks.settlement.Settlements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.after;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

class DispatcherTest {

	private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

	private static final WebhookSettings SETTINGS = new WebhookSettings(Duration.ofSeconds(10), Duration.ofMinutes(5),
			Duration.ofHours(48), Duration.ofHours(24), true, false, Duration.ofMillis(200), 200, 8, 2, 2,
			Duration.ofSeconds(60), true, Duration.ofSeconds(1), 4, Duration.ofSeconds(5),
			Duration.ofSeconds(60), Duration.ofSeconds(5));

	private final DueWork dueWork = mock(DueWork.class);

	private final AttemptSender sender = mock(AttemptSender.class);

	private final Settlements settlements = mock(Settlements.class);

	private final Dispatcher dispatcher = new Dispatcher(dueWork, sender, settlements, new QueueSignal(),
			new AttemptMetrics(new SimpleMeterRegistry(), Clock.fixed(NOW, ZoneOffset.UTC)),
			new DeliveryLag(SETTINGS, Clock.fixed(NOW, ZoneOffset.UTC)), SETTINGS, Clock.fixed(NOW, ZoneOffset.UTC));

	@AfterEach
	void stop() {
		dispatcher.stop();
	}

	@Test
	void handsTheOutcomeOfAnAttemptToTheSettlementsWithItsClaim() {
		Dispatch dispatch = dispatch(UUID.randomUUID());
		Attempt acknowledged = new Attempt(NOW, 204, 3, null, "");
		when(dueWork.claim(any(), anyInt())).thenReturn(List.of(dispatch), List.of());
		when(sender.send(dispatch.endpoint(), dispatch.event())).thenReturn(acknowledged);

		dispatcher.dispatchDue();

		verify(settlements, timeout(5000)).submit(dispatch.claim(), acknowledged);
	}

	@Test
	void anAttemptThatThrowsCountsAsAFailedAttempt() {
		Dispatch dispatch = dispatch(UUID.randomUUID());
		when(dueWork.claim(any(), anyInt())).thenReturn(List.of(dispatch), List.of());
		when(sender.send(any(), any())).thenThrow(new IllegalArgumentException("restricted header name: \"Expect\""));

		dispatcher.dispatchDue();

		ArgumentCaptor<Attempt> attempt = ArgumentCaptor.forClass(Attempt.class);
		verify(settlements, timeout(5000)).submit(eq(dispatch.claim()), attempt.capture());
		assertThat(attempt.getValue().acknowledged()).isFalse();
		assertThat(attempt.getValue().statusCode()).isNull();
		assertThat(attempt.getValue().error()).isEqualTo("Attempt could not be made: IllegalArgumentException");
	}

	@Test
	void anEndpointHasNoMoreThanItsLimitOfAttemptsInFlightAndItsClaimedDeliveriesStartAsAttemptsEnd() {
		UUID endpointId = UUID.randomUUID();
		CountDownLatch release = new CountDownLatch(1);
		AtomicInteger inFlight = new AtomicInteger();
		AtomicInteger mostInFlight = new AtomicInteger();
		when(sender.send(any(), any())).thenAnswer(call -> {
			mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
			release.await();
			inFlight.decrementAndGet();
			return new Attempt(NOW, 200, 1, null, "");
		});
		when(dueWork.claim(any(), anyInt())).thenAnswer(call -> {
			EndpointTurns turns = call.getArgument(0);
			int share = turns.share(List.of(endpointId), call.getArgument(1)).getOrDefault(endpointId, 0);
			return IntStream.range(0, share).mapToObj(i -> dispatch(endpointId)).toList();
		});

		dispatcher.dispatchDue();

		int claimed = EndpointTurns.CLAIM_AHEAD * SETTINGS.maxInFlightPerEndpoint();
		await().until(() -> inFlight.get() == SETTINGS.maxInFlightPerEndpoint());
		release.countDown();
		verify(settlements, timeout(5000).times(claimed)).submit(any(), any());
		assertThat(mostInFlight.get()).isEqualTo(SETTINGS.maxInFlightPerEndpoint());
	}

	@Test
	void aClaimedDeliveryWhoseLeaseHasRunOutIsNotAttempted() {
		Dispatch fresh = dispatch(UUID.randomUUID());
		Dispatch stale = new Dispatch(new Claim(fresh.claim().delivery(), fresh.claim().token(), NOW), fresh.endpoint(),
				fresh.event());
		when(dueWork.claim(any(), anyInt())).thenReturn(List.of(stale), List.of());

		dispatcher.dispatchDue();

		verify(sender, after(500).never()).send(any(), any());
		verify(settlements, never()).submit(any(), any());
	}

	private static Dispatch dispatch(UUID endpointId) {
		return EndpointTurnsTest.dispatch(endpointId);
	}
}
