package dev.kontor.accounts;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A client record's default internal and deposit accounts must be its own Active accounts (contract, section 8). */
class ClientDefaultAccountsTest extends HttpTest {

	private AccountsTenant tenant;

	private String clientId;

	private String clientKey;

	@BeforeEach
	void tenant() {
		tenant = new AccountsTenant(http, platform);
		clientKey = "default-holder";
		Http.Response created = http.postJson("/api/v3/clients", tenant.token, body(Map.of()));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		clientId = created.json().get("id").asString();
	}

	@Test
	void theClientsOwnActiveAccountsAreTakenAsDefaults() {
		String internal = tenant.activeInternalAccount(clientId, "EUR");
		String deposit = tenant.activeDepositAccount(clientId);

		Http.Response updated = update(Map.of("defaultInternalAccountId", internal, "defaultDepositAccountId", deposit));

		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		JsonNode client = tenant.get("/api/v3/clients/" + clientId);
		assertThat(client.get("defaultInternalAccountId").asString()).isEqualTo(internal);
		assertThat(client.get("defaultDepositAccountId").asString()).isEqualTo(deposit);
	}

	@Test
	void anAccountThatIsNotActiveIsRefused() {
		String initialInternal = tenant.internalAccount(clientId, "EUR").get("id").asString();
		String suspendedDeposit = tenant.activeDepositAccount(clientId);
		assertThat(tenant.status("deposit-accounts", suspendedDeposit, "Suspended").status()).isEqualTo(200);

		assertRefused(update(Map.of("defaultInternalAccountId", initialInternal)), "defaultInternalAccountId");
		assertRefused(update(Map.of("defaultDepositAccountId", suspendedDeposit)), "defaultDepositAccountId");
	}

	@Test
	void anotherClientsOrTenantsOrUnknownAccountIsRefused() {
		String otherClient = tenant.newClient();
		String othersInternal = tenant.activeInternalAccount(otherClient, "EUR");
		String othersDeposit = tenant.activeDepositAccount(otherClient);
		AccountsTenant otherTenant = new AccountsTenant(http, platform);
		String foreignInternal = otherTenant.activeInternalAccount(otherTenant.newClient(), "EUR");

		assertRefused(update(Map.of("defaultInternalAccountId", othersInternal)), "defaultInternalAccountId");
		assertRefused(update(Map.of("defaultDepositAccountId", othersDeposit)), "defaultDepositAccountId");
		assertRefused(update(Map.of("defaultInternalAccountId", foreignInternal)), "defaultInternalAccountId");
		assertRefused(update(Map.of("defaultInternalAccountId", UUID.randomUUID())), "defaultInternalAccountId");
		String deposit = tenant.activeDepositAccount(clientId);
		assertRefused(update(Map.of("defaultInternalAccountId", deposit)), "defaultInternalAccountId");
	}

	@Test
	void aNewClientRecordCannotNameDefaultAccountsYet() {
		clientKey = "new-holder";

		Http.Response created = http.postJson("/api/v3/clients", tenant.token, body(Map.of("defaultDepositAccountId",
				tenant.activeDepositAccount(clientId))));

		assertRefused(created, "defaultDepositAccountId");
	}

	private Http.Response update(Map<String, Object> defaults) {
		return http.putJson("/api/v3/clients/" + clientId, tenant.token, body(defaults));
	}

	private Map<String, Object> body(Map<String, Object> defaults) {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name",
				"Erika", "surname", "Mustermann"));
		body.putAll(defaults);
		return body;
	}

	private static void assertRefused(Http.Response response, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("errors").has(property)).as(response.toString()).isTrue();
	}
}
