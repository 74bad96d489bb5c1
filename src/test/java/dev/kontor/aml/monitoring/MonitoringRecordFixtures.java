package dev.kontor.aml.monitoring;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

import dev.kontor.shared.security.Caller;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant with a writer (AML and client scopes) and a reader (aml.read only), and helpers that create client
 * records and monitoring records over HTTP.
 */
final class MonitoringRecordFixtures {

	static final String WRITER_SCOPES = "aml.read aml.write clients.read clients.write";

	final UUID tenantId;

	final String writer;

	/** The id written to createdUserId and updatedUserId for the writer's calls. */
	final UUID writerActorId;

	final String reader;

	private final Http http;

	MonitoringRecordFixtures(Platform platform, Http http) {
		this.http = http;
		this.tenantId = platform.newTenant();
		Platform.Client writerClient = platform.newServerClient(tenantId, WRITER_SCOPES.split(" "));
		this.writer = platform.clientCredentialsToken(writerClient, WRITER_SCOPES);
		this.writerActorId = Caller.actorIdOfClient(writerClient.clientId());
		this.reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.read"), "aml.read");
	}

	String newCustomer() {
		Http.Response response = http.postJson("/api/v3/clients", writer, Map.of("clientKey",
				Platform.unique("customer"), "clientType", "Retail", "name", "Erika", "surname", "Mustermann"));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.json().get("id").asString();
	}

	/** An active record body for {@code family}, with the record type other-records require. */
	static Map<String, Object> body(String family, String customerId) {
		Map<String, Object> body = new HashMap<>(Map.of("customerId", customerId, "isActive", true));
		if (family.equals("other-records")) {
			body.put("recordType", "AdverseMedia");
		}
		return body;
	}

	Http.Response create(String family, Map<String, Object> body) {
		return http.postJson("/api/v3/aml/" + family, writer, body);
	}

	String createActive(String family, String customerId) {
		Http.Response response = create(family, body(family, customerId));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get("id").asString();
	}

	Http.Response update(String family, String recordId, Map<String, Object> body) {
		return http.putJson("/api/v3/aml/" + family + "/" + recordId, writer, body);
	}

	Http.Response makeInactive(String family, String recordId) {
		return http.putJson("/api/v3/aml/" + family + "/" + recordId + "/inactive", writer, "");
	}
}
