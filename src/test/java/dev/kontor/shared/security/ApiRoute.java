package dev.kontor.shared.security;

import dev.kontor.testing.Http;

/** A request of the client record binding tests: method, path and JSON body (null for a GET or DELETE). */
record ApiRoute(String method, String path, Object body) {

	Http.Response send(Http http, String token) {
		return switch (method) {
			case "GET" -> http.get(path, token);
			case "POST" -> http.postJson(path, token, body);
			case "PUT" -> http.putJson(path, token, body);
			case "DELETE" -> http.send(http.request(path).header("Authorization", "Bearer " + token).DELETE());
			default -> throw new IllegalArgumentException(method);
		};
	}

	@Override
	public String toString() {
		return method + " " + path;
	}
}
