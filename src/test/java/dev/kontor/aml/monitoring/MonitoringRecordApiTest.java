package dev.kontor.aml.monitoring;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.aml.monitoring.MonitoringRecordFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

/** Monitoring records of the three families over HTTP: life cycle, every rule crossed, tenant isolation, scopes. */
class MonitoringRecordApiTest extends HttpTest {

	private MonitoringRecordFixtures aml;

	@BeforeEach
	void tenant() {
		aml = new MonitoringRecordFixtures(platform, http);
	}

	@ParameterizedTest
	@ValueSource(strings = { "pep-records", "sanction-records", "other-records" })
	void createsUpdatesAndMakesARecordInactive(String family) {
		String customerId = aml.newCustomer();
		Map<String, Object> body = body(family, customerId);
		body.putAll(Map.of("dateStart", "2026-01-01T10:00:00.123456Z", "dateEnd", "2027-01-01T00:00:00+01:00",
				"informationSource", "WorldCheck", "isBanned", true, "reason", "listed", "note", "first note"));

		Http.Response created = aml.create(family, body);

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		JsonNode record = created.json();
		String actor = aml.writerActorId.toString();
		assertThat(record.get("tenantId").asString()).isEqualTo(aml.tenantId.toString());
		assertThat(record.get("customerId").asString()).isEqualTo(customerId);
		assertThat(record.get("isActive").asBoolean()).isTrue();
		assertThat(record.get("isBanned").asBoolean()).isTrue();
		assertThat(instant(record, "dateStart")).isEqualTo("2026-01-01T10:00:00.123456Z");
		assertThat(instant(record, "dateEnd")).isEqualTo("2026-12-31T23:00:00Z");
		assertThat(record.get("informationSource").asString()).isEqualTo("WorldCheck");
		assertThat(record.get("reason").asString()).isEqualTo("listed");
		assertThat(record.get("note").asString()).isEqualTo("first note");
		assertThat(record.get("createdUserId").asString()).isEqualTo(actor);
		assertThat(record.get("updatedUserId").asString()).isEqualTo(actor);
		assertThat(record.get("createdDate").asString()).isEqualTo(record.get("updatedDate").asString());
		if (family.equals("other-records")) {
			assertThat(record.get("recordType").asString()).isEqualTo("AdverseMedia");
		}
		else {
			assertThat(record.get("recordType").isNull()).as("no record type outside other-records").isTrue();
		}
		String id = record.get("id").asString();

		body.putAll(Map.of("isBanned", false, "note", "second note"));
		body.remove("reason");
		JsonNode updated = aml.update(family, id, body).json();
		assertThat(updated.get("id").asString()).isEqualTo(id);
		assertThat(updated.get("isBanned").asBoolean()).isFalse();
		assertThat(updated.get("note").asString()).isEqualTo("second note");
		assertThat(updated.get("reason").isNull()).as("an update replaces every field").isTrue();
		assertThat(updated.get("createdDate")).isEqualTo(record.get("createdDate"));
		assertThat(instant(updated, "updatedDate")).isAfterOrEqualTo(instant(record, "updatedDate"));

		Http.Response inactive = aml.makeInactive(family, id);
		assertThat(inactive.status()).as(inactive.toString()).isEqualTo(200);
		assertThat(inactive.json().get("isActive").asBoolean()).isFalse();
		assertThat(inactive.json().get("note").asString()).isEqualTo("second note");
		Http.Response again = aml.makeInactive(family, id);
		assertThat(again.status()).as("an in-active record stays as it is").isEqualTo(200);
		assertThat(again.json()).isEqualTo(inactive.json());

		assertThat(http.get("/api/v3/aml/" + family, aml.reader).json().size()).isZero();
		JsonNode all = http.get("/api/v3/aml/" + family + "?includeInActiveRecords=true", aml.reader).json();
		assertThat(all.size()).isEqualTo(1);
		assertThat(all.get(0)).isEqualTo(inactive.json());
	}

	@Test
	void dateStartIsTheCreationTimeWhenLeftOutAndStaysWhenAnUpdateLeavesItOut() {
		JsonNode created = aml.create("pep-records", body("pep-records", aml.newCustomer())).json();

		assertThat(instant(created, "dateStart")).isEqualTo(instant(created, "createdDate"));
		assertThat(created.get("dateEnd").isNull()).isTrue();
		assertThat(created.get("isBanned").asBoolean()).as("left out is false").isFalse();
		JsonNode updated = aml.update("pep-records", created.get("id").asString(),
				body("pep-records", created.get("customerId").asString())).json();
		assertThat(updated.get("dateStart")).isEqualTo(created.get("dateStart"));
	}

