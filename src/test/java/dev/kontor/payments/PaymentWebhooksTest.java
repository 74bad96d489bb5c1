package dev.kontor.payments;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The webhook events of deposits and withdrawals: one per status change, with the catalogue's parameters and a
 * dataUrl that reads the resource, delivered to the endpoints of the tenant and of the client concerned.
 */
class PaymentWebhooksTest extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final List<String> PAYMENT_TYPES = List.of("PaymentSDDInstructionUploaded",
			"PaymentSDDInstructionReceived", "PaymentSDDInstructionReverted", "PaymentSDDInstructionFailed",
			"WithdrawalUpdate", "PaymentSCTInstructionUpdated");

	@Autowired
	JdbcClient jdbc;

	private final WebhookReceiver receiver = new WebhookReceiver();

	private PaymentParties parties;

	@BeforeEach
	void tenant() {
		parties = new PaymentParties(http, platform);
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void aDepositSendsUploadedAndReceivedToTheClientsEndpoint() {
		clientEndpoint();
		String mandate = parties.mandate();
		JsonNode instruction = expect(parties.collect(mandate, 100, "EUR"), 200);
		String id = instruction.get("id").asString();

		expect(parties.bankAnswer(id, "Received"), 200);

		List<JsonNode> events = receiver.awaitRequests(2).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(e -> e.get("type").asString())
			.containsExactlyInAnyOrder("PaymentSDDInstructionUploaded", "PaymentSDDInstructionReceived");
		assertThat(events).allSatisfy(event -> {
			assertThat(EventEnvelopes.parameters(event)).isEqualTo(Map.of("bankAccountId", parties.bankAccountId,
					"sepaDirectDebitMandateId", mandate, "sepaDirectDebitInstructionId", id));
			assertThat(event.get("dataUrl").asString())
				.isEqualTo(BASE_URL + "/api/v3/sepa-direct-debit-instructions/" + id);
		});
		assertThat(http.get(events.getFirst().get("dataUrl").asString().substring(BASE_URL.length()), parties.token)
			.status()).isEqualTo(200);
	}

	@Test
	void failedAndRevertedDepositsAreSent() {
		String failed = parties.directDebit("10").get("id").asString();
		expect(parties.bankAnswer(failed, "Failed"), 200);
		String reverted = parties.fund("10");
		expect(parties.bankAnswer(reverted, "Reverted"), 200);

		assertThat(types()).containsExactly("PaymentSDDInstructionUploaded", "PaymentSDDInstructionFailed",
				"PaymentSDDInstructionUploaded", "PaymentSDDInstructionReceived", "PaymentSDDInstructionReverted");
	}

	@Test
	void aRejectedOrWaitingDepositSendsNothing() {
		parties.evaluationsWait();
		JsonNode waiting = parties.directDebit("10");
		parties.decide(waiting.get("evaluationId").asString(), "Denied");

		assertThat(types()).isEmpty();
	}

	@Test
	void anExecutedWithdrawalSendsEachChangeOfTheRequestAndThePaymentOnce() {
		parties.fund("100");
		parties.evaluationsWait();
		UUID requestId = UUID.randomUUID();
		JsonNode waiting = parties.withdrawal(requestId, "40");
		assertThat(types()).as("the request answered Evaluating itself").doesNotContain("WithdrawalUpdate");

		parties.decide(waiting.get("evaluationId").asString(), "Approved");
		String paymentId = parties.withdrawalOf(requestId).get("initiatorPaymentId").asString();
		expect(parties.paymentAnswer(paymentId, "Executed"), 200);

		assertThat(types()).containsExactly("PaymentSDDInstructionUploaded", "PaymentSDDInstructionReceived",
				"PaymentSCTInstructionUpdated", "PaymentSCTInstructionUpdated", "WithdrawalUpdate",
				"PaymentSCTInstructionUpdated", "WithdrawalUpdate");
		List<Map<String, String>> withdrawalEvents = parametersOf("WithdrawalUpdate");
		assertThat(withdrawalEvents).containsOnly(Map.of("internalAccountId", parties.internalAccountId,
				"initiatorWithdrawalRequestId", requestId.toString()));
		assertThat(parametersOf("PaymentSCTInstructionUpdated")).containsOnly(Map.of("initiatorPaymentId", paymentId));
		assertThat(dataUrlsOf("WithdrawalUpdate")).containsOnly(BASE_URL + "/api/v3/internal-accounts/"
				+ parties.internalAccountId + "/withdrawal-requests/" + requestId);
		assertThat(dataUrlsOf("PaymentSCTInstructionUpdated")).containsOnly(BASE_URL + "/api/v3/payments/" + paymentId);
	}

	@Test
	void aDeniedWithdrawalSendsOneUpdate() {
		parties.fund("100");
		parties.evaluationsDenied();

		parties.withdrawal(UUID.randomUUID(), "40");

		assertThat(types()).containsExactly("PaymentSDDInstructionUploaded", "PaymentSDDInstructionReceived",
				"WithdrawalUpdate");
	}

	@Test
	void aWithdrawalUpdateReachesTheClientsEndpoint() {
		parties.fund("100");
		clientEndpoint();
		UUID requestId = UUID.randomUUID();
		String paymentId = parties.withdrawal(requestId, "40").get("initiatorPaymentId").asString();

		expect(parties.paymentAnswer(paymentId, "Rejected"), 200);

		List<JsonNode> events = receiver.awaitRequests(5).stream().map(r -> JSON.readTree(r.body())).toList();
		assertThat(events).extracting(e -> e.get("type").asString())
			.containsExactlyInAnyOrder("PaymentSCTInstructionUpdated", "PaymentSCTInstructionUpdated",
					"WithdrawalUpdate", "PaymentSCTInstructionUpdated", "WithdrawalUpdate");
	}

	/** An endpoint of the client record only: it receives only what the routing finds to concern the client. */
	private void clientEndpoint() {
		assertThat(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", parties.aml.tenantId, "clientId", parties.clientId, "url", receiver.url(),
						"eventTypes", PAYMENT_TYPES))
			.status()).isEqualTo(201);
	}

	/** The payment events the tenant's changes were accepted as, in order: they are stored in each change's transaction. */
	private List<String> types() {
		return jdbc.sql("SELECT type FROM webhook_events WHERE tenant_id = :tenantId AND type IN (:types) "
				+ "ORDER BY occurred_at, id")
			.param("tenantId", parties.aml.tenantId)
			.param("types", PAYMENT_TYPES)
			.query(String.class)
			.list();
	}

	private List<Map<String, String>> parametersOf(String type) {
		return jdbc.sql("SELECT parameters FROM webhook_events WHERE tenant_id = :tenantId AND type = :type")
			.param("tenantId", parties.aml.tenantId)
			.param("type", type)
			.query(String.class)
			.list()
			.stream()
			.map(json -> JSON.readValue(json, Map.class))
			.map(map -> {
				@SuppressWarnings("unchecked")
				Map<String, String> parameters = map;
				return parameters;
			})
			.toList();
	}

	private List<String> dataUrlsOf(String type) {
		return jdbc.sql("SELECT data_url FROM webhook_events WHERE tenant_id = :tenantId AND type = :type")
			.param("tenantId", parties.aml.tenantId)
			.param("type", type)
			.query(String.class)
			.list();
	}

}
