package dev.kontor.aml.parameters;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.OpenApiDocument;

import static org.assertj.core.api.Assertions.assertThat;

/** The four operations of every family over HTTP with real tokens, answers, scopes and tenant isolation. */
class ParameterApiTest extends ParameterHttpTest {

	private static final List<String> COMMON_FIELDS = List.of("id", "tenantId", "createdDate", "updatedDate",
			"createdUserId", "updatedUserId", "isActive", "riskFactor", "isBanned");

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void createsARecordWithTheCommonAndOnlyItsOwnFields(ParameterFamily family) {
		Map<String, Object> body = ParameterBodies.body(family, 0);

		Http.Response created = post(family, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		JsonNode record = created.json();
		List<String> expected = new ArrayList<>(COMMON_FIELDS);
		expected.addAll(ParameterBodies.ownFields(family));
		assertThat(record.propertyNames()).containsExactlyInAnyOrderElementsOf(expected);
		body.forEach((field, value) -> assertThat(record.get(field).asString()).as(field).isEqualTo(value.toString()));
		assertThat(record.get("tenantId").asString()).isEqualTo(tenantId.toString());
		assertThat(record.get("createdUserId").asString()).isEqualTo(record.get("updatedUserId").asString());
		assertThat(record.get("createdDate").asString()).isEqualTo(record.get("updatedDate").asString()).endsWith("Z");
		assertThat(http.get(ParameterBodies.path(family), reader).json().get(0)).isEqualTo(record);
	}

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void updatesARecordsFieldsAndKeepsItsCreation(ParameterFamily family) {
		JsonNode created = post(family, ParameterBodies.body(family, 0)).json();
		String id = created.get("id").asString();
		Map<String, Object> changed = ParameterBodies.body(family, 1);
		changed.put("riskFactor", 9);
		changed.put("isBanned", true);

		Http.Response updated = put(family, id, changed);

		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		JsonNode record = updated.json();
		changed.forEach(
				(field, value) -> assertThat(record.get(field).asString()).as(field).isEqualTo(value.toString()));
		assertThat(record.get("id").asString()).isEqualTo(id);
		assertThat(record.get("createdDate")).isEqualTo(created.get("createdDate"));
		assertThat(record.get("updatedDate").asString()).isGreaterThan(created.get("updatedDate").asString());
		assertThat(http.get(ParameterBodies.path(family), reader).json().get(0)).isEqualTo(record);
	}

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void madeInactiveRecordsLeaveTheListUnlessAskedForAndFreeTheirKey(ParameterFamily family) {
		String id = create(family, ParameterBodies.body(family, 0));

		Http.Response inactive = makeInactive(family, id);

		assertThat(inactive.status()).as(inactive.toString()).isEqualTo(200);
		assertThat(inactive.json().get("isActive").asBoolean()).isFalse();
		Http.Response again = makeInactive(family, id);
		assertThat(again.status()).isEqualTo(200);
		assertThat(again.json()).as("already in-active: unchanged").isEqualTo(inactive.json());
		assertThat(http.get(ParameterBodies.path(family), reader).json().size()).isZero();
		assertThat(http.get(ParameterBodies.path(family) + "?includeInActiveRecords=false", reader).json().size())
			.isZero();
		String successor = create(family, ParameterBodies.body(family, 0));
		JsonNode all = http.get(ParameterBodies.path(family) + "?includeInActiveRecords=true", reader).json();
		assertThat(all.valueStream().map(r -> r.get("id").asString())).as("in creation order")
			.containsExactly(id, successor);
	}

	@ParameterizedTest
	@EnumSource(ParameterFamily.class)
	void aFieldOfAnotherFamilyAnswers400NamingIt(ParameterFamily family) {
		Map<String, Object> body = ParameterBodies.body(family, 0);
		Map.Entry<String, Object> foreign = ParameterBodies.foreignField(family);
		body.put(foreign.getKey(), foreign.getValue());

		assertProblem(post(family, body), 400, foreign.getKey());
		String id = create(family, ParameterBodies.body(family, 0));
		assertProblem(put(family, id, body), 400, foreign.getKey());
	}

	@Test
	void fieldsTheServerSetsAreRefusedOnUpdateAndTheRecordStaysAsItWas() {
		ParameterFamily family = ParameterFamily.CustomerSector;
		JsonNode created = post(family, ParameterBodies.body(family, 0)).json();
		Map<String, Object> echoed = ParameterBodies.body(family, 0);
		echoed.put("createdDate", "2020-01-01T00:00:00Z");

		Http.Response refused = put(family, created.get("id").asString(), echoed);

		assertProblem(refused, 400, "createdDate");
		assertThat(refused.json().get("detail").asString())
			.isEqualTo("Property 'createdDate' is set by the server and cannot be sent");
		echoed.remove("createdDate");
		Http.Response updated = put(family, created.get("id").asString(), echoed);
		assertThat(updated.status()).as(updated.toString()).isEqualTo(200);
		assertThat(updated.json().get("createdDate")).isEqualTo(created.get("createdDate"));
	}

	@Test
	void theOpenApiDocumentDescribesTheFamilyPaths() {
		Http.Response response = OpenApiDocument.response(http);

		assertThat(response.status()).isEqualTo(200);
		JsonNode paths = response.json().get("paths");
		assertThat(paths.has("/api/v3/aml/parameters/{family}")).isTrue();
		assertThat(paths.get("/api/v3/aml/parameters/{family}/{recordId}/inactive").has("put")).isTrue();
		assertThat(response.json().get("components").get("schemas").get("ParameterInput").get("properties").has(
				"countryGroup")).isTrue();
	}

	@Test
	void anUnknownFamilyAnswers404() {
		Http.Response response = http.get("/api/v3/aml/parameters/customer-shoe-size", reader);

		assertThat(response.status()).isEqualTo(404);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().get("detail").asString()).contains("customer-shoe-size");
		assertThat(http.postJson("/api/v3/aml/parameters/customer-shoe-size", writer, Map.of()).status())
			.isEqualTo(404);
	}

