package dev.kontor.shared.web;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.EventStreamClient;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The APIs' security headers are on the answer before the request is handled, so that an answer another thread
 * writes (the event stream's) never has headers set by two threads at once; and they are still on every answer.
 */
class SecurityHeadersFirstTest extends HttpTest {

	@Test
	void theSecurityHeadersAreWrittenBeforeTheHandlerRuns() {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "clients.read"),
				"clients.read");

		Http.Response answer = http.get("/api/test/headers-before-handler", token);

		assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
		JsonNode seenByTheHandler = answer.json();
		assertThat(seenByTheHandler.get("X-Content-Type-Options").asString()).isEqualTo("nosniff");
		assertThat(seenByTheHandler.get("X-Frame-Options").asString()).isEqualTo("DENY");
		assertThat(seenByTheHandler.get("Cache-Control").asString()).contains("no-store");
		assertThat(answer.header("X-Content-Type-Options")).isEqualTo("nosniff");
		assertThat(answer.header("X-Frame-Options")).isEqualTo("DENY");
	}

	@Test
	void anOpenEventStreamHasItsOwnCacheControlAndTheSecurityHeaders() {
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "events.read"),
				"events.read");

		try (EventStreamClient stream = EventStreamClient.open(BASE_URL, "/api/v3/events/stream", token, null)) {
			assertThat(stream.status()).isEqualTo(200);
			assertThat(stream.header("Cache-Control")).isEqualTo("no-store");
			assertThat(stream.header("X-Accel-Buffering")).isEqualTo("no");
			assertThat(stream.header("X-Content-Type-Options")).isEqualTo("nosniff");
			assertThat(stream.header("X-Frame-Options")).isEqualTo("DENY");
		}
	}
}
