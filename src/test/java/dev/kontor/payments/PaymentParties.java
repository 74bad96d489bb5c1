package dev.kontor.payments;

import java.math.BigDecimal;
import java.util.Map;
import java.util.UUID;

import tools.jackson.databind.JsonNode;

import dev.kontor.aml.AmlTenant;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant set up for payment tests over HTTP: AML settings (accept at or below 3, reject above 7), a client record
 * from Germany with an active German reference bank account and an active euro internal account, an integrator's
 * token with the client, bank account, account and payment scopes, and helpers for the flows.
 */
public final class PaymentParties {

	public final AmlTenant aml;

	/** Token with clients, bank accounts, AML, accounts and payments scopes. */
	public final String token;

	public final String clientId;

	public final String bankAccountId;

	public final String internalAccountId;

	private final Http http;

	private final Platform platform;

	public PaymentParties(Http http, Platform platform) {
		this.http = http;
		this.platform = platform;
		this.aml = new AmlTenant(http, platform);
		aml.settings();
		String scopes = "clients.read clients.write bankaccounts.read bankaccounts.write aml.read aml.write "
				+ "accounts.read accounts.write payments.read payments.write";
		this.token = platform.clientCredentialsToken(platform.newServerClient(aml.tenantId, scopes.split(" ")),
				scopes);
		this.clientId = aml.client(Platform.unique("payer"),
				Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		this.bankAccountId = activeBankAccount(clientId);
		this.internalAccountId = activeInternalAccount(clientId, "EUR");
	}

	/** The tenant the parties belong to. */
	public UUID tenantId() {
		return aml.tenantId;
	}

	public String activeBankAccount(String client) {
		String id = aml.referenceAccount(client);
		expect(http.putJson("/api/v3/bank-accounts/" + id + "/status", token, Map.of("status", "Active")), 200);
		return id;
	}

	public String internalAccount(String client, String currencyCode) {
		return expect(http.postJson("/api/v3/internal-accounts", token,
				Map.of("clientId", client, "currencyCode", currencyCode)), 200).get("id").asString();
	}

	public String activeInternalAccount(String client, String currencyCode) {
		String id = internalAccount(client, currencyCode);
		expect(http.putJson("/api/v3/internal-accounts/" + id + "/status", token, Map.of("status", "Active")), 200);
		return id;
	}

	/** Every evaluation of the client from now waits for the officer (customer origin factor 5). */
	public void evaluationsWait() {
		origin(5);
	}

	/** Every evaluation of the client from now is denied (customer origin factor 8). */
	public void evaluationsDenied() {
		origin(8);
	}

	private void origin(int factor) {
		aml.parameter("customer-origin-country", factor,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
	}

	public Http.Response createMandate(String client, String bankAccount, String internalAccount) {
		return http.postJson("/api/v3/sepa-direct-debit-mandates", token,
				Map.of("clientId", client, "bankAccountId", bankAccount, "internalAccountId", internalAccount));
	}

	public String mandate() {
		return expect(createMandate(clientId, bankAccountId, internalAccountId), 200).get("id").asString();
	}

	public Http.Response collect(String mandateId, Object amount, String currencyCode) {
		return http.postJson("/api/v3/sepa-direct-debit-mandates/" + mandateId + "/instructions", token,
				Map.of("amount", amount, "currencyCode", currencyCode));
	}

	/** A direct debit of {@code amount} EUR under a new mandate, answered as the evaluation decided it. */
	public JsonNode directDebit(String amount) {
		return expect(collect(mandate(), new BigDecimal(amount), "EUR"), 200);
	}

	public Http.Response bankAnswer(String instructionId, String outcome) {
		return http.postJson("/admin/v1/sepa-direct-debit-instructions/" + instructionId + "/outcome",
				platform.adminToken(), Map.of("outcome", outcome));
	}

	/** {@code amount} EUR collected and received: the account's balance and available amount grow by it. */
	public String fund(String amount) {
		JsonNode instruction = directDebit(amount);
		assertThat(instruction.get("status").asString()).isEqualTo("Uploaded");
		String id = instruction.get("id").asString();
		expect(bankAnswer(id, "Received"), 200);
		return id;
	}

	public JsonNode directDebitOf(String instructionId) {
		return expect(http.get("/api/v3/sepa-direct-debit-instructions/" + instructionId, token), 200);
	}

	public Http.Response withdraw(UUID requestId, Object amount, String currencyCode, String bankAccount) {
		return http.postJson("/api/v3/internal-accounts/" + internalAccountId + "/withdrawal-requests", token,
				Map.of("initiatorWithdrawalRequestId", requestId, "amount", amount, "currencyCode", currencyCode,
						"bankAccountId", bankAccount));
	}

	public JsonNode withdrawal(UUID requestId, String amount) {
		return expect(withdraw(requestId, new BigDecimal(amount), "EUR", bankAccountId), 200);
	}

	public JsonNode withdrawalOf(UUID requestId) {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId + "/withdrawal-requests/" + requestId,
				token), 200);
	}

	public JsonNode payment(String initiatorPaymentId) {
		return expect(http.get("/api/v3/payments/" + initiatorPaymentId, token), 200);
	}

	public Http.Response paymentAnswer(String initiatorPaymentId, String outcome) {
		return http.postJson("/admin/v1/payments/" + initiatorPaymentId + "/outcome", platform.adminToken(),
				Map.of("outcome", outcome));
	}

	public JsonNode account() {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId, token), 200);
	}

	public JsonNode transactions() {
		return expect(http.get("/api/v3/internal-accounts/" + internalAccountId + "/transactions", token), 200);
	}

	/** The officer's decision on an evaluation, with a signed-in officer's token. */
	public void decide(String evaluationId, String status) {
		expect(http.putJson("/api/v3/aml/action-evaluations/" + evaluationId + "/status", aml.officer(),
				Map.of("newStatus", status, "reason", "checked")), 200);
	}

	public static JsonNode expect(Http.Response response, int status) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		return response.json();
	}
}
