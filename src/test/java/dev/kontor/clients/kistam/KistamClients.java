package dev.kontor.clients.kistam;

import java.util.HashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Client records of the church tax tests, made and moved through the client API with a writer's token. */
final class KistamClients {

	private KistamClients() {
	}

	/** A retail client record, with the tax id when given; its id. */
	static String create(Http http, String writer, String clientKey, @Nullable String taxIdentificationNumber) {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name",
				"Erika", "surname", "Mustermann"));
		if (taxIdentificationNumber != null) {
			body.put("taxIdentificationNumber", taxIdentificationNumber);
		}
		Http.Response response = http.postJson("/api/v3/clients", writer, body);
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	static Http.Response status(Http http, String writer, String id, String status) {
		return http.putJson("/api/v3/clients/" + id + "/status", writer, Map.of("status", status));
	}
}
