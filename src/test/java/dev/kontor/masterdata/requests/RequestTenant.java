package dev.kontor.masterdata.requests;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.MasterDataErrors;
import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A tenant set up for instrument request tests over HTTP: a writer's token (masterdata.read and masterdata.write),
 * a reader's token, the tenant-scoped base path, and helpers that call the API as an integrator would.
 */
final class RequestTenant {

	static final String OWN_TENANT = "/api/masterdata/v2/instrument-requests";

	final UUID tenantId;

	/** Tenant-scoped base path of this tenant's requests. */
	final String base;

	/** Token with masterdata.read and masterdata.write. */
	final String writer;

	/** Token with masterdata.read only. */
	final String reader;

	private final Http http;

	RequestTenant(Http http, Platform platform) {
		this.http = http;
		this.tenantId = platform.newTenant();
		this.base = "/api/masterdata/v2/tenants/" + tenantId + "/instrument-requests";
		this.writer = platform.clientCredentialsToken(
				platform.newServerClient(tenantId, "masterdata.read", "masterdata.write"),
				"masterdata.read masterdata.write");
		this.reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "masterdata.read"),
				"masterdata.read");
	}

	/** A valid ISIN no other test uses: country XS, nine random digits and its ISO 6166 check digit. */
	static String newIsin() {
		String first11 = "XS" + (100_000_000 + ThreadLocalRandom.current().nextInt(900_000_000));
		return first11 + IdentifierRules.isinCheckDigit(first11);
	}

	static Map<String, Object> body(String idType, String actualId, String objectType, String operation) {
		Map<String, Object> body = new HashMap<>();
		body.put("idType", idType);
		body.put("actualId", actualId);
		body.put("financialObjectType", objectType);
		body.put("operationType", operation);
		return body;
	}

	Http.Response post(Map<String, Object> body) {
		return http.postJson(base, writer, body);
	}

	/** Creates the request and answers it, asserting 200. */
	JsonNode create(String idType, String actualId, String objectType, String operation) {
		Http.Response created = post(body(idType, actualId, objectType, operation));
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		return created.json();
	}

	Http.Response put(String idType, String actualId, String objectType, String operation) {
		return http.putJson(base + "/" + idType + "/" + actualId, writer,
				Map.of("financialObjectType", objectType, "operationType", operation));
	}

	/** Deletes the tenant's request through the tenant-scoped path with the writer's token. */
	Http.Response deleteRequest(String idType, String actualId) {
		return delete(base + "/" + idType + "/" + actualId, writer);
	}

	Http.Response delete(String path, String token) {
		return http.send(http.request(path).header("Authorization", "Bearer " + token).DELETE());
	}

	Http.Response list(String query) {
		return http.get(base + "?" + query, reader);
	}

	/** The actualIds of the first page (up to 1000) answered for the filter. */
	List<String> actualIds(String query) {
		Http.Response page = list("pageNumber=1&recordsPerPage=1000&" + query);
		assertThat(page.status()).as(page.toString()).isEqualTo(200);
		return page.json().get("data").valueStream().map(request -> request.get("actualId").asString()).toList();
	}

	/** The live request for the identifier, as the list shows it. */
	JsonNode find(String idType, String actualId) {
		JsonNode data = list("pageNumber=1&recordsPerPage=1000&idType=" + idType).json().get("data");
		return data.valueStream()
			.filter(request -> request.get("actualId").asString().equals(actualId))
			.findFirst()
			.orElseThrow(() -> new AssertionError("No live request for " + idType + " " + actualId));
	}

	/** Asserts the master data error body of document 2 with the status and a message containing the words. */
	static void assertError(Http.Response response, int code, String status, String... messageWords) {
		MasterDataErrors.assertError(response, code, status, messageWords);
	}
}
