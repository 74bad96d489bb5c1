package dev.kontor.testing;

import java.time.Duration;

import tools.jackson.databind.JsonNode;

import static org.assertj.core.api.Assertions.assertThat;

/** The running application's OpenAPI document. */
public final class OpenApiDocument {

	/** The first request builds the document, which takes long on a busy machine; later ones are answered at once. */
	private static final Duration FIRST_BUILD = Duration.ofMinutes(3);

	private OpenApiDocument() {
	}

	public static JsonNode fetch(Http http) {
		Http.Response response = response(http);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	public static Http.Response response(Http http) {
		return http.send(http.request("/v3/api-docs").timeout(FIRST_BUILD));
	}
}
