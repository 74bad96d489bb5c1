package dev.kontor.shared.web;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.MasterDataErrors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests Tomcat refuses before the application sees them (a request line or headers over the 32 KB limit, a path
 * holding an encoded NUL) are answered in the addressed API's error body, not in Tomcat's HTML page.
 */
class ContainerErrorReportTest extends HttpTest {

	private static final String OVER_THE_LIMIT = "a".repeat(40_000);

	@Test
	void aQueryStringOverTheLimitAnswersAProblem() {
		assertProblem(http.get("/api/v3/clients?clientKey=" + OVER_THE_LIMIT));
	}

	@Test
	void aPathOverTheLimitAnswersAProblem() {
		assertProblem(http.get("/api/v3/clients/" + OVER_THE_LIMIT));
	}

	@Test
	void headersOverTheLimitAnswerAProblem() {
		assertProblem(http.send(http.request("/api/v3/clients").header("X-Padding", OVER_THE_LIMIT).GET()));
	}

	@Test
	void aPathHoldingAnEncodedNulAnswersAProblem() {
		Http.Response response = http.get("/api/v3/clients/a%00b");

		assertProblem(response);
		assertThat(response.json().get("instance").asString()).isEqualTo("/api/v3/clients/a%00b");
	}

	@Test
	void aMasterDataPathTomcatRefusesAnswersTheMasterDataBody() {
		MasterDataErrors.assertError(http.get("/api/masterdata/v2/objects/a%00b"), 400, "BAD_REQUEST",
				"Bad Request");
	}

	private static void assertProblem(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isIn(400, 414, 431);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		JsonNode problem = response.json();
		assertThat(problem.get("status").asInt()).isEqualTo(response.status());
		assertThat(problem.get("type").asString()).startsWith("https://kontor.dev/problems/");
		assertThat(problem.get("title").asString()).isNotBlank();
		assertThat(problem.get("errors").isObject()).isTrue();
	}
}
