package dev.kontor.identity;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.identity.clients.RegisteredClients;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * User roles per tenant (contract section 3): a user token carries platform.admin only with the operator role,
 * aml.officer only with aml-officer; disabling a user or changing its roles ends its tokens; refresh tokens end an
 * absolute lifetime after signing in.
 */
class UserRolesTest extends HttpTest {

	private static final String OFFICER_SCOPES = "openid aml.read aml.officer";

	@Autowired
	MutableClock clock;

	@Autowired
	IdentitySettings settings;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	RegisteredClients registeredClients;

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	@Test
	void aUserIsAPlainUserUnlessGivenRoles() {
		UUID tenantId = platform.newTenant();

		assertThat(roles(get(platform.newUser(tenantId)))).containsExactly("user");
		assertThat(roles(get(platform.newUser(tenantId, "aml-officer", "user")))).containsExactlyInAnyOrder(
				"aml-officer", "user");
	}

	@Test
	void refusesUnknownRolesAndTheOperatorRoleOutsideTenantOperator() {
		UUID tenantId = platform.newTenant();

		Http.Response unknown = createUser(tenantId, List.of("superuser"));
		Http.Response operator = createUser(tenantId, List.of("operator"));
		Http.Response changed = http.putJson("/admin/v1/users/" + platform.newUser(tenantId).id() + "/roles",
				platform.adminToken(), Map.of("roles", List.of("operator")));

		assertThat(unknown.status()).isEqualTo(400);
		assertThat(unknown.json().get("errors").has("roles")).isTrue();
		assertThat(operator.status()).isEqualTo(422);
		assertThat(operator.json().get("errors").has("roles")).isTrue();
		assertThat(changed.status()).isEqualTo(422);
		assertThat(createUser(platform.operatorTenantId(), List.of("operator")).status()).isEqualTo(201);
	}

	@Test
	void rolesAndEnabledChangeThroughTheOperatorApiOnly() {
		Platform.User user = platform.newUser(platform.newTenant());
		String path = "/admin/v1/users/" + user.id();

		Http.Response roles = http.putJson(path + "/roles", platform.adminToken(), Map.of("roles", List.of("aml-officer")));
		Http.Response disabled = http.putJson(path + "/enabled", platform.adminToken(), Map.of("enabled", false));

		assertThat(roles.status()).as(roles.toString()).isEqualTo(200);
		assertThat(roles(roles.json())).containsExactly("aml-officer");
		assertThat(disabled.json().get("enabled").asBoolean()).isFalse();
		assertThat(http.putJson(path + "/enabled", platform.adminToken(), Map.of()).status()).isEqualTo(400);
		assertThat(http.putJson(path + "/roles", platform.adminToken(), Map.of()).status()).isEqualTo(400);
		assertThat(http.putJson("/admin/v1/users/" + UUID.randomUUID() + "/enabled", platform.adminToken(),
				Map.of("enabled", true)).status()).isEqualTo(404);
		String tenantToken = platform.clientCredentialsToken(platform.newServerClient(user.tenantId(), "clients.write"),
				"clients.write");
		assertThat(http.putJson(path + "/roles", tenantToken, Map.of("roles", List.of("aml-officer"))).status())
			.isEqualTo(403);
	}

	@Test
	void aUserTokenCarriesTheOfficerScopeOnlyWithTheOfficerRole() {
		UUID tenantId = platform.newTenant();

		JsonNode plain = platform.userTokens(platform.newUser(tenantId), OFFICER_SCOPES.split(" "));
		JsonNode officer = platform.userTokens(platform.newUser(tenantId, "aml-officer"), OFFICER_SCOPES.split(" "));

		assertThat(scopes(plain)).contains("aml.read").doesNotContain("aml.officer");
		assertThat(claimScopes(plain)).contains("aml.read").doesNotContain("aml.officer");
		assertThat(scopes(officer)).contains("aml.read", "aml.officer");
		assertThat(claimScopes(officer)).contains("aml.read", "aml.officer");
	}

