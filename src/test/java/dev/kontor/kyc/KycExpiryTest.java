package dev.kontor.kyc;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.kyc.callback.ProviderSecrets;
import dev.kontor.kyc.sessions.SessionExpiry;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

class KycExpiryTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Autowired
	SessionExpiry expiry;

	@Autowired
	ProviderSecrets secrets;

	@Autowired
	MutableClock clock;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private KycFixtures kyc;

	@BeforeEach
	void setUp() {
		kyc = new KycFixtures(http, platform);
	}

	@AfterEach
	void tearDown() {
		receiver.close();
		clock.reset();
	}

	@Test
	void expiresSessionsNotFinishedWithinSevenDays() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId", kyc.tenantId,
				"url", receiver.url(), "eventTypes", List.of("KycUpdate"))).status()).isEqualTo(201);
		JsonNode created = kyc.started(kyc.clientId, "open-1");
		JsonNode pending = kyc.started(kyc.clientId, "open-2");
		JsonNode finished = kyc.started(kyc.clientId, "done-1");
		assertThat(kyc.postCallback(KycFixtures.callback(KycFixtures.reference(pending), "Started", Instant.now(clock),
				"nonce-" + System.nanoTime() + "-started"), secrets.of("Simulated")).status()).isEqualTo(204);
		assertThat(kyc.postCallback(KycFixtures.callback(KycFixtures.reference(finished), "Declined",
				Instant.now(clock), "nonce-" + System.nanoTime() + "-declined"), secrets.of("Simulated")).status())
			.isEqualTo(204);
		receiver.awaitRequests(2);

		clock.advance(Duration.ofDays(7).minusMinutes(1));
		expiry.expireDue();
		assertThat(kyc.session(kyc.clientId, "open-1").get("status").asString()).isEqualTo("Created");

		clock.advance(Duration.ofMinutes(2));
		expiry.expireDue();

		assertThat(kyc.session(kyc.clientId, "open-1").get("status").asString()).isEqualTo("Expired");
		assertThat(kyc.session(kyc.clientId, "open-2").get("status").asString()).isEqualTo("Expired");
		assertThat(kyc.session(kyc.clientId, "done-1").get("status").asString()).isEqualTo("Declined");
		assertThat(kyc.clientStatus(kyc.clientId)).isEqualTo("Initial");
		List<JsonNode> updates = receiver.awaitRequests(4).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(updates).extracting(event -> event.get("type").asString()).containsOnly("KycUpdate");
		assertThat(updates).filteredOn(event -> event.toString().contains("open-1")).hasSize(1);
		assertThat(updates).filteredOn(event -> event.toString().contains("open-2")).hasSize(2);
		assertThat(created.get("status").asString()).isEqualTo("Created");
	}

	@Test
	void theSimulatorPageOfAnExpiredSessionIsGone() {
		JsonNode session = kyc.started(kyc.clientId, "gone-1");
		clock.advance(Duration.ofDays(8));
		expiry.expireDue();

		var page = http.getHtml(session.get("verificationUrl").asString().substring(BASE_URL.length()));

		assertThat(page.status()).isEqualTo(404);
		assertThat(page.body()).contains("Identity check unavailable");
	}
}
