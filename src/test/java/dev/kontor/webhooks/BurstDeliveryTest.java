package dev.kontor.webhooks;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Deliveries flow while events pour in: four publishers send batches of 100 events as fast as they are answered, and
 * the receiver gets deliveries before the last batch is accepted, not only once publishing stops. In the end every
 * accepted event has arrived exactly once, signed with the endpoint's secret.
 *
 * <p>While the burst lasts, intake takes most of the machine, and deliveries arrive far slower than events are
 * accepted: on two cores, 2 to 8 % of the events arrived before the last batch was accepted. So rather than a share
 * of the events, the test asks for more arrivals by then than one claim of the endpoint's deliveries holds: the
 * dispatcher went on claiming while the events came in.
 */
class BurstDeliveryTest extends HttpTest {

	private static final int PUBLISHERS = 4;

	private static final int BATCHES_PER_PUBLISHER = 15;

	private static final int EVENTS_PER_BATCH = 100;

	/**
	 * The most deliveries of one endpoint a single claim takes: its attempts in flight, at most
	 * {@code kontor.webhooks.max-in-flight-per-endpoint} (64 by default), and 48 claimed ahead of them.
	 */
	private static final int ONE_CLAIM = 64 + 48;

	private final List<WebhookReceiver> receivers = new ArrayList<>();

	private final List<String> endpointIds = new ArrayList<>();

	private String admin;

	/** A registered endpoint: its tenant and the key bytes of its signing secret. */
	private record Endpoint(UUID tenantId, byte[] signingKey) {
	}

	/** A batch request as a publisher sent it: when, when it was answered, and the answer. */
	private record Publication(Instant sent, Instant answered, Http.Response response) {

		List<String> eventIds() {
			return response.json().get("eventIds").valueStream().map(JsonNode::asString).toList();
		}
	}

	/** Disables the endpoints first, so that deliveries still waiting are never sent to a port used again. */
	@AfterEach
	void stop() {
		try {
			endpointIds.forEach(id -> http.putJson("/admin/v1/webhook-endpoints/" + id + "/enabled", admin,
					Map.of("enabled", false)));
		}
		finally {
			receivers.forEach(WebhookReceiver::close);
		}
	}

	@Test
	void deliversWhileABurstIsPublishedAndEveryAcceptedEventExactlyOnce() throws Exception {
		admin = platform.adminToken();
		warmUp();
		WebhookReceiver receiver = receiver();
		Endpoint endpoint = register(receiver);
		Instant start = Instant.now();

		List<Publication> publications = publish(endpoint.tenantId(), BATCHES_PER_PUBLISHER);

		assertThat(publications).as("answers to the publish requests")
			.allSatisfy(publication -> assertThat(publication.response().status()).as(publication.response().toString())
				.isEqualTo(202));
		Set<String> accepted = publications.stream()
			.flatMap(publication -> publication.eventIds().stream())
			.collect(Collectors.toSet());
		assertThat(accepted).hasSize(PUBLISHERS * BATCHES_PER_PUBLISHER * EVENTS_PER_BATCH);
		Instant lastSent = latest(publications, Publication::sent);
		Instant lastAnswered = latest(publications, Publication::answered);

		await("every accepted event arrived").atMost(Duration.ofSeconds(60))
			.pollInterval(Duration.ofMillis(250))
			.until(() -> webhookIds(receiver.received()).containsAll(accepted));
		// An event sent again would arrive soon after its first arrival, the receiver answering at once: two seconds
		// more give it the time to show.
		Thread.sleep(Duration.ofSeconds(2));
		List<WebhookReceiver.Received> arrivals = receiver.received();
		List<WebhookReceiver.Received> duringTheBurst = arrivals.stream()
			.filter(request -> request.at().isBefore(lastAnswered))
			.toList();
		System.out.printf("BurstDeliveryTest: %d events published in %.1f s, %d arrived before the last publish "
				+ "answer, all %d arrived %.1f s after the first publish request%n", accepted.size(),
				seconds(start, lastAnswered), duringTheBurst.size(), arrivals.size(),
				seconds(start, latest(arrivals, WebhookReceiver.Received::at)));

		assertThat(duringTheBurst).as("arrivals before the last publish request was answered, of %d events",
				accepted.size())
			.hasSizeGreaterThan(ONE_CLAIM);
		assertThat(duringTheBurst).as("arrivals before the last publish request was sent")
			.anySatisfy(request -> assertThat(request.at()).isBefore(lastSent));
		Map<String, Long> arrivalsPerEvent = arrivals.stream()
			.collect(Collectors.groupingBy(request -> request.header("webhook-id"), Collectors.counting()));
		assertThat(arrivalsPerEvent.keySet()).as("webhook-ids that arrived").isEqualTo(accepted);
		assertThat(arrivalsPerEvent.entrySet()
			.stream()
			.filter(arrivalsOfEvent -> arrivalsOfEvent.getValue() > 1)
			.map(Map.Entry::getKey)
			.toList()).as("events that arrived more than once").isEmpty();
		assertThat(arrivals).as("arrivals signed with the endpoint's secret")
			.allSatisfy(request -> assertThat(request.header("webhook-signature"))
				.isEqualTo("v1," + hmac(endpoint.signingKey(), request.header("webhook-id") + "."
						+ request.header("webhook-timestamp") + "." + request.body())));
	}