	@Test
	void platformAdminIsOnlyForTheOperatorRoleInTenantOperator() {
		UUID operatorTenant = platform.operatorTenantId();
		Platform.Client console = platform.newWebClient(operatorTenant, Platform.USER_REDIRECT_URI, "openid",
				"platform.admin");

		JsonNode operator = platform.userTokens(console, platform.newUser(operatorTenant, "operator"),
				"openid platform.admin");
		JsonNode plain = platform.userTokens(console, platform.newUser(operatorTenant), "openid platform.admin");

		assertThat(claimScopes(operator)).contains("platform.admin");
		assertThat(http.get("/admin/v1/tenants", operator.get("access_token").asString()).status()).isEqualTo(200);
		assertThat(claimScopes(plain)).doesNotContain("platform.admin");
		assertThat(http.get("/admin/v1/tenants", plain.get("access_token").asString()).status()).isEqualTo(403);
	}

	@Test
	void platformAdminCannotBeRegisteredForAnotherTenantsClient() {
		Http.Response refused = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				Map.of("tenantId", platform.newTenant(), "applicationName", "app", "applicationType", "web",
						"allowedOrigins", List.of(), "grantTypes", List.of("authorization_code"), "scopes",
						List.of("openid", "platform.admin"), "redirectUris", List.of(Platform.USER_REDIRECT_URI)));

