package dev.kontor.identity;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/** Discovery, JWKS, OpenAPI, Swagger UI, health, metrics, and the fallback error body. */
class PlatformEndpointsTest extends HttpTest {

	@Test
	void discoveryNamesTheContractPaths() {
		JsonNode discovery = http.get("/.well-known/openid-configuration").json();

		assertThat(discovery.get("issuer").asString()).isEqualTo(BASE_URL);
		assertThat(discovery.get("authorization_endpoint").asString()).isEqualTo(BASE_URL + "/connect/authorize");
		assertThat(discovery.get("token_endpoint").asString()).isEqualTo(BASE_URL + "/connect/token");
		assertThat(discovery.get("jwks_uri").asString())
			.isEqualTo(BASE_URL + "/.well-known/openid-configuration/jwks");
		assertThat(discovery.get("userinfo_endpoint").asString()).isEqualTo(BASE_URL + "/connect/userinfo");
		assertThat(discovery.get("introspection_endpoint").asString()).isEqualTo(BASE_URL + "/connect/introspect");
		assertThat(discovery.get("revocation_endpoint").asString()).isEqualTo(BASE_URL + "/connect/revocation");
		assertThat(discovery.get("end_session_endpoint").asString()).isEqualTo(BASE_URL + "/connect/endsession");
		assertThat(discovery.get("code_challenge_methods_supported").valueStream().map(JsonNode::asString))
			.containsExactly("S256");
		assertThat(discovery.get("grant_types_supported").valueStream().map(JsonNode::asString))
			.containsExactlyInAnyOrder("authorization_code", "client_credentials", "refresh_token");
	}

	@Test
	void jwksPublishesPublicKeysOnly() {
		JsonNode jwks = http.get("/.well-known/openid-configuration/jwks").json();

		assertThat(jwks.get("keys").size()).isGreaterThanOrEqualTo(1);
		assertThat(jwks.toString()).doesNotContain("\"d\"").doesNotContain("\"p\"");
	}

	@Test
	void openApiDocumentListsTheOperatorApi() {
		Http.Response response = OpenApiDocument.response(http);

		assertThat(response.status()).isEqualTo(200);
		assertThat(response.json().get("paths").has("/admin/v1/tenants")).isTrue();
		assertThat(http.getHtml("/swagger-ui/index.html").status()).isEqualTo(200);
	}

	@Test
	void healthAndPrometheusMetricsAreServed() {
		assertThat(http.get("/actuator/health").json().get("status").asString()).isEqualTo("UP");
		Http.Response metrics = http.get("/actuator/prometheus");
		assertThat(metrics.status()).isEqualTo(200);
		assertThat(metrics.body()).contains("jvm_memory_used_bytes");
	}

	@Test
	void unknownPathAnswersProblemNotFrameworkDefault() {
		Http.Response response = http.get("/nothing/here");

		assertThat(response.status()).isEqualTo(404);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("instance").asString()).isEqualTo("/nothing/here");
	}

	@Test
	void unknownApiPathAnswers404ToAnAuthenticatedCaller() {
		Http.Response response = http.get("/api/v3/nothing", platform.adminToken());

		assertThat(response.status()).isEqualTo(404);
		assertThat(response.json().get("status").asInt()).isEqualTo(404);
	}

	@Test
	void masterDataPathsAnswerInTheMasterDataErrorBody() {
		Http.Response response = http.get("/api/masterdata/v2/overviews/DE0005140008");

		assertThat(response.status()).isEqualTo(401);
		assertThat(response.header("WWW-Authenticate")).startsWith("Bearer");
		JsonNode body = response.json();
		assertThat(body.get("status").asString()).isEqualTo("UNAUTHORIZED");
		assertThat(body.get("code").asString()).isEqualTo("401");
		assertThat(body.has("timestamp")).isTrue();
		assertThat(body.has("message")).isTrue();
		assertThat(body.has("exception")).isTrue();
	}

	@Test
	void loginPageRenders() {
		Http.Response page = http.getHtml("/account/login");

		assertThat(page.status()).isEqualTo(200);
		assertThat(page.body()).contains("Sign in").contains("name=\"_csrf\"");
	}
}
