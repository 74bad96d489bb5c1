package dev.kontor.testing;

import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sets up tenants, clients and users through the operator API with the bootstrap admin client, and issues tokens
 * from the platform's own token endpoint: the way an operator and an integrator do it.
 */
public final class Platform {

	public static final String ADMIN_CLIENT_ID = "admin";

	public static final String ADMIN_CLIENT_SECRET = "admin-secret";

	/** The redirect URI of the web clients {@link #userTokens(User, String...)} registers. */
	public static final String USER_REDIRECT_URI = "https://app.example.com/callback";

	private static final AtomicInteger SEQUENCE = new AtomicInteger();

	private final Http http;

	public Platform(Http http) {
		this.http = http;
	}

	public record Client(UUID tenantId, String clientId, String clientSecret) {
	}

	public record User(UUID tenantId, UUID id, String username, String password) {
	}

	public String adminToken() {
		return clientCredentialsToken(ADMIN_CLIENT_ID, ADMIN_CLIENT_SECRET, "platform.admin");
	}

	public String clientCredentialsToken(Client client, String scope) {
		return clientCredentialsToken(client.clientId(), client.clientSecret(), scope);
	}

	public String clientCredentialsToken(String clientId, String clientSecret, String scope) {
		Http.Response response = http.postForm("/connect/token", clientId, clientSecret,
				Http.form("grant_type", "client_credentials", "scope", scope));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("access_token").asString();
	}

	public UUID newTenant() {
		Http.Response response = http.postJson("/admin/v1/tenants", adminToken(),
				Map.of("name", unique("tenant")));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return UUID.fromString(response.json().get("id").asString());
	}

	/** A client record (document 3) of the tenant, created with a token of a server client of its own. */
	public String newClientRecord(UUID tenantId, String clientKey) {
		String writer = clientCredentialsToken(newServerClient(tenantId, "clients.write"), "clients.write");
		Http.Response response = http.postJson("/api/v3/clients", writer, Map.of("clientKey", clientKey, "clientType",
				"Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	public Client newServerClient(UUID tenantId, String... scopes) {
		return register(tenantId, "server", List.of("client_credentials"), Set.of(scopes), List.of());
	}

	public Client newWebClient(UUID tenantId, String redirectUri, String... scopes) {
		return register(tenantId, "web", List.of("authorization_code", "refresh_token"), Set.of(scopes),
				List.of(redirectUri));
	}

	public Client register(UUID tenantId, String applicationType, List<String> grantTypes, Set<String> scopes,
			List<String> redirectUris) {
		Http.Response response = http.postJson("/admin/v1/oauth-clients", adminToken(),
				Map.of("tenantId", tenantId, "applicationName", unique("app"), "applicationType", applicationType,
						"allowedOrigins", List.of(), "grantTypes", grantTypes, "scopes", scopes, "redirectUris",
						redirectUris));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		JsonNode body = response.json();
		return new Client(tenantId, body.get("clientId").asString(), body.get("clientSecret").asString());
	}

	/** A user of the tenant with these roles (none: a plain user). */
	public User newUser(UUID tenantId, String... roles) {
		return createUser(tenantId, Map.of("roles", List.of(roles)));
	}

	/** A plain user of the tenant linked to the client record: the user's tokens act for that record only. */
	public User newUserOfClientRecord(UUID tenantId, String clientRecordId) {
		return createUser(tenantId, Map.of("clientId", clientRecordId));
	}

	private User createUser(UUID tenantId, Map<String, Object> more) {
		String username = unique("user");
		String password = "correct horse battery " + username;
		Map<String, Object> body = new HashMap<>(Map.of("tenantId", tenantId, "username", username, "password",
				password, "email", username + "@example.com", "name", "Test User"));
		body.putAll(more);
		Http.Response response = http.postJson("/admin/v1/users", adminToken(), body);
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return new User(tenantId, UUID.fromString(response.json().get("id").asString()), username, password);
	}

	/**
	 * The token response of the user signing in (authorization code with PKCE, every scope consented) through a new
	 * web client of the user's tenant that may ask for these scopes.
	 */
	public JsonNode userTokens(User user, String... scopes) {
		return userTokens(newWebClient(user.tenantId(), USER_REDIRECT_URI, scopes), user, String.join(" ", scopes));
	}

	public JsonNode userTokens(Client webClient, User user, String scope) {
		Pkce pkce = Pkce.generate();
		String code = SignIn.newBrowser(http.baseUrl())
			.authorize(webClient, user, USER_REDIRECT_URI, scope, "s", pkce)
			.get("code");
		Http.Response response = http.postForm("/connect/token", webClient.clientId(), webClient.clientSecret(),
				Http.form("grant_type", "authorization_code", "code", code, "redirect_uri", USER_REDIRECT_URI,
						"code_verifier", pkce.verifier()));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	/** A user access token, see {@link #userTokens(User, String...)}. */
	public String userToken(User user, String... scopes) {
		return userTokens(user, scopes).get("access_token").asString();
	}

	/** Tenant {@code operator}'s id, read from the bootstrap client's token. */
	public UUID operatorTenantId() {
		String payload = adminToken().split("\\.")[1];
		JsonNode claims = JsonMapper.shared().readTree(Base64.getUrlDecoder().decode(payload));
		return UUID.fromString(claims.get("tenant_id").asString());
	}

	/**
	 * A token of a price connector the operator registers (a client of tenant operator with {@code pricefeed.write}
	 * and {@code pricefeed.read}), which writes the quotes of every provider: a tenant's own client writes none.
	 */
	public String priceConnectorToken() {
		return clientCredentialsToken(newServerClient(operatorTenantId(), "pricefeed.read", "pricefeed.write"),
				"pricefeed.read pricefeed.write");
	}

	public static String unique(String prefix) {
		return prefix + "-" + SEQUENCE.incrementAndGet() + "-" + UUID.randomUUID().toString().substring(0, 8);
	}
}