	@Test
	void unknownRecordsAndRecordsOfAnotherFamilyAnswer404() {
		String id = create(ParameterFamily.CustomerSector, ParameterBodies.body(ParameterFamily.CustomerSector, 0));
		ParameterFamily other = ParameterFamily.CustomerOccupationGroup;

		assertThat(makeInactive(other, id).status()).isEqualTo(404);
		assertThat(put(other, id, ParameterBodies.body(other, 0)).status()).isEqualTo(404);
		Http.Response unknown = makeInactive(ParameterFamily.CustomerSector, UUID.randomUUID().toString());
		assertThat(unknown.status()).isEqualTo(404);
		assertThat(unknown.header("Content-Type")).startsWith("application/problem+json");
	}

	@Test
	void malformedRecordIdAndFlagAnswer400NamingThem() {
		ParameterFamily family = ParameterFamily.CustomerSector;

		assertProblem(makeInactive(family, "not-a-uuid"), 400, "recordId");
		assertProblem(put(family, "not-a-uuid", ParameterBodies.body(family, 0)), 400, "recordId");
		assertProblem(http.get(ParameterBodies.path(family) + "?includeInActiveRecords=maybe", reader), 400,
				"includeInActiveRecords");
	}

	@Test
	void anotherTenantsRecordsDoNotExistForTheCaller() {
		ParameterFamily family = ParameterFamily.CustomerResidencyCountry;
		String id = create(family, ParameterBodies.body(family, 0));
		UUID otherTenant = platform.newTenant();
		String other = platform.clientCredentialsToken(
				platform.newServerClient(otherTenant, "aml.read", "aml.write"), "aml.read aml.write");

		assertThat(http.putJson(ParameterBodies.path(family) + "/" + id, other, ParameterBodies.body(family, 1))
			.status()).isEqualTo(404);
		assertThat(http.putJson(ParameterBodies.path(family) + "/" + id + "/inactive", other, Map.of()).status())
			.isEqualTo(404);
		assertThat(http.get(ParameterBodies.path(family) + "?includeInActiveRecords=true", other).json().size())
			.isZero();
		assertThat(http.postJson(ParameterBodies.path(family), other, ParameterBodies.body(family, 0)).status())
			.as("keys are per tenant")
			.isEqualTo(200);
		assertThat(http.get(ParameterBodies.path(family), reader).json().get(0).get("id").asString()).isEqualTo(id);
	}

	@Test
	void readingNeedsAmlReadAndWritingAmlWrite() {
		ParameterFamily family = ParameterFamily.AggregateTransactionCount;
		String id = create(family, ParameterBodies.body(family, 0));
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(tenantId, "aml.write"),
				"aml.write");

		assertThat(http.postJson(ParameterBodies.path(family), reader, ParameterBodies.body(family, 1)).status())
			.isEqualTo(403);
		assertThat(http.putJson(ParameterBodies.path(family) + "/" + id, reader, ParameterBodies.body(family, 0))
			.status()).isEqualTo(403);
		Http.Response denied = http.putJson(ParameterBodies.path(family) + "/" + id + "/inactive", reader, Map.of());
		assertThat(denied.status()).isEqualTo(403);
		assertThat(denied.header("WWW-Authenticate")).contains("insufficient_scope");
		assertThat(http.get(ParameterBodies.path(family), writeOnly).status()).isEqualTo(403);
		assertThat(http.get(ParameterBodies.path(family)).status()).isEqualTo(401);
	}
}
