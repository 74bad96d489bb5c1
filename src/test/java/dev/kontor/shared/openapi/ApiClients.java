package dev.kontor.shared.openapi;

import dev.kontor.client.ApiClient;

/** The generated Java client, pointed at the running server and sending a bearer token with every call. */
final class ApiClients {

	private ApiClients() {
	}

	static ApiClient withToken(String baseUrl, String accessToken) {
		ApiClient client = new ApiClient();
		client.updateBaseUri(baseUrl);
		client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + accessToken));
		return client;
	}
}
