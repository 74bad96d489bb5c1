package dev.kontor.clients.kistam;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import dev.kontor.clients.ChurchTaxAttribute;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A tax authority that fails: the query is tried again later, with a growing wait, until it is answered or out of
 * attempts; its answer is stored and sent once, also when an attempt outlives its timeout and is made again.
 */
class KistamRetryTest extends HttpTest {

	private final WebhookReceiver receiver = new WebhookReceiver();

	@Autowired
	KistamAnswers answers;

	@Autowired
	SimulatedTaxAuthority simulated;

	@Autowired
	MutableClock clock;

	private String writer;

	private String clientId;

	private String queryId;

	@BeforeEach
	void aClientWithARequestedQuery() {
		UUID tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", tenantId,
				"url", receiver.url(), "eventTypes", List.of("ClientKistamQueryResultReceived")))
			.status()).isEqualTo(201);
		clientId = http.postJson("/api/v3/clients", writer, Map.of("clientKey", "retry", "clientType", "Retail",
				"name", "Erika", "surname", "Mustermann", "taxIdentificationNumber", "86095742719"))
			.json()
			.get("id")
			.asString();
		queryId = http.post("/api/v3/clients/" + clientId + "/kistam-queries", writer).json().get("id").asString();
	}

	@AfterEach
	void stop() {
		clock.reset();
		receiver.close();
	}

	@Test
	void aFailedAnswerIsTriedAgainWithAGrowingWaitAndSentOnce() {
		AtomicInteger asked = new AtomicInteger();
		TaxAuthority failingTwice = authority((taxId, asOf) -> {
			if (asked.incrementAndGet() <= 2) {
				throw new IllegalStateException("The tax authority is not reachable");
			}
			return simulated.answerFor(taxId, asOf);
		});

		answers.answerDue(failingTwice);
		assertThat(query().get("status").asString()).isEqualTo("Sent");
		assertThat(client().get("churchTaxQueriedDate").isNull()).isTrue();
		answers.answerDue(failingTwice);
		assertThat(asked).as("not due before its retry delay").hasValue(1);
		clock.advance(Duration.ofMinutes(1));
		answers.answerDue(failingTwice);
		assertThat(asked).as("again after a minute").hasValue(2);
		clock.advance(Duration.ofMinutes(1));
		answers.answerDue(failingTwice);
		assertThat(asked).as("the wait doubled").hasValue(2);
		clock.advance(Duration.ofMinutes(1));
		answers.answerDue(failingTwice);

		assertThat(asked).hasValue(3);
		assertThat(query().get("status").asString()).isEqualTo("Answered");
		assertThat(client().get("churchTaxAttribute").get("religionCode").asString()).isEqualTo("rk");
		clock.advance(Duration.ofHours(1));
		answers.answerDue(failingTwice);
		assertThat(asked).as("an answered query is not asked again").hasValue(3);
		assertSentOnce();
	}

	@Test
	void anAttemptThatOutlivesItsTimeoutAndIsMadeAgainIsAnsweredOnce() {
		AtomicInteger asked = new AtomicInteger();
		TaxAuthority slow = authority((taxId, asOf) -> {
			if (asked.incrementAndGet() == 1) {
				// Meanwhile the attempt times out, and it is made again and its answer stored: by this call, by the
				// application's own job, or by another worker of the slow call, whichever claims it first.
				clock.advance(Duration.ofMinutes(6));
				answers.answerDue(simulated);
				await().atMost(Duration.ofSeconds(10))
					.until(() -> query().get("status").asString().equals("Answered"));
			}
			return simulated.answerFor(taxId, asOf);
		});

		answers.answerDue(slow);

		assertThat(asked.get()).as("the attempt that timed out, and its retry if the slow call's worker made it")
			.isBetween(1, 2);
		assertThat(query().get("status").asString()).isEqualTo("Answered");
		assertSentOnce();
	}

	@Test
	void aQueryOutOfAttemptsIsFailedAndNothingIsSent() {
		TaxAuthority failing = authority((taxId, asOf) -> {
			throw new IllegalStateException("The tax authority refused the query");
		});

		for (int attempt = 1; attempt <= 12; attempt++) {
			assertThat(query().get("status").asString()).as("before attempt " + attempt).isEqualTo("Sent");
			answers.answerDue(failing);
			clock.advance(Duration.ofHours(6));
		}

		assertThat(query().get("status").asString()).isEqualTo("Failed");
		assertThat(client().get("churchTaxQueriedDate").isNull()).isTrue();
		sleep(Duration.ofSeconds(1));
		assertThat(receiver.received()).isEmpty();
	}

	private void assertSentOnce() {
		JsonNode event = tools.jackson.databind.json.JsonMapper.builder()
			.build()
			.readTree(receiver.awaitRequests(1).getFirst().body());
		assertThat(event.get("type").asString()).isEqualTo("ClientKistamQueryResultReceived");
		sleep(Duration.ofSeconds(1));
		// One event, whatever its deliveries: the test's clock moves the deliveries' leases on too, so a delivery
		// whose outcome is not written yet may be attempted again, with the same webhook-id, as deliveries are at
		// least once.
		assertThat(receiver.received().stream().map(received -> received.header("webhook-id")).distinct())
			.hasSize(1);
	}

	private JsonNode query() {
		Http.Response response = http.get("/api/v3/clients/" + clientId + "/kistam-queries", writer);
		return response.json().valueStream().filter(query -> query.get("id").asString().equals(queryId)).findFirst()
			.orElseThrow();
	}

	private JsonNode client() {
		return http.get("/api/v3/clients/" + clientId, writer).json();
	}

	private interface Answer {

		Optional<ChurchTaxAttribute> ask(String taxId, LocalDate asOf);
	}

	private static TaxAuthority authority(Answer answer) {
		return new TaxAuthority() {

			@Override
			public String name() {
				return "Test";
			}

			@Override
			public Optional<ChurchTaxAttribute> ask(String taxIdentificationNumber, LocalDate asOf) {
				return answer.ask(taxIdentificationNumber, asOf);
			}
		};
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
