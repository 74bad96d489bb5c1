package dev.kontor.identity;

import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code client_record_id} claim: in the access tokens (from the code and from a refresh), the introspection and
 * the userinfo of a user linked to a client record; never for an unlinked user or a client-credentials token.
 */
class ClientRecordClaimTest extends HttpTest {

	private static final String SCOPE = "openid profile clients.read";

	private UUID tenantId;

	private String clientRecordId;

	private Platform.Client webClient;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		clientRecordId = platform.newClientRecord(tenantId, Platform.unique("linked"));
		webClient = platform.newWebClient(tenantId, Platform.USER_REDIRECT_URI, "openid", "profile", "clients.read");
	}

	@Test
	void accessTokenIntrospectionAndUserinfoOfALinkedUserNameItsClientRecord() {
		Platform.User user = platform.newUserOfClientRecord(tenantId, clientRecordId);

		JsonNode tokens = platform.userTokens(webClient, user, SCOPE);

		String accessToken = tokens.get("access_token").asString();
		assertThat(claims(accessToken).get("client_record_id").asString()).isEqualTo(clientRecordId);
		assertThat(claims(accessToken).get("sub").asString()).isEqualTo(user.id().toString());
		JsonNode introspection = introspect(accessToken);
		assertThat(introspection.get("active").asBoolean()).isTrue();
		assertThat(introspection.get("client_record_id").asString()).isEqualTo(clientRecordId);
		Http.Response userinfo = http.get("/connect/userinfo", accessToken);
		assertThat(userinfo.status()).as(userinfo.toString()).isEqualTo(200);
		assertThat(userinfo.json().get("client_record_id").asString()).isEqualTo(clientRecordId);
	}

	@Test
	void aRefreshedAccessTokenKeepsTheClaim() {
		Platform.User user = platform.newUserOfClientRecord(tenantId, clientRecordId);
		JsonNode tokens = platform.userTokens(webClient, user, SCOPE);

		Http.Response refreshed = http.postForm("/connect/token", webClient.clientId(), webClient.clientSecret(),
				Http.form("grant_type", "refresh_token", "refresh_token", tokens.get("refresh_token").asString()));

		assertThat(refreshed.status()).as(refreshed.toString()).isEqualTo(200);
		assertThat(claims(refreshed.json().get("access_token").asString()).get("client_record_id").asString())
			.isEqualTo(clientRecordId);
	}

	@Test
	void anUnlinkedUsersTokensCarryNoClientRecord() {
		Platform.User user = platform.newUser(tenantId);

		String accessToken = platform.userTokens(webClient, user, SCOPE).get("access_token").asString();

		assertThat(claims(accessToken).has("client_record_id")).isFalse();
		assertThat(claims(accessToken).get("sub").asString()).isEqualTo(user.id().toString());
		assertThat(introspect(accessToken).has("client_record_id")).isFalse();
		assertThat(http.get("/connect/userinfo", accessToken).json().has("client_record_id")).isFalse();
	}

	@Test
	void aClientCredentialsTokenCarriesNoClientRecord() {
		Platform.Client server = platform.newServerClient(tenantId, "clients.read");

		String accessToken = platform.clientCredentialsToken(server, "clients.read");

		assertThat(claims(accessToken).has("client_record_id")).isFalse();
		assertThat(claims(accessToken).get("tenant_id").asString()).isEqualTo(tenantId.toString());
	}

	private JsonNode introspect(String token) {
		Http.Response response = http.postForm("/connect/introspect", webClient.clientId(), webClient.clientSecret(),
				Http.form("token", token));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	private static JsonNode claims(String jwt) {
		return ClientCredentialsGrantTest.jwtPart(jwt, 1);
	}
}
