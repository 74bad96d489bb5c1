package dev.kontor.masterdata.requests;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;

import static dev.kontor.masterdata.requests.RequestTenant.OWN_TENANT;
import static dev.kontor.masterdata.requests.RequestTenant.assertError;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Instrument requests over HTTP with real tokens: every operation on both path forms, the list's filters and page
 * bounds, the update and delete rules, tenant isolation and scopes. Valid identifiers are made known to the
 * provider first, so that the background processor, whenever it runs, leaves them accepted.
 */
class InstrumentRequestApiTest extends RequestHttpTest {

	@Test
	void createAnswersTheRequestWithExactlyTheFieldsOfDocument2() {
		String isin = knownIsin();

		JsonNode created = tenant.create("ISIN", isin, "Instrument", "Add");

		assertThat(created.properties()).extracting(Map.Entry::getKey)
			.containsExactlyInAnyOrder("idType", "actualId", "financialObjectType", "operationType", "createdDate",
					"updatedDate", "deletedDate", "isAccepted", "errorMessageDetail", "isDisabled", "processed",
					"processedDate");
		assertThat(created.get("idType").asString()).isEqualTo("ISIN");
		assertThat(created.get("actualId").asString()).isEqualTo(isin);
		assertThat(created.get("financialObjectType").asString()).isEqualTo("Instrument");
		assertThat(created.get("operationType").asString()).isEqualTo("Add");
		assertThat(created.get("isAccepted").asBoolean()).isTrue();
		assertThat(created.get("processed").asBoolean()).isFalse();
		assertThat(created.get("isDisabled").asBoolean()).isFalse();
		assertThat(created.get("errorMessageDetail").isNull()).isTrue();
		assertThat(created.get("deletedDate").isNull()).isTrue();
		assertThat(created.get("processedDate").isNull()).isTrue();
		assertThat(created.get("createdDate").asString()).endsWith("Z").isEqualTo(created.get("updatedDate").asString());
	}

	@Test
	void theFormWithoutTenantWorksOnTheCallersOwnTenant() {
		String scoped = knownIsin();
		String own = knownIsin();
		tenant.create("ISIN", scoped, "Instrument", "OneTime");

		Http.Response created = http.postJson(OWN_TENANT, tenant.writer,
				RequestTenant.body("ISIN", own, "Instrument", "Add"));

		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		assertThat(tenant.actualIds("")).containsExactly(scoped, own);
		Http.Response listed = http.get(OWN_TENANT + "?pageNumber=1", tenant.reader);
		assertThat(listed.json().get("data").valueStream().map(r -> r.get("actualId").asString()))
			.containsExactly(scoped, own);
		Http.Response notAccepted = http.putJson(OWN_TENANT + "/ISIN/" + own, tenant.writer,
				Map.of("financialObjectType", "Instrument", "operationType", "Remove"));
		assertError(notAccepted, 409, "CONFLICT", "not accepted");
		assertThat(tenant.delete(OWN_TENANT + "/ISIN/" + own, tenant.writer).status()).isEqualTo(204);
		assertThat(tenant.actualIds("")).containsExactly(scoped);
	}

	@Test
	void aSecondLiveRequestForOneIdentifierAnswers409UntilTheFirstIsDeleted() {
		String isin = knownIsin();
		tenant.create("ISIN", isin, "Instrument", "Add");

		assertError(tenant.post(RequestTenant.body("ISIN", isin, "Instrument", "Remove")), 409, "CONFLICT", isin);

		assertThat(tenant.deleteRequest("ISIN", isin).status()).isEqualTo(204);
		assertThat(tenant.create("ISIN", isin, "Instrument", "Remove").get("operationType").asString())
			.isEqualTo("Remove");
		assertThat(tenant.actualIds("")).containsExactly(isin);
	}

