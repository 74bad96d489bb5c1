package dev.kontor.webhooks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.InstanceInThisJvm;
import dev.kontor.webhooks.dispatch.Dispatcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two instances whose lease (2 s) is shorter than a receiver takes to answer a first attempt (4 s): when the lease
 * runs out the other claim attempts the delivery again and it is acknowledged; the first attempt's late failure must
 * then change nothing. Without fencing by the claim token it would put the delivery back to Pending, to be sent a
 * third time. This test's own instance stops dispatching for the duration, so the two instances share the work.
 */
class LateOutcomeTest extends HttpTest {

	private static final int EVENTS = 3;

	private static final Duration SLOW_ANSWER = Duration.ofSeconds(4);

	@Autowired
	Environment environment;

	@Autowired
	Dispatcher dispatcher;

	private final List<ConfigurableApplicationContext> instances = new ArrayList<>();

	private final List<String> received = new CopyOnWriteArrayList<>();

	private final Set<String> answeredOnce = ConcurrentHashMap.newKeySet();

	private HttpServer receiver;

	@BeforeEach
	void start() throws IOException {
		dispatcher.stop();
		receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		receiver.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		receiver.createContext("/", exchange -> {
			exchange.getRequestBody().readAllBytes();
			String eventId = exchange.getRequestHeaders().getFirst("webhook-id");
			received.add(eventId);
			if (answeredOnce.add(eventId)) {
				sleep(SLOW_ANSWER);
				exchange.sendResponseHeaders(500, -1);
			}
			else {
				exchange.sendResponseHeaders(204, -1);
			}
			exchange.close();
		});
		receiver.start();
		for (int i = 0; i < 2; i++) {
			instances.add(InstanceInThisJvm.start(environment, BASE_URL, 0, "--kontor.webhooks.lease=2s",
					"--kontor.webhooks.timeout=8s"));
		}
	}

	@AfterEach
	void stop() {
		instances.forEach(ConfigurableApplicationContext::close);
		receiver.stop(0);
		dispatcher.start();
	}

	@Test
	void aLateOutcomeOfAnAttemptWhoseLeaseRanOutChangesNothing() {
		UUID tenantId = platform.newTenant();
		String admin = platform.adminToken();
		assertThat(http.postJson("/admin/v1/webhook-endpoints", admin,
				Map.of("tenantId", tenantId, "url", "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks"))
			.status()).isEqualTo(201);
		List<String> eventIds = new ArrayList<>();
		for (int i = 0; i < EVENTS; i++) {
			eventIds.add(http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
					"CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-" + i)))
				.json()
				.get("eventId")
				.asString());
		}

		await().atMost(Duration.ofSeconds(30))
			.until(() -> eventIds.stream().allMatch(eventId -> attemptsOf(eventId, admin).size() == 2));
		await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(10)).until(() -> received.size() == 2 * EVENTS);

		for (String eventId : eventIds) {
			JsonNode delivery = http.get("/admin/v1/webhook-deliveries?eventId=" + eventId, admin).json().get(0);
			assertThat(delivery.get("status").asString()).as("delivery of %s", eventId).isEqualTo("Delivered");
			assertThat(delivery.get("nextAttemptAt").isNull()).isTrue();
			List<JsonNode> attempts = attemptsOf(eventId, admin);
			assertThat(attempts).extracting(attempt -> attempt.get("statusCode").asInt()).containsExactlyInAnyOrder(204,
					500);
			assertThat(attempts).filteredOn(attempt -> attempt.get("statusCode").asInt() == 500)
				.singleElement()
				.satisfies(late -> assertThat(late.get("error").asString()).contains("outcome not applied"));
		}
		assertThat(received).as("each event sent twice: the slow attempt and the one after its lease")
			.hasSize(2 * EVENTS);
	}

	private List<JsonNode> attemptsOf(String eventId, String admin) {
		JsonNode deliveries = http.get("/admin/v1/webhook-deliveries?eventId=" + eventId, admin).json();
		return deliveries.isEmpty() ? List.of() : deliveries.get(0).get("attempts").valueStream().toList();
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new UncheckedIOException(new IOException("interrupted"));
		}
	}
}
