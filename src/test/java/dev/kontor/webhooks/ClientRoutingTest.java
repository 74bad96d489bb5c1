package dev.kontor.webhooks;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Client-level routing and unsubscription apply to every event type through the client records the event
 * concerns: a bank account's events concern its owners. The deliveries of an event are queued in the transaction that
 * accepted it, so what is not queued when the request has answered is never queued.
 */
class ClientRoutingTest extends HttpTest {

	private static final String IBAN = "DE89370400440532013000";

	private final WebhookReceiver receiver = new WebhookReceiver();

	private UUID tenantId;

	private String admin;

	private String writer;

	private String manager;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		admin = platform.adminToken();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.write",
				"bankaccounts.write"), "clients.write bankaccounts.write");
		manager = platform.clientCredentialsToken(platform.newServerClient(tenantId, "webhooks.manage"),
				"webhooks.manage");
	}

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void aBankAccountsEventsGoToTheEndpointsOfItsOwnersAndOfTheTenantOnly() {
		String owner = platform.newClientRecord(tenantId, "owner");
		String joint = platform.newClientRecord(tenantId, "joint");
		String stranger = platform.newClientRecord(tenantId, "stranger");
		String ownersEndpoint = endpoint(owner);
		String jointsEndpoint = endpoint(joint);
		String strangersEndpoint = endpoint(stranger);
		String tenantsEndpoint = endpoint(null);

		newAccount(owner, joint);

		assertThat(types(ownersEndpoint)).containsExactly("BONewBankAccountCreate");
		assertThat(types(jointsEndpoint)).containsExactly("BONewBankAccountCreate");
		assertThat(types(tenantsEndpoint)).containsExactly("BONewBankAccountCreate");
		assertThat(types(strangersEndpoint)).isEmpty();
	}

	@Test
	void anOwnerWhoUnsubscribedGetsNothingForItsNewAccountAndTheTenantNothingWhenEveryOwnerDid() {
		String owner = platform.newClientRecord(tenantId, "owner");
		String ownersEndpoint = endpoint(owner);
		String tenantsEndpoint = endpoint(null);
		unsubscribe(owner, "BONewBankAccountCreate");

		newAccount(owner);

		assertThat(types(ownersEndpoint)).isEmpty();
		assertThat(types(tenantsEndpoint)).isEmpty();
	}

	@Test
	void aJointAccountStillGoesToTheOtherOwnerAndTheTenantWhenOneOwnerUnsubscribed() {
		String owner = platform.newClientRecord(tenantId, "owner");
		String joint = platform.newClientRecord(tenantId, "joint");
		String ownersEndpoint = endpoint(owner);
		String jointsEndpoint = endpoint(joint);
		String tenantsEndpoint = endpoint(null);
		unsubscribe(owner, "BONewBankAccountCreate");

		newAccount(owner, joint);

		assertThat(types(ownersEndpoint)).isEmpty();
		assertThat(types(jointsEndpoint)).containsExactly("BONewBankAccountCreate");
		assertThat(types(tenantsEndpoint)).containsExactly("BONewBankAccountCreate");
	}

	@Test
	void inOneBatchOfEventsEachGoesWhereItsOwnClientRecordsLetIt() {
		String unsubscribed = platform.newClientRecord(tenantId, "unsubscribed");
		String subscribed = platform.newClientRecord(tenantId, "subscribed");
		String unsubscribedsEndpoint = endpoint(unsubscribed);
		String subscribedsEndpoint = endpoint(subscribed);
		String tenantsEndpoint = endpoint(null);
		String first = newAccount(unsubscribed);
		String second = newAccount(subscribed);
		unsubscribe(unsubscribed, "BankAccountAMLClosure");

		Http.Response published = http.postJson("/admin/v1/event-batches", admin, Map.of("events", List.of(
				Map.of("tenantId", tenantId, "type", "BankAccountAMLClosure", "parameters", Map.of("bankAccountId",
						first)),
				Map.of("tenantId", tenantId, "type", "BankAccountAMLClosure", "parameters", Map.of("bankAccountId",
						second)))));

		assertThat(published.status()).as(published.toString()).isEqualTo(202);
		assertThat(types(unsubscribedsEndpoint)).containsExactly("BONewBankAccountCreate");
		assertThat(types(subscribedsEndpoint)).containsExactlyInAnyOrder("BONewBankAccountCreate",
				"BankAccountAMLClosure");
		assertThat(types(tenantsEndpoint)).as("the second event only: every client of the first unsubscribed")
			.containsExactlyInAnyOrder("BONewBankAccountCreate", "BONewBankAccountCreate", "BankAccountAMLClosure");
	}

	@Test
	void anEventPublishedByTheBackOfficeWithABankAccountGoesToItsOwnersEndpoint() {
		String owner = platform.newClientRecord(tenantId, "owner");
		String ownersEndpoint = endpoint(owner);
		String account = newAccount(owner);

		Http.Response published = http.postJson("/admin/v1/events", admin, Map.of("tenantId", tenantId, "type",
				"PaymentSDDInstructionUploaded", "parameters", Map.of("bankAccountId", account,
						"sepaDirectDebitMandateId", "m-1", "sepaDirectDebitInstructionId", "i-1")));

		assertThat(published.status()).as(published.toString()).isEqualTo(202);
		assertThat(types(ownersEndpoint)).containsExactlyInAnyOrder("BONewBankAccountCreate",
				"PaymentSDDInstructionUploaded");
	}

	@Test
	void aBankAccountOfAnotherTenantConcernsNoClientOfThisOne() {
		String owner = platform.newClientRecord(tenantId, "owner");
		String account = newAccount(owner);
		UUID otherTenant = platform.newTenant();
		Map<String, Object> endpoint = new HashMap<>(Map.of("tenantId", otherTenant, "url", receiver.url(), "clientId",
				owner));
		String othersEndpoint = http.postJson("/admin/v1/webhook-endpoints", admin, endpoint).json().get("id").asString();

		http.postJson("/admin/v1/events", admin, Map.of("tenantId", otherTenant, "type", "BankAccountAMLClosure",
				"parameters", Map.of("bankAccountId", account)));

		assertThat(types(othersEndpoint)).isEmpty();
	}

	private String newAccount(String... owners) {
		Http.Response response = http.postJson("/api/v3/bank-accounts", writer, Map.of("clientIds", List.of(owners),
				"accountHolderName", "Erika Mustermann", "bankName", "Commerzbank", "bic", "COBADEFFXXX",
				"alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban", IBAN));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("id").asString();
	}

	private String endpoint(String clientId) {
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", tenantId, "url", receiver.url(), "eventTypes",
				List.of("BONewBankAccountCreate", "PaymentSDDInstructionUploaded", "BankAccountAMLClosure")));
		if (clientId != null) {
			body.put("clientId", clientId);
		}
		Http.Response response = http.postJson("/admin/v1/webhook-endpoints", admin, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	private void unsubscribe(String clientId, String type) {
		assertThat(http.putJson("/api/v3/clients/" + clientId + "/webhooks/unsubscriptions/" + type, manager, "")
			.status()).isEqualTo(200);
	}

	private List<String> types(String endpointId) {
		return http.get("/admin/v1/webhook-deliveries?endpointId=" + endpointId, admin)
			.json()
			.valueStream()
			.map(delivery -> delivery.get("type"))
			.map(JsonNode::asString)
			.toList();
	}
}