	@Test
	void updateCorrectsOnlyARequestThatWasNotAcceptedIgnoringEchoedFields() {
		String isin = knownIsin();
		JsonNode refused = tenant.create("ISIN", isin, "Institution", "Add");
		assertThat(refused.get("isAccepted").asBoolean()).isFalse();
		assertThat(refused.get("errorMessageDetail").asString()).contains("institution", "EKN");

		Http.Response corrected = http.putJson(tenant.base + "/ISIN/" + isin, tenant.writer, Map.of("idType", "ISIN",
				"actualId", isin, "financialObjectType", "Instrument", "operationType", "OneTime", "isAccepted", false));

		assertThat(corrected.status()).as(corrected.toString()).isEqualTo(200);
		JsonNode request = corrected.json();
		assertThat(request.get("isAccepted").asBoolean()).isTrue();
		assertThat(request.get("errorMessageDetail").isNull()).isTrue();
		assertThat(request.get("processed").asBoolean()).isFalse();
		assertThat(request.get("financialObjectType").asString()).isEqualTo("Instrument");
		assertThat(request.get("operationType").asString()).isEqualTo("OneTime");
		assertThat(request.get("createdDate")).isEqualTo(refused.get("createdDate"));
		assertError(tenant.put("ISIN", isin, "Instrument", "Add"), 409, "CONFLICT", "not accepted");
	}

	@Test
	void anUpdateThatStillFailsKeepsTheRequestNotAcceptedWithTheNewReason() {
		String isin = RequestTenant.newIsin();
		String wrongCheckDigit = isin.substring(0, 11) + (isin.charAt(11) == '0' ? '1' : '0');
		tenant.create("ISIN", wrongCheckDigit, "Instrument", "Add");

		Http.Response stillWrong = tenant.put("ISIN", wrongCheckDigit, "Institution", "Add");

		assertThat(stillWrong.status()).isEqualTo(200);
		assertThat(stillWrong.json().get("isAccepted").asBoolean()).isFalse();
		assertThat(stillWrong.json().get("errorMessageDetail").asString()).contains("institution");
		assertThat(tenant.find("ISIN", wrongCheckDigit).get("financialObjectType").asString())
			.isEqualTo("Institution");
	}

	static Stream<Arguments> badUpdates() {
		return Stream.of(Arguments.of(Map.of("operationType", "Add"), "financialObjectType"),
				Arguments.of(Map.of("financialObjectType", "Instrument"), "operationType"),
				Arguments.of(Map.of("financialObjectType", "Fund", "operationType", "Add"), "financialObjectType"),
				Arguments.of(Map.of("financialObjectType", "Instrument", "operationType", "Track"), "operationType"));
	}

	@ParameterizedTest
	@MethodSource("badUpdates")
	void anUpdateWithoutAValidBodyAnswers400NamingTheField(Map<String, Object> body, String field) {
		String isin = RequestTenant.newIsin();
		tenant.create("ISIN", isin, "Institution", "Add");

		assertError(http.putJson(tenant.base + "/ISIN/" + isin, tenant.writer, body), 400, "BAD_REQUEST", field);
	}

	@Test
	void unknownAndDeletedRequestsAnswer404AndAnUnknownIdTypeInThePath400() {
		String isin = knownIsin();
		assertError(tenant.put("ISIN", isin, "Instrument", "Add"), 404, "NOT_FOUND", isin);
		assertError(tenant.deleteRequest("ISIN", isin), 404, "NOT_FOUND", isin);

		tenant.create("ISIN", isin, "Instrument", "Add");
		assertThat(tenant.deleteRequest("ISIN", isin).status()).isEqualTo(204);

		assertError(tenant.deleteRequest("ISIN", isin), 404, "NOT_FOUND");
		assertError(tenant.put("ISIN", isin, "Institution", "Add"), 404, "NOT_FOUND");
		assertThat(tenant.actualIds("")).isEmpty();
		assertError(tenant.put("CUSIP", isin, "Instrument", "Add"), 400, "BAD_REQUEST", "idType");
		assertError(tenant.deleteRequest("ISIN", "A".repeat(65)), 400, "BAD_REQUEST",
				"actualId");
	}

