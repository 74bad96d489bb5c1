package dev.kontor.clients;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The contract's address and tax fields of client records over HTTP: written, read, validated, the rest read only. */
class ClientTaxFieldsApiTest extends HttpTest {

	private static final Map<String, Object> ADDRESS = Map.of("street", "Heidestraße", "streetNumber", "17",
			"postalCode", "51147", "city", "Köln", "country", "DEU");

	private String writer;

	private String reader;

	@BeforeEach
	void tenant() {
		UUID tenantId = platform.newTenant();
		writer = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read", "clients.write"),
				"clients.read clients.write");
		reader = platform.clientCredentialsToken(platform.newServerClient(tenantId, "clients.read"), "clients.read");
	}

	@Test
	void createsReadsAndUpdatesAddressAndTaxIdentificationNumber() {
		Map<String, Object> body = client("tax-1");
		body.put("address", ADDRESS);
		body.put("taxIdentificationNumber", "86095742719");

		Http.Response created = http.postJson("/api/v3/clients", writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		JsonNode client = created.json();
		assertThat(client.get("address").get("street").asString()).isEqualTo("Heidestraße");
		assertThat(client.get("address").get("streetNumber").asString()).isEqualTo("17");
		assertThat(client.get("address").get("postalCode").asString()).isEqualTo("51147");
		assertThat(client.get("address").get("city").asString()).isEqualTo("Köln");
		assertThat(client.get("address").get("country").asString()).isEqualTo("DEU");
		assertThat(client.get("taxIdentificationNumber").asString()).isEqualTo("86095742719");
		assertThat(client.get("churchTaxAttribute").isNull()).as("null until the authority answers").isTrue();
		assertThat(client.get("churchTaxQueriedDate").isNull()).isTrue();
		String id = client.get("id").asString();
		assertThat(http.get("/api/v3/clients/" + id, reader).json()).isEqualTo(client);

		body.put("address", Map.of("street", "Hauptstraße 5", "postalCode", "80331", "city", "München", "country",
				"DEU"));
		body.put("taxIdentificationNumber", "47036892816");
		Http.Response updated = http.putJson("/api/v3/clients/" + id, writer, body);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		JsonNode read = http.get("/api/v3/clients/" + id, reader).json();
		assertThat(read.get("address").get("street").asString()).isEqualTo("Hauptstraße 5");
		assertThat(read.get("address").get("streetNumber").isNull()).isTrue();
		assertThat(read.get("taxIdentificationNumber").asString()).isEqualTo("47036892816");

		body.remove("address");
		body.remove("taxIdentificationNumber");
		JsonNode cleared = http.putJson("/api/v3/clients/" + id, writer, body).json();
		assertThat(cleared.get("address").isNull()).isTrue();
		assertThat(cleared.get("taxIdentificationNumber").isNull()).isTrue();
	}

	@Test
	void answersTheNewFieldsAfterEveryFieldOfDocument3() {
		JsonNode client = http.postJson("/api/v3/clients", writer, client("tax-order")).json();

		List<String> names = client.properties().stream().map(Map.Entry::getKey).toList();
		assertThat(names).hasSize(49);
		assertThat(names.subList(0, 45)).startsWith("id", "tenantId", "status", "clientKey").endsWith("deletedUserId");
		assertThat(names.subList(45, 49)).containsExactly("address", "taxIdentificationNumber", "churchTaxAttribute",
				"churchTaxQueriedDate");
		assertThat(client.get("address").isNull()).isTrue();
		assertThat(client.get("taxIdentificationNumber").isNull()).isTrue();
	}

	static Stream<Arguments> badFields() {
		return Stream.of(Arguments.of("taxIdentificationNumber", "86095742718", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", "8609574271", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", "860957427190", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", "8609574271X", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", "02476291358", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", "11223456785", "taxIdentificationNumber"),
				Arguments.of("taxIdentificationNumber", 86095742719L, "taxIdentificationNumber"),
				Arguments.of("address", address("country", "DE"), "address.country"),
				Arguments.of("address", address("country", "XXX"), "address.country"),
				Arguments.of("address", address("country", null), "address.country"),
				Arguments.of("address", address("street", "s".repeat(101)), "address.street"),
				Arguments.of("address", address("street", " "), "address.street"),
				Arguments.of("address", address("streetNumber", "1".repeat(21)), "address.streetNumber"),
				Arguments.of("address", address("postalCode", "1".repeat(21)), "address.postalCode"),
				Arguments.of("address", address("postalCode", null), "address.postalCode"),
				Arguments.of("address", address("city", "c".repeat(101)), "address.city"),
				Arguments.of("address", address("city", ""), "address.city"),
				Arguments.of("address", "Heidestraße 17, Köln", "address"));
	}

	@ParameterizedTest
	@MethodSource("badFields")
	void badFieldAnswers400NamingIt(String field, Object value, String named) {
		Map<String, Object> body = client("tax-bad");
		body.put(field, value);

		Http.Response created = http.postJson("/api/v3/clients", writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(400);
		assertThat(created.json().get("errors").has(named)).as(created.toString()).isTrue();
		String id = http.postJson("/api/v3/clients", writer, client("tax-good")).json().get("id").asString();
		Map<String, Object> update = client("tax-good");
		update.put(field, value);
		Http.Response updated = http.putJson("/api/v3/clients/" + id, writer, update);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(400);
		assertThat(updated.json().get("errors").has(named)).as(updated.toString()).isTrue();
	}

	@Test
	void fieldsAtTheirLimitsAreAccepted() {
		Map<String, Object> body = client("tax-limits");
		body.put("address", Map.of("street", "s".repeat(100), "streetNumber", "1".repeat(20), "postalCode",
				"2".repeat(20), "city", "c".repeat(100), "country", "AUT"));
		body.put("taxIdentificationNumber", "25768131411");

		Http.Response created = http.postJson("/api/v3/clients", writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(201);
	}

	static Stream<Arguments> readOnlyFields() {
		return Stream.of(Arguments.of("churchTaxAttribute", Map.of("religionCode", "rk", "rate", 8, "validFrom",
				"2026-01-01")), Arguments.of("churchTaxAttribute", null),
				Arguments.of("churchTaxQueriedDate", "2026-11-29T08:00:00.000Z"));
	}

	@ParameterizedTest
	@MethodSource("readOnlyFields")
	void readOnlyFieldsSentAreRefusedAsEveryPropertyTheServerSets(String field, Object value) {
		Map<String, Object> body = client("tax-read-only");
		body.put(field, value);

		Http.Response created = http.postJson("/api/v3/clients", writer, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(400);
		assertThat(created.json().get("errors").get(field).get(0).asString())
			.isEqualTo("is set by the server and cannot be sent");
		String id = http.postJson("/api/v3/clients", writer, client("tax-read-only")).json().get("id").asString();
		Http.Response updated = http.putJson("/api/v3/clients/" + id, writer, body);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(400);
		assertThat(updated.json().get("errors").has(field)).isTrue();
	}

	private static Map<String, Object> address(String field, Object value) {
		Map<String, Object> address = new HashMap<>(ADDRESS);
		address.put(field, value);
		return address;
	}

	private static Map<String, Object> client(String clientKey) {
		return new HashMap<>(Map.of("clientKey", clientKey, "clientType", "Retail", "name", "Erika", "surname",
				"Mustermann"));
	}
}