		assertThat(refused.status()).isEqualTo(422);
		assertThat(refused.json().get("errors").has("scopes")).isTrue();
	}

	@Test
	void aTenantsClientThatHeldPlatformAdminBeforeTheRuleGetsNoSuchToken() {
		Platform.Client legacy = platform.newServerClient(platform.newTenant(), "clients.read");
		jdbc.sql("UPDATE oauth_clients SET scopes = 'clients.read platform.admin' WHERE client_id = :clientId")
			.param("clientId", legacy.clientId())
			.update();
		registeredClients.forget(legacy.clientId());

		Http.Response refused = http.postForm("/connect/token", legacy.clientId(), legacy.clientSecret(),
				Http.form("grant_type", "client_credentials", "scope", "clients.read platform.admin"));

		assertThat(refused.status()).isEqualTo(400);
		assertThat(refused.json().get("error").asString()).isEqualTo("invalid_scope");
		assertThat(platform.clientCredentialsToken(legacy, "clients.read")).isNotBlank();
	}

	@Test
	void disablingAUserEndsItsTokensAtOnce() {
		Platform.User user = platform.newUser(platform.newTenant(), "aml-officer");
		Platform.Client app = platform.newWebClient(user.tenantId(), Platform.USER_REDIRECT_URI,
				OFFICER_SCOPES.split(" "));
		JsonNode tokens = platform.userTokens(app, user, OFFICER_SCOPES);
		assertThat(refresh(app, tokens).status()).as("before").isEqualTo(200);
		JsonNode current = platform.userTokens(app, user, OFFICER_SCOPES);

		http.putJson("/admin/v1/users/" + user.id() + "/enabled", platform.adminToken(), Map.of("enabled", false));

		Http.Response refreshed = refresh(app, current);
		assertThat(refreshed.status()).isEqualTo(400);
		assertThat(refreshed.json().get("error").asString()).isEqualTo("invalid_grant");
		assertThat(http.get("/connect/userinfo", current.get("access_token").asString()).status()).isEqualTo(401);
		assertThat(http.get("/api/v3/aml/settings", current.get("access_token").asString()).status()).isEqualTo(401);
	}

	@Test
	void changingAUsersRolesEndsItsTokensAndTheNextSignInHasTheNewScopes() {
		Platform.User user = platform.newUser(platform.newTenant(), "aml-officer");
		Platform.Client app = platform.newWebClient(user.tenantId(), Platform.USER_REDIRECT_URI,
				OFFICER_SCOPES.split(" "));
		JsonNode tokens = platform.userTokens(app, user, OFFICER_SCOPES);

		http.putJson("/admin/v1/users/" + user.id() + "/roles", platform.adminToken(), Map.of("roles", List.of("user")));

		assertThat(refresh(app, tokens).status()).isEqualTo(400);
		assertThat(http.get("/connect/userinfo", tokens.get("access_token").asString()).status()).isEqualTo(401);
		assertThat(claimScopes(platform.userTokens(app, user, OFFICER_SCOPES))).doesNotContain("aml.officer");
	}

	@Test
	void refreshTokensEndTheAbsoluteLifetimeAfterSigningInHoweverOftenTheyRotate() {
		Platform.User user = platform.newUser(platform.newTenant());
		Platform.Client app = platform.newWebClient(user.tenantId(), Platform.USER_REDIRECT_URI, "openid");
		Duration leftOfLifetime = Duration.ofHours(1);
		clock.advance(leftOfLifetime.minus(settings.refreshTokenAbsoluteLifetime()));
		JsonNode tokens = platform.userTokens(app, user, "openid");
		clock.reset();

		Http.Response rotated = refresh(app, tokens);

		assertThat(rotated.status()).as(rotated.toString()).isEqualTo(200);
		Instant expires = refreshTokenExpiry(app, rotated.json());
		assertThat(expires).isBefore(Instant.now().plus(leftOfLifetime).plusSeconds(5))
			.isAfter(Instant.now().plus(leftOfLifetime).minusSeconds(60));
		assertThat(settings.refreshTokenTtl()).isGreaterThan(leftOfLifetime.plusMinutes(5));
	}

	@Test
	void aSessionPastItsAbsoluteLifetimeGetsNoWorkingRefreshToken() {
		Platform.User user = platform.newUser(platform.newTenant());
		Platform.Client app = platform.newWebClient(user.tenantId(), Platform.USER_REDIRECT_URI, "openid");
		clock.advance(settings.refreshTokenAbsoluteLifetime().plusMinutes(1).negated());
		JsonNode tokens = platform.userTokens(app, user, "openid");
		clock.reset();

		Http.Response refreshed = refresh(app, tokens);

		assertThat(refreshed.status()).isEqualTo(400);
		assertThat(refreshed.json().get("error").asString()).isEqualTo("invalid_grant");
	}

	private Http.Response createUser(UUID tenantId, List<String> roles) {
		String username = Platform.unique("user");
		return http.postJson("/admin/v1/users", platform.adminToken(), Map.of("tenantId", tenantId, "username",
				username, "password", "correct horse battery staple", "roles", roles));
	}

	private JsonNode get(Platform.User user) {
		return http.get("/admin/v1/users/" + user.id(), platform.adminToken()).json();
	}

	private Http.Response refresh(Platform.Client app, JsonNode tokens) {
		return http.postForm("/connect/token", app.clientId(), app.clientSecret(),
				Http.form("grant_type", "refresh_token", "refresh_token", tokens.get("refresh_token").asString()));
	}

	private Instant refreshTokenExpiry(Platform.Client app, JsonNode tokens) {
		Http.Response introspected = http.postForm("/connect/introspect", app.clientId(), app.clientSecret(),
				Http.form("token", tokens.get("refresh_token").asString()));
		assertThat(introspected.json().get("active").asBoolean()).as(introspected.toString()).isTrue();
		return Instant.ofEpochSecond(introspected.json().get("exp").asLong());
	}

	private static List<String> roles(JsonNode user) {
		return user.get("roles").valueStream().map(JsonNode::asString).toList();
	}

	private static List<String> scopes(JsonNode tokenResponse) {
		return Arrays.asList(tokenResponse.get("scope").asString().split(" "));
	}

	private static List<String> claimScopes(JsonNode tokenResponse) {
		String payload = tokenResponse.get("access_token").asString().split("\\.")[1];
		JsonNode claims = JsonMapper.shared().readTree(Base64.getUrlDecoder().decode(payload));
		return Arrays.asList(claims.get("scope").asString().split(" "));
	}
}
