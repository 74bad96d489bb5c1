package dev.kontor.webhooks.settlement;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.dao.DataIntegrityViolationException;

import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.DeliveryQueue;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryProgress;
import dev.kontor.webhooks.queue.DeliveryStatus;
import dev.kontor.webhooks.queue.Outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.mockito.ArgumentMatchers.anyList;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

/** One outcome that cannot be written never keeps the others of its batch from being written. */
class SettlementsTest {

	private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

	private static final String POISON = "poison";

	private final DeliveryQueue deliveries = mock(DeliveryQueue.class);

	private final List<Outcome> written = Collections.synchronizedList(new ArrayList<>());

	private final Settlements settlements = new Settlements(deliveries, new RetrySchedule(Duration.ofMinutes(5), Duration.ofHours(48)), mock(FailingEndpoints.class),
			Clock.fixed(NOW, ZoneOffset.UTC));

	@AfterEach
	void stop() {
		settlements.stop();
	}

	@Test
	void writesTheOthersOfABatchOneByOneWhenOneOfThemCannotBeWrittenAndThatOneWithoutItsAnswer() {
		when(deliveries.record(anyList())).thenAnswer(call -> {
			List<Outcome> outcomes = call.getArgument(0);
			if (outcomes.stream().anyMatch(outcome -> POISON.equals(outcome.attempt().responseExcerpt()))) {
				throw new DataIntegrityViolationException("refused by the database");
			}
			written.addAll(outcomes);
			return outcomes;
		});
		List<Claim> healthy = new ArrayList<>();
		for (int i = 0; i < 20; i++) {
			healthy.add(claim());
		}
		Claim poisoned = claim();

		healthy.subList(0, 10).forEach(claim -> settlements.submit(claim, acknowledged("ok")));
		settlements.submit(poisoned, acknowledged(POISON));
		healthy.subList(10, 20).forEach(claim -> settlements.submit(claim, acknowledged("ok")));
		settlements.start();

		await().atMost(Duration.ofSeconds(5)).until(() -> written.size() == 21);
		assertThat(written).extracting(Outcome::claim).containsAll(healthy).contains(poisoned);
		Outcome stripped = written.stream().filter(outcome -> outcome.claim().equals(poisoned)).findFirst().orElseThrow();
		assertThat(stripped.attempt().responseExcerpt()).isNull();
		assertThat(stripped.attempt().error()).contains("the answer could not be stored");
		assertThat(stripped.status()).isEqualTo(DeliveryStatus.Delivered);
	}

	private static Attempt acknowledged(String answer) {
		return new Attempt(NOW, 200, 5, null, answer);
	}

	private static Claim claim() {
		return new Claim(new Delivery(UUID.randomUUID(), UUID.randomUUID(), EventType.KycCreate, UUID.randomUUID(),
				UUID.randomUUID(), new DeliveryProgress(DeliveryStatus.Pending, 0, null, NOW), NOW), UUID.randomUUID(),
				NOW.plusSeconds(60));
	}
}