	@Test
	void listFiltersByEveryParameter() {
		String add = knownIsin();
		String remove = knownIsin();
		String wkn = KnownReferenceObjects.instrument(remove).wkn();
		String refused = RequestTenant.newIsin().substring(0, 11);
		tenant.create("ISIN", add, "Instrument", "Add");
		tenant.create("ISIN", remove, "Instrument", "Remove");
		tenant.create("WKN", wkn, "Instrument", "OneTime");
		tenant.create("ISIN", refused, "Instrument", "Add");
		LocalDate today = LocalDate.now(ZoneOffset.UTC);

		assertThat(tenant.actualIds("idType=WKN")).containsExactly(wkn);
		assertThat(tenant.actualIds("idType=ISIN")).containsExactly(add, remove, refused);
		assertThat(tenant.actualIds("operationType=Add")).containsExactly(add, refused);
		assertThat(tenant.actualIds("operationType=Remove")).containsExactly(remove);
		assertThat(tenant.actualIds("isAccepted=false")).containsExactly(refused);
		assertThat(tenant.actualIds("isAccepted=true&idType=ISIN")).containsExactly(add, remove);
		assertThat(tenant.actualIds("isDisabled=false")).hasSize(4);
		assertThat(tenant.actualIds("isDisabled=true")).isEmpty();
		assertThat(tenant.actualIds("dateStart=" + today + "&dateEnd=" + today)).as("both days included").hasSize(4);
		assertThat(tenant.actualIds("dateStart=" + today.plusDays(1))).isEmpty();
		assertThat(tenant.actualIds("dateEnd=" + today.minusDays(1))).isEmpty();
		assertThat(tenant.actualIds("dateEnd=" + today)).hasSize(4);
	}

	static Stream<Arguments> badListParameters() {
		return Stream.of(Arguments.of("recordsPerPage=10", "pageNumber"), Arguments.of("pageNumber=", "pageNumber"),
				Arguments.of("pageNumber=0", "pageNumber"), Arguments.of("pageNumber=-1", "pageNumber"),
				Arguments.of("pageNumber=2147483648", "pageNumber"), Arguments.of("pageNumber=one", "pageNumber"),
				Arguments.of("pageNumber=1&recordsPerPage=0", "recordsPerPage"),
				Arguments.of("pageNumber=1&recordsPerPage=2147483648", "recordsPerPage"),
				Arguments.of("pageNumber=1&idType=CUSIP", "idType"),
				Arguments.of("pageNumber=1&operationType=Track", "operationType"),
				Arguments.of("pageNumber=1&isAccepted=maybe", "isAccepted"),
				Arguments.of("pageNumber=1&isDisabled=2", "isDisabled"),
				Arguments.of("pageNumber=1&dateStart=2026-1-5", "dateStart"),
				Arguments.of("pageNumber=1&dateEnd=2026-02-30", "dateEnd"),
				Arguments.of("pageNumber=1&dateStart=2026-11-02&dateEnd=2026-11-01", "dateEnd"));
	}

	@ParameterizedTest
	@MethodSource("badListParameters")
	void badListParametersAnswer400NamingThem(String query, String parameter) {
		assertError(tenant.list(query), 400, "BAD_REQUEST", parameter);
	}

	@Test
	void pagesAtTheirEdges() {
		String first = knownIsin();
		String second = knownIsin();
		tenant.create("ISIN", first, "Instrument", "Add");
		tenant.create("ISIN", second, "Instrument", "Add");

		JsonNode one = tenant.list("pageNumber=1&recordsPerPage=1").json();
		assertThat(one.get("data").valueStream().map(r -> r.get("actualId").asString())).containsExactly(first);
		assertThat(one.get("lastPage").asBoolean()).isFalse();
		assertThat(one.get("totalRecordCount").asLong()).isEqualTo(2);
		JsonNode two = tenant.list("pageNumber=2&recordsPerPage=1").json();
		assertThat(two.get("data").valueStream().map(r -> r.get("actualId").asString())).containsExactly(second);
		assertThat(two.get("lastPage").asBoolean()).isTrue();
		JsonNode far = tenant.list("pageNumber=2147483647").json();
		assertThat(far.get("data").isEmpty()).isTrue();
		assertThat(far.get("pageNumber").asInt()).isEqualTo(2147483647);
		assertThat(far.get("totalRecordCount").asLong()).isEqualTo(2);
		assertThat(far.get("lastPage").asBoolean()).isTrue();
		JsonNode defaults = tenant.list("pageNumber=1").json();
		assertThat(defaults.get("recordsPerPage").asInt()).as("default").isEqualTo(100);
		assertThat(defaults.properties()).extracting(Map.Entry::getKey)
			.containsExactly("pageNumber", "recordsPerPage", "totalRecordCount", "data", "lastPage");
		JsonNode capped = tenant.list("pageNumber=1&recordsPerPage=2147483647").json();
		assertThat(capped.get("recordsPerPage").asInt()).as("kontor.web.max-records-per-page").isEqualTo(1000);
		assertThat(capped.get("data").size()).isEqualTo(2);
	}
}