	/**
	 * A round of batches delivered to an endpoint of another tenant before the burst: in a process that has just
	 * started, the first burst would otherwise share the two cores with the compiler as well.
	 */
	private void warmUp() throws Exception {
		WebhookReceiver receiver = receiver();
		Endpoint endpoint = register(receiver);
		List<Publication> publications = publish(endpoint.tenantId(), 1);
		assertThat(publications).allSatisfy(publication -> assertThat(publication.response().status())
			.as(publication.response().toString())
			.isEqualTo(202));
		await("the warm-up round delivered").atMost(Duration.ofSeconds(30))
			.until(() -> receiver.received().size() >= PUBLISHERS * EVENTS_PER_BATCH);
	}

	private WebhookReceiver receiver() {
		WebhookReceiver receiver = new WebhookReceiver().answerAlways(204);
		receivers.add(receiver);
		return receiver;
	}

	/** Registers the receiver for a new tenant. */
	private Endpoint register(WebhookReceiver receiver) {
		UUID tenantId = platform.newTenant();
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin,
				Map.of("tenantId", tenantId, "url", receiver.url()));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		endpointIds.add(response.json().get("id").asString());
		return new Endpoint(tenantId, Base64.getDecoder()
			.decode(response.json().get("signingSecret").asString().substring("whsec_".length())));
	}

	/** The publishers, started together, each sending its batches one after the other. */
	private List<Publication> publish(UUID tenantId, int batchesPerPublisher) throws Exception {
		return Races.run(IntStream.range(0, PUBLISHERS)
			.mapToObj(publisher -> (Callable<List<Publication>>) () -> publish(tenantId, publisher, batchesPerPublisher))
			.toList()).stream().flatMap(List::stream).toList();
	}

	private List<Publication> publish(UUID tenantId, int publisher, int batches) {
		List<Publication> publications = new ArrayList<>();
		for (int batch = 0; batch < batches; batch++) {
			String prefix = "burst-" + publisher + "-" + batch + "-";
			List<Map<String, Object>> events = IntStream.range(0, EVENTS_PER_BATCH)
				.<Map<String, Object>>mapToObj(i -> Map.of("tenantId", tenantId, "type", "CorporateActionMetadata",
						"parameters", Map.of("corporateActionId", prefix + i)))
				.toList();
			Instant sent = Instant.now();
			Http.Response response = http.postJson("/admin/v1/event-batches", admin, Map.of("events", events));
			publications.add(new Publication(sent, Instant.now(), response));
		}
		return publications;
	}

	private static Set<String> webhookIds(List<WebhookReceiver.Received> arrivals) {
		return arrivals.stream().map(request -> request.header("webhook-id")).collect(Collectors.toSet());
	}

	private static <T> Instant latest(List<T> items, Function<T, Instant> time) {
		return items.stream().map(time).max(Comparator.naturalOrder()).orElseThrow();
	}

	private static double seconds(Instant from, Instant to) {
		return Duration.between(from, to).toMillis() / 1000.0;
	}

	private static String hmac(byte[] key, String content) throws Exception {
		Mac mac = Mac.getInstance("HmacSHA256");
		mac.init(new SecretKeySpec(key, "HmacSHA256"));
		return Base64.getEncoder().encodeToString(mac.doFinal(content.getBytes(StandardCharsets.UTF_8)));
	}
}
