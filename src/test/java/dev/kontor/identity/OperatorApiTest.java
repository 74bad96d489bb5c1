package dev.kontor.identity;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/** The operator API: tenants, OAuth clients and users, with its input limits. */
class OperatorApiTest extends HttpTest {

	@Test
	void createsAndReadsATenant() {
		String admin = platform.adminToken();
		String name = Platform.unique("acme");

		Http.Response created = http.postJson("/admin/v1/tenants", admin, Map.of("name", name));

		assertThat(created.status()).isEqualTo(201);
		String id = created.json().get("id").asString();
		assertThat(UUID.fromString(id).version()).isEqualTo(7);
		Http.Response read = http.get("/admin/v1/tenants/" + id, admin);
		assertThat(read.json().get("name").asString()).isEqualTo(name);
	}

	@Test
	void secondTenantOfTheSameNameBreaksARule() {
		String admin = platform.adminToken();
		String name = Platform.unique("twice");
		http.postJson("/admin/v1/tenants", admin, Map.of("name", name));

		Http.Response response = http.postJson("/admin/v1/tenants", admin, Map.of("name", name));

		assertThat(response.status()).isEqualTo(422);
		assertThat(response.json().get("errors").has("name")).isTrue();
	}

	static Stream<Arguments> invalidTenantNames() {
		return Stream.of(Arguments.of(""), Arguments.of("   "), Arguments.of("n".repeat(201)));
	}

