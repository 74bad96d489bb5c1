package dev.kontor.aml.parameters;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** A fresh tenant for every test, with a writing and a reading integrator, and shortcuts for the parameter API. */
abstract class ParameterHttpTest extends HttpTest {

	protected UUID tenantId;

	protected String writer;

	protected String reader;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read", "aml.write"),
				"aml.read aml.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read"), "aml.read");
	}

	protected Http.Response post(ParameterFamily family, Map<String, Object> body) {
		return http.postJson(ParameterBodies.path(family), writer, body);
	}

	protected Http.Response put(ParameterFamily family, String recordId, Map<String, Object> body) {
		return http.putJson(ParameterBodies.path(family) + "/" + recordId, writer, body);
	}

	protected Http.Response makeInactive(ParameterFamily family, String recordId) {
		return http.putJson(ParameterBodies.path(family) + "/" + recordId + "/inactive", writer, Map.of());
	}

	/** Creates the record and answers its id. */
	protected String create(ParameterFamily family, Map<String, Object> body) {
		Http.Response response = post(family, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("id").asString();
	}

	protected static void assertProblem(Http.Response response, int status, String property) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("errors").has(property)).as(response.toString()).isTrue();
	}
}