	@Test
	void recordTypeIsRequiredInOtherRecordsAndRefusedInTheOthers() {
		String customerId = aml.newCustomer();
		Map<String, Object> other = body("other-records", customerId);
		other.remove("recordType");
		assertBadRequestNaming(aml.create("other-records", other), "recordType");

		Map<String, Object> pep = body("pep-records", customerId);
		pep.put("recordType", "Other");
		assertBadRequestNaming(aml.create("pep-records", pep), "recordType");
		assertBadRequestNaming(aml.create("sanction-records", pep), "recordType");

		for (String type : new String[] { "Other", "AdverseMedia", "LegalEnforcement" }) {
			Map<String, Object> body = body("other-records", aml.newCustomer());
			body.put("recordType", type);
			Http.Response response = aml.create("other-records", body);
			assertThat(response.status()).as(response.toString()).isEqualTo(200);
			assertThat(response.json().get("recordType").asString()).isEqualTo(type);
		}
	}

	static Stream<Arguments> badFields() {
		return Stream.of(Arguments.of("customerId", null), Arguments.of("customerId", "not-a-uuid"),
				Arguments.of("isActive", null), Arguments.of("isActive", "maybe"),
				Arguments.of("recordType", "Gossip"), Arguments.of("informationSource", "s".repeat(37)),
				Arguments.of("reason", "r".repeat(65)), Arguments.of("note", "n".repeat(129)),
				Arguments.of("isBanned", "perhaps"), Arguments.of("dateStart", "yesterday"),
				Arguments.of("dateEnd", "2026-02-30T00:00:00Z"), Arguments.of("dateEnd", "2025-12-31T23:59:59Z"));
	}

	@ParameterizedTest
	@MethodSource("badFields")
	void badFieldAnswers400NamingItOnCreateAndUpdate(String field, Object value) {
		String customerId = aml.newCustomer();
		String id = aml.createActive("other-records", customerId);
		Map<String, Object> body = body("other-records", customerId);
		body.put("dateStart", "2026-01-01T00:00:00Z");
		body.put(field, value);

		assertBadRequestNaming(aml.create("other-records", body), field);
		assertBadRequestNaming(aml.update("other-records", id, body), field);
	}

