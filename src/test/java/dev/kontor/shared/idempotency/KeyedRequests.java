package dev.kontor.shared.idempotency;

import java.net.http.HttpRequest;

import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Http;

/** POSTs with an {@code Idempotency-Key}, as an integrator's retrying client sends them. */
final class KeyedRequests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private KeyedRequests() {
	}

	/** The body as JSON, or as it is when it is a string already. */
	static Http.Response post(Http http, String path, String token, String key, Object body) {
		String json = body instanceof String text ? text : JSON.writeValueAsString(body);
		return http.send(http.request(path)
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "application/json")
			.header(IdempotencyKeyHeader.NAME, key)
			.POST(HttpRequest.BodyPublishers.ofString(json)));
	}
}
