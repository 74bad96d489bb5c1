package dev.kontor.webhooks;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.testing.Platform;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A second application instance on the same database shares the delivery queue: every event is delivered, and
 * none twice. The events are published through both instances in turn: an instance looks for due deliveries at once
 * when it accepted an event and otherwise every poll interval, so with every event published through one instance
 * that instance could take them all before the other looked (it did once on a fast machine).
 */
class TwoInstancesTest extends HttpTest {

	private static final int EVENTS = 300;

	@Autowired
	Environment environment;

	@Autowired
	MeterRegistry meters;

	private final WebhookReceiver receiver = new WebhookReceiver().delay(Duration.ofMillis(20));

	private ConfigurableApplicationContext secondInstance;

	@BeforeEach
	void startSecondInstance() {
		secondInstance = InstanceInThisJvm.start(environment, BASE_URL, 0);
	}

	@AfterEach
	void stop() {
		secondInstance.close();
		receiver.close();
	}

	@Test
	void deliversEveryEventOnceWhenTwoInstancesShareTheQueue() {
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		double attemptsHereBefore = attempts(meters);
		Map<String, Object> endpoint = new HashMap<>(Map.of("tenantId", tenantId, "url", receiver.url()));
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin, endpoint).status()).isEqualTo(201);

		Http second = new Http(InstanceInThisJvm.baseUrl(secondInstance));
		String secondAdmin = new Platform(second).adminToken();
		Set<String> published = IntStream.range(0, EVENTS)
			.mapToObj(i -> (i % 2 == 0 ? http : second).postJson("/admin/v1/events", i % 2 == 0 ? admin : secondAdmin,
					Map.of("tenantId", tenantId, "type", "CorporateActionMetadata", "parameters",
							Map.of("corporateActionId", "ca-" + i))))
			.map(response -> response.json().get("eventId").asString())
			.collect(Collectors.toSet());

		await().atMost(Duration.ofSeconds(60)).until(() -> receiver.received().size() >= EVENTS);
		await().during(Duration.ofSeconds(2)).atMost(Duration.ofSeconds(10))
			.until(() -> receiver.received().size() == EVENTS);
		Map<String, Long> deliveriesPerEvent = receiver.received()
			.stream()
			.collect(Collectors.groupingBy(request -> request.header("webhook-id"), Collectors.counting()));
		assertThat(deliveriesPerEvent.keySet()).isEqualTo(published);
		assertThat(deliveriesPerEvent.values()).containsOnly(1L);
		assertThat(attempts(meters)).as("attempts made by this instance").isGreaterThan(attemptsHereBefore);
		assertThat(attempts(secondInstance.getBean(MeterRegistry.class))).as("attempts made by the second instance")
			.isPositive();
	}

	private static double attempts(MeterRegistry registry) {
		return registry.find("kontor.webhooks.attempts").counters().stream().mapToDouble(Counter::count).sum();
	}
}
