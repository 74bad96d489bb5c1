package dev.kontor.shared.web;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A write naming a property the server sets (an id, the tenant, the audit dates and users) is refused with 400 naming
 * it, instead of being ignored as if it had been taken; other unknown properties stay ignored, for clients written
 * against a newer version of the API.
 */
class ServerSetPropertiesTest extends HttpTest {

	private String token;

	private String clientId;

	@BeforeEach
	void tenant() {
		UUID tenantId = platform.newTenant();
		List<String> scopes = List.of("clients.read", "clients.write", "bankaccounts.write", "aml.write");
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, scopes.toArray(String[]::new)),
				String.join(" ", scopes));
		clientId = created(http.postJson("/api/v3/clients", token, client()), 201);
	}

	static Stream<Arguments> serverSetProperties() {
		return Stream.of(Arguments.of("tenantId", UUID.randomUUID().toString()),
				Arguments.of("id", UUID.randomUUID().toString()), Arguments.of("createdDate", "2020-01-01T00:00:00Z"),
				Arguments.of("createdUserId", UUID.randomUUID().toString()),
				Arguments.of("updatedDate", "2020-01-01T00:00:00Z"),
				Arguments.of("updatedUserId", UUID.randomUUID().toString()));
	}

	@ParameterizedTest
	@MethodSource("serverSetProperties")
	void aNewClientRecordRefusesAServerSetProperty(String property, String value) {
		assertRefused(http.postJson("/api/v3/clients", token, with(client(), property, value)), property);
	}

	@ParameterizedTest
	@MethodSource("serverSetProperties")
	void anUpdatedClientRecordRefusesAServerSetProperty(String property, String value) {
		Http.Response current = http.get("/api/v3/clients/" + clientId, token);

		assertRefused(http.putJson("/api/v3/clients/" + clientId, token, current.header("ETag"),
				with(client(), property, value)), property);
	}

	@Test
	void aNewBankAccountAndAnAmlRecordRefuseAServerSetProperty() {
		assertRefused(http.postJson("/api/v3/bank-accounts", token, with(bankAccount(), "tenantId",
				UUID.randomUUID().toString())), "tenantId");
		assertRefused(http.postJson("/api/v3/bank-accounts", token, with(bankAccount(), "id",
				UUID.randomUUID().toString())), "id");
		assertRefused(http.postJson("/api/v3/aml/pep-records", token, with(pepRecord(), "createdUserId",
				UUID.randomUUID().toString())), "createdUserId");
	}

	@Test
	void otherUnknownPropertiesAreIgnored() {
		assertThat(http.postJson("/api/v3/clients", token, with(client(), "nickname", "Eri")).status())
			.isEqualTo(201);
		assertThat(http.postJson("/api/v3/bank-accounts", token, with(bankAccount(), "branchName", "Mitte"))
			.status()).isEqualTo(200);
		assertThat(http.postJson("/api/v3/aml/pep-records", token, with(pepRecord(), "source", "list")).status())
			.isEqualTo(200);
	}

	@Test
	void aBodyThatDeclaresTheTenantStillSendsIt() {
		Http.Response user = http.postJson("/admin/v1/users", platform.adminToken(), Map.of("tenantId",
				platform.newTenant(), "username", Platform.unique("user"), "password", "correct horse battery staple",
				"email", "user@example.com", "name", "Test User"));

		assertThat(user.status()).as(user.toString()).isEqualTo(201);
	}

	private static void assertRefused(Http.Response response, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		JsonNode body = response.json();
		assertThat(body.get("detail").asString())
			.isEqualTo("Property '" + property + "' is set by the server and cannot be sent");
		assertThat(body.get("errors").get(property).get(0).asString())
			.isEqualTo("is set by the server and cannot be sent");
	}

	private Map<String, Object> client() {
		return Map.of("clientKey", Platform.unique("key"), "clientType", "Retail", "name", "Erika", "surname",
				"Mustermann");
	}

	private Map<String, Object> bankAccount() {
		return Map.of("clientIds", List.of(clientId), "accountHolderName", "Erika Mustermann", "bankName",
				"Commerzbank", "bic", "COBADEFFXXX", "alpha3CountryCode", "DEU", "currencyCode", "EUR", "iban",
				"DE89370400440532013000");
	}

	private Map<String, Object> pepRecord() {
		return Map.of("customerId", clientId, "isActive", true, "isBanned", false);
	}

	private static Map<String, Object> with(Map<String, Object> body, String property, Object value) {
		Map<String, Object> more = new HashMap<>(body);
		more.put(property, value);
		return more;
	}

	private static String created(Http.Response response, int status) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		return response.json().get("id").asString();
	}
}