	@Test
	void fieldsAtTheirLimitsAreAccepted() {
		Map<String, Object> body = body("sanction-records", aml.newCustomer());
		body.putAll(Map.of("informationSource", "s".repeat(36), "reason", "r".repeat(64), "note", "n".repeat(128),
				"dateStart", "2026-01-01T00:00:00Z", "dateEnd", "2026-01-01T00:00:00Z"));

		Http.Response response = aml.create("sanction-records", body);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().get("informationSource").asString()).hasSize(36);
		assertThat(response.json().get("reason").asString()).hasSize(64);
		assertThat(response.json().get("note").asString()).hasSize(128);
	}

	@Test
	void customerMustBeAClientRecordOfTheTenant() {
		Http.Response unknown = aml.create("pep-records", body("pep-records", UUID.randomUUID().toString()));
		assertThat(unknown.status()).as(unknown.toString()).isEqualTo(422);
		assertThat(unknown.json().get("errors").has("customerId")).isTrue();

		String foreignCustomer = new MonitoringRecordFixtures(platform, http).newCustomer();
		Http.Response foreign = aml.create("pep-records", body("pep-records", foreignCustomer));
		assertThat(foreign.status()).as(foreign.toString()).isEqualTo(422);
		assertThat(foreign.json().get("errors").has("customerId")).isTrue();
	}

	@Test
	void aCustomerHasAtMostOneActiveRecordPerFamily() {
		String customerId = aml.newCustomer();
		String first = aml.createActive("pep-records", customerId);

		Http.Response second = aml.create("pep-records", body("pep-records", customerId));
		assertThat(second.status()).as(second.toString()).isEqualTo(422);
		assertThat(second.json().get("errors").has("isActive")).isTrue();
		Map<String, Object> inactiveBody = body("pep-records", customerId);
		inactiveBody.put("isActive", false);
		Http.Response inactive = aml.create("pep-records", inactiveBody);
		assertThat(inactive.status()).as("in-active records are not limited").isEqualTo(200);
		aml.createActive("sanction-records", customerId);
		aml.createActive("other-records", customerId);
		aml.createActive("pep-records", aml.newCustomer());

		String inactiveId = inactive.json().get("id").asString();
		Http.Response reactivated = aml.update("pep-records", inactiveId, body("pep-records", customerId));
		assertThat(reactivated.status()).as(reactivated.toString()).isEqualTo(422);
		assertThat(reactivated.json().get("errors").has("isActive")).isTrue();

		assertThat(aml.makeInactive("pep-records", first).status()).isEqualTo(200);
		Http.Response now = aml.update("pep-records", inactiveId, body("pep-records", customerId));
		assertThat(now.status()).as(now.toString()).isEqualTo(200);
		assertThat(now.json().get("isActive").asBoolean()).isTrue();
		assertThat(aml.update("pep-records", first, body("pep-records", customerId)).status())
			.as("the first cannot become active again while the other is").isEqualTo(422);
	}

	@Test
	void theCustomerOfARecordCannotChange() {
		String id = aml.createActive("sanction-records", aml.newCustomer());

		Http.Response response = aml.update("sanction-records", id, body("sanction-records", aml.newCustomer()));

		assertThat(response.status()).as(response.toString()).isEqualTo(422);
		assertThat(response.json().get("errors").has("customerId")).isTrue();
	}

	@Test
	void anotherTenantsRecordsAndUnknownOnesAnswer404() {
		String customerId = aml.newCustomer();
		String id = aml.createActive("pep-records", customerId);
		MonitoringRecordFixtures other = new MonitoringRecordFixtures(platform, http);
		String otherCustomer = other.newCustomer();

		assertNotFound(http.putJson("/api/v3/aml/pep-records/" + id, other.writer, body("pep-records", otherCustomer)));
		assertNotFound(http.putJson("/api/v3/aml/pep-records/" + id + "/inactive", other.writer, ""));
		assertThat(http.get("/api/v3/aml/pep-records?includeInActiveRecords=true", other.writer).json().size())
			.isZero();
		assertNotFound(aml.update("pep-records", UUID.randomUUID().toString(), body("pep-records", customerId)));
		assertNotFound(aml.makeInactive("pep-records", UUID.randomUUID().toString()));
		assertNotFound(aml.makeInactive("sanction-records", id));
		assertThat(http.get("/api/v3/aml/pep-records", aml.reader).json().get(0).get("isActive").asBoolean())
			.as("nothing changed").isTrue();

		assertBadRequestNaming(aml.makeInactive("pep-records", "not-a-uuid"), "recordId");
		assertBadRequestNaming(aml.update("pep-records", "123", body("pep-records", customerId)), "recordId");
		assertThat(http.get("/api/v3/aml/unknown-records", aml.reader).status()).isEqualTo(404);
	}

	@Test
	void readingNeedsAmlReadAndWritingAmlWrite() {
		String customerId = aml.newCustomer();
		String id = aml.createActive("pep-records", customerId);

		assertThat(http.postJson("/api/v3/aml/pep-records", aml.reader, body("pep-records", customerId)).status())
			.isEqualTo(403);
		assertThat(http.putJson("/api/v3/aml/pep-records/" + id, aml.reader, body("pep-records", customerId))
			.status()).isEqualTo(403);
		assertThat(http.putJson("/api/v3/aml/pep-records/" + id + "/inactive", aml.reader, "").status())
			.isEqualTo(403);
		String writeOnly = platform.clientCredentialsToken(platform.newServerClient(aml.tenantId, "aml.write"),
				"aml.write");
		assertThat(http.get("/api/v3/aml/pep-records", writeOnly).status()).isEqualTo(403);
		assertThat(http.get("/api/v3/aml/pep-records").status()).isEqualTo(401);
		assertThat(http.get("/api/v3/aml/pep-records", aml.reader).json().get(0).get("isActive").asBoolean())
			.as("the refused make-inactive changed nothing").isTrue();
	}

	private static Instant instant(JsonNode record, String field) {
		return Instant.parse(record.get(field).asString());
	}

	private static void assertBadRequestNaming(Http.Response response, String field) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().get("errors").has(field)).as(response.toString()).isTrue();
	}

	private static void assertNotFound(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(404);
		assertThat(response.json().get("status").asInt()).isEqualTo(404);
	}
}
