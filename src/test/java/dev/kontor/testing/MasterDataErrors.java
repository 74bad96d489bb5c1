package dev.kontor.testing;

import java.util.Map;

import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;

/** Document 2's error body, as every master data error must answer it. */
public final class MasterDataErrors {

	private MasterDataErrors() {
	}

	/**
	 * Asserts the status, and a body of exactly {@code status} (the status name), {@code timestamp}, {@code code} (its
	 * number), {@code message} (containing each of the words), {@code error} and {@code exception}.
	 */
	public static void assertError(Http.Response response, int code, String status, String... messageWords) {
		assertThat(response.status()).as(response.toString()).isEqualTo(code);
		JsonNode body = response.json();
		assertThat(body.get("status").asString()).isEqualTo(status);
		assertThat(body.get("code").asString()).isEqualTo(String.valueOf(code));
		assertThat(body.get("timestamp").asString()).isNotBlank();
		assertThat(body.get("error").asString()).isNotBlank();
		assertThat(body.get("exception").asString()).isNotBlank();
		assertThat(body.get("message").asString()).as(response.toString()).isNotBlank();
		for (String word : messageWords) {
			assertThat(body.get("message").asString()).as(response.toString()).contains(word);
		}
		assertThat(body.properties()).extracting(Map.Entry::getKey)
			.containsExactlyInAnyOrder("status", "timestamp", "code", "message", "error", "exception");
	}
}
