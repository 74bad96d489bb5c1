package dev.kontor.bankaccounts;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/** The AML officer closes a bank account because of AML regulations. */
class AmlClosureTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final WebhookReceiver receiver = new WebhookReceiver();

	private AmlTenant aml;

	private String account;

	@BeforeEach
	void account() {
		aml = new AmlTenant(http, platform);
		account = aml.referenceAccount(aml.client("k-1", Map.of()));
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void closesTheAccountFromAnyOpenStatusAndSendsBothEvents() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId",
				aml.tenantId, "url", receiver.url(), "eventTypes",
				List.of("BankAccountAMLClosure", "BOBankAccountStateUpdate"))).status())
			.isEqualTo(201);

		Http.Response closed = close(account, aml.officer(), "sanctions hit confirmed");

		assertThat(closed.status()).as(closed.toString()).isEqualTo(200);
		assertThat(closed.json().get("status").asString()).as("straight from Initial").isEqualTo("Closed");
		assertThat(closed.json().get("closeOrDeleteReason").asString()).isEqualTo("sanctions hit confirmed");
		List<String> types = receiver.awaitRequests(2)
			.stream()
			.map(r -> JSON.readTree(r.body()))
			.map(JsonNode::toString)
			.map(body -> body.contains("BankAccountAMLClosure") ? "BankAccountAMLClosure" : "BOBankAccountStateUpdate")
			.toList();
		assertThat(types).containsExactlyInAnyOrder("BankAccountAMLClosure", "BOBankAccountStateUpdate");
		assertThat(receiver.received().getFirst().body()).contains(account);
	}

	@Test
	void aClosedOrDeletedAccountCannotBeClosed() {
		close(account, aml.officer(), null);

		assertThat(close(account, aml.officer(), null).status()).isEqualTo(409);
	}

	@Test
	void onlyTheOfficerOfTheTenantCloses() {
		assertThat(close(account, aml.integrator, null).status()).isEqualTo(403);
		AmlTenant other = new AmlTenant(http, platform);
		assertThat(close(account, other.officer(), null).status()).isEqualTo(404);
		assertThat(http.putJson("/api/v3/bank-accounts/not-a-uuid/aml-closure", aml.officer(), Map.of()).status())
			.isEqualTo(400);
	}

	@Test
	void theReasonIsAtMost512Characters() {
		assertThat(close(account, aml.officer(), "r".repeat(513)).json().get("errors").has("closeOrDeleteReason"))
			.isTrue();
		assertThat(close(account, aml.officer(), "r".repeat(512)).status()).isEqualTo(200);
	}

	private Http.Response close(String id, String token, String reason) {
		Map<String, Object> body = new HashMap<>();
		body.put("closeOrDeleteReason", reason);
		return http.putJson("/api/v3/bank-accounts/" + id + "/aml-closure", token, body);
	}
}