	@ParameterizedTest
	@MethodSource("invalidTenantNames")
	void refusesInvalidTenantName(String name) {
		Http.Response response = http.postJson("/admin/v1/tenants", platform.adminToken(), Map.of("name", name));

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("errors").get("name").isArray()).isTrue();
	}

	@Test
	void acceptsTenantNameAtTheLengthLimit() {
		Http.Response response = http.postJson("/admin/v1/tenants", platform.adminToken(),
				Map.of("name", Platform.unique("x") + "n".repeat(200 - Platform.unique("x").length())));

		assertThat(response.status()).isEqualTo(201);
	}

	@Test
	void unknownTenantAnswers404() {
		Http.Response response = http.get("/admin/v1/tenants/" + UUID.randomUUID(), platform.adminToken());

		assertThat(response.status()).isEqualTo(404);
		assertThat(response.json().get("status").asInt()).isEqualTo(404);
	}

	@Test
	void malformedIdAnswers400() {
		Http.Response response = http.get("/admin/v1/tenants/not-a-uuid", platform.adminToken());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("id")).isTrue();
	}

	@Test
	void registeredClientSecretIsShownOnlyOnce() {
		UUID tenantId = platform.newTenant();
		Http.Response created = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				registration(tenantId));
		assertThat(created.status()).isEqualTo(201);
		JsonNode body = created.json();
		assertThat(body.get("clientSecret").asString()).hasSizeGreaterThanOrEqualTo(43);
		assertThat(body.get("applicationType").asString()).isEqualTo("server");

		Http.Response read = http.get("/admin/v1/oauth-clients/" + body.get("clientId").asString(),
				platform.adminToken());

		assertThat(read.status()).isEqualTo(200);
		assertThat(read.json().get("clientSecret").isNull()).isTrue();
		assertThat(read.body()).doesNotContain(body.get("clientSecret").asString());
	}

	@Test
	void listsClientsOfATenantInPages() {
		UUID tenantId = platform.newTenant();
		for (int i = 0; i < 3; i++) {
			platform.newServerClient(tenantId, "clients.read");
		}

		Http.Response page = http.get("/admin/v1/oauth-clients?tenantId=" + tenantId + "&pageNumber=2&recordsPerPage=2",
				platform.adminToken());

		assertThat(page.status()).isEqualTo(200);
		assertThat(page.json().get("totalRecordCount").asLong()).isEqualTo(3);
		assertThat(page.json().get("data").size()).isEqualTo(1);
		assertThat(page.json().get("lastPage").asBoolean()).isTrue();
	}

	@Test
	void refusesPageNumberBelowOne() {
		Http.Response response = http.get("/admin/v1/tenants?pageNumber=0", platform.adminToken());

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("pageNumber")).isTrue();
	}

	@Test
	void capsRecordsPerPageAtThePlatformLimit() {
		Http.Response response = http.get("/admin/v1/tenants?recordsPerPage=2147483647", platform.adminToken());

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.json().get("recordsPerPage").asInt()).isEqualTo(1000);
	}

	static Stream<Arguments> invalidRegistrations() {
		return Stream.of(Arguments.of("applicationType", "robot"), Arguments.of("applicationName", ""),
				Arguments.of("applicationName", "a".repeat(201)), Arguments.of("grantTypes", List.of("password")),
				Arguments.of("grantTypes", List.of()), Arguments.of("scopes", List.of("no.such.scope")),
				Arguments.of("scopes", List.of()), Arguments.of("redirectUris", List.of("not a uri")),
				Arguments.of("redirectUris", List.of("https://app.example.com/cb#fragment")),
				Arguments.of("tenantId", "not-a-uuid"));
	}

	@ParameterizedTest(name = "{0} = {1}")
	@MethodSource("invalidRegistrations")
	void refusesInvalidRegistration(String field, Object value) {
		Map<String, Object> body = registration(platform.newTenant());
		body.put(field, value);

		Http.Response response = http.postJson("/admin/v1/oauth-clients", platform.adminToken(), body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
	}

	@Test
	void authorizationCodeClientNeedsARedirectUri() {
		Map<String, Object> body = registration(platform.newTenant());
		body.put("grantTypes", List.of("authorization_code"));

		Http.Response response = http.postJson("/admin/v1/oauth-clients", platform.adminToken(), body);

		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().get("errors").has("redirectUris")).isTrue();
	}

	@Test
	void clientOfUnknownTenantBreaksARule() {
		Http.Response response = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				registration(UUID.randomUUID()));

		assertThat(response.status()).isEqualTo(422);
		assertThat(response.json().get("errors").has("tenantId")).isTrue();
	}

	static Stream<Arguments> invalidUsers() {
		return Stream.of(Arguments.of("username", "ab"), Arguments.of("username", "u".repeat(101)),
				Arguments.of("username", "white space"), Arguments.of("password", "short"),
				Arguments.of("password", "p".repeat(129)), Arguments.of("password", "p".repeat(73)),
				Arguments.of("password", "\u20ac".repeat(25)), Arguments.of("email", "not-an-email"),
				Arguments.of("name", "n".repeat(201)));
	}

	@ParameterizedTest(name = "{0} = {1}")
	@MethodSource("invalidUsers")
	void refusesInvalidUser(String field, String value) {
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", platform.newTenant(), "username",
				Platform.unique("user"), "password", "a long enough password", "email", "user@example.com"));
		body.put(field, value);

		Http.Response response = http.postJson("/admin/v1/users", platform.adminToken(), body);

		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).isTrue();
	}

	@Test
	void acceptsAPasswordOf72Bytes() {
		Http.Response response = http.postJson("/admin/v1/users", platform.adminToken(), Map.of("tenantId",
				platform.newTenant(), "username", Platform.unique("user"), "password", "p".repeat(72)));

		assertThat(response.status()).as(response.toString()).isEqualTo(201);
	}

	@Test
	void secondUserOfTheSameUsernameBreaksARule() {
		Platform.User user = platform.newUser(platform.newTenant());

		Http.Response response = http.postJson("/admin/v1/users", platform.adminToken(), Map.of("tenantId",
				platform.newTenant(), "username", user.username(), "password", "a long enough password"));

		assertThat(response.status()).isEqualTo(422);
	}

	@Test
	void userViewCarriesNoPassword() {
		Platform.User user = platform.newUser(platform.newTenant());

		Http.Response response = http.get("/admin/v1/users/" + user.id(), platform.adminToken());

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.body()).doesNotContain("password").doesNotContain(user.password());
	}

	@Test
	void operatorApiNeedsPlatformAdminScope() {
		Platform.Client client = platform.newServerClient(platform.newTenant(), "clients.read");

		Http.Response response = http.get("/admin/v1/tenants", platform.clientCredentialsToken(client, "clients.read"));

		assertThat(response.status()).isEqualTo(403);
		assertThat(response.header("WWW-Authenticate")).contains("insufficient_scope");
	}

	private static Map<String, Object> registration(UUID tenantId) {
		return new HashMap<>(Map.of("tenantId", tenantId, "applicationName", "Back office", "applicationType",
				"server", "allowedOrigins", List.of("10.0.0.1"), "grantTypes", List.of("client_credentials"),
				"scopes", List.of("clients.read"), "redirectUris", List.of()));
	}
}
