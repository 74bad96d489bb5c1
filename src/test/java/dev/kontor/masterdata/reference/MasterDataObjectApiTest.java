package dev.kontor.masterdata.reference;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.masterdata.reference.MasterDataFixture.assertBadRequest;
import static dev.kontor.masterdata.reference.MasterDataFixture.assertError;
import static org.assertj.core.api.Assertions.assertThat;

/** The detailed object, sections with explanations and selected field values over HTTP. */
class MasterDataObjectApiTest extends HttpTest {

	private static final String V2 = "/api/masterdata/v2";

	private static final String SAP = "DE0007164600";

	private String reader;

	@BeforeEach
	void sample() {
		reader = MasterDataFixture.sampleAndReader(http, platform);
	}

	@Test
	void theDetailedObjectNestsASectionPerBidInASectionPerAg() {
		Http.Response response = http.get(V2 + "/objects/" + SAP, reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode object = response.json();
		assertThat(object.get("name").asString()).isEqualTo("SAP SE");
		assertThat(object.get("idType").asString()).isEqualTo("ISIN");
		assertThat(object.get("section").valueStream().map(s -> s.get("idValue").asString())).containsExactly("B", "D",
				"H", "K");
		JsonNode master = object.get("section").get(0);
		assertThat(master.get("idDefinition").asString()).isEqualTo("Master data");
		JsonNode currency = master.get("section").get(0).get("fld").get(0);
		assertThat(currency.get("idName").asString()).isEqualTo("currency");
		assertThat(currency.get("definition").asString()).isEqualTo("Currency");
		assertThat(currency.get("fieldExplanation").asString()).startsWith("ISO 4217");
		assertThat(currency.get("groupDataVOrTextVOrHist").get(0).get("datVal").asString()).isEqualTo("EUR");
		JsonNode venues = object.get("section").get(2).get("section").get(0).get("table").get(0);
		assertThat(venues.get("row").get(0).get("groupFieldORTable").valueStream().map(c -> c.get("fieldCode")
			.asString())).containsExactly("mic", "tradingCurrency", "venueName");
	}

	@Test
	void fieldsRestrictTheDetailedObjectToTheNamedFields() {
		Http.Response response = http.get(V2 + "/objects/716460?fields=sector,mic", reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().get("idType").asString()).isEqualTo("WKN");
		assertThat(response.json().get("section").valueStream().map(s -> s.get("idValue").asString()))
			.containsExactly("H", "K");
		assertThat(response.json().toString()).contains("\"sector\"").doesNotContain("currency", "venueName");
	}

	@Test
	void institutionsAreReadByTheirIdType() {
		Http.Response response = http.get(V2 + "/objects/IN00000003?idType=Institution", reader);

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().get("name").asString()).isEqualTo("BlackRock Asset Management Ireland Ltd");
		assertError(http.get(V2 + "/objects/IN00000003", reader), 404, "NOT_FOUND", "IN00000003");
	}

	@ParameterizedTest
	@ValueSource(strings = { "/objects/71646", "/objects/DE00071646000", "/objects/DE0007164600?idType=Fund",
			"/objects/DE0007164600?fields=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" })
	void refusesMalformedObjectParameters(String path) {
		assertThat(http.get(V2 + path, reader).status()).isEqualTo(400);
	}

	@Test
	void sectionsCarryTheExplanationsOfTheirFieldsAllOrTheNewestPerAg() {
		Http.Response all = http.get(V2 + "/sections?isinCodes=" + SAP + ",DE0008404005&ags=D,B&sectionFilter=all",
				reader);
		Http.Response latest = http.get(V2 + "/sections?isinCodes=" + SAP + "&ags=D&sectionFilter=latest", reader);

		assertThat(all.status()).as(all.toString()).isEqualTo(200);
		assertThat(all.json().valueStream().map(i -> i.get("id").asString() + "/" + i.get("bid").asString()))
			.containsExactly(SAP + "/B1", SAP + "/D2026", SAP + "/D2025", "DE0008404005/B1", "DE0008404005/D2026",
					"DE0008404005/D2025");
		assertThat(latest.json().valueStream().map(i -> i.get("bid").asString())).containsExactly("D2026");
		assertThat(latest.json().get(0).get("fieldExplanations").get("exDate").asString())
			.isEqualTo("First day the share trades without the dividend.");
	}

	@ParameterizedTest
	@ValueSource(strings = { "isinCodes=DE0007164600&ags=D&sectionFilter=newest",
			"isinCodes=DE0007164600&ags=D,F&sectionFilter=all", "isinCodes=DE0007164600&ags=D",
			"isinCodes=DE0007164600&sectionFilter=all", "ags=D&sectionFilter=all",
			"isinCodes=DE000716460&ags=D&sectionFilter=all" })
	void refusesMalformedSectionParameters(String query) {
		assertThat(http.get(V2 + "/sections?" + query, reader).status()).isEqualTo(400);
	}

	@Test
	void selectedFieldValuesAnswerTheNewestDatOrTxtValue() {
		Http.Response response = http.postJson(V2 + "/instruments/" + SAP + "/field-values", reader,
				List.of(Map.of("fieldName", "currency"), Map.of("fieldName", "shortName"),
						Map.of("fieldName", "exDate"), Map.of("fieldName", "unknownField")));

		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().valueStream().map(v -> v.get("fieldName").asString() + "=" + v.get("datVal")
			.asString("") + "|" + v.get("txtVal").asString(""))).containsExactly("currency=EUR|", "shortName=|SAP SE",
					"exDate=2026-05-14|", "unknownField=|");
	}

	@Test
	void selectedFieldValuesCheckTheIsinAndTheFieldNames() {
		List<Map<String, String>> hundred = IntStream.range(0, 100).mapToObj(i -> Map.of("fieldName", "currency"))
			.toList();
		List<Map<String, String>> tooMany = IntStream.range(0, 101).mapToObj(i -> Map.of("fieldName", "currency"))
			.toList();

		assertThat(http.postJson(V2 + "/instruments/" + SAP + "/field-values", reader, hundred).status())
			.isEqualTo(200);
		assertBadRequest(http.postJson(V2 + "/instruments/" + SAP + "/field-values", reader, tooMany), "fields");
		assertBadRequest(http.postJson(V2 + "/instruments/" + SAP + "/field-values", reader, List.of()), "fields");
		assertBadRequest(http.postJson(V2 + "/instruments/" + SAP + "/field-values", reader,
				List.of(Map.of("fieldName", "x".repeat(51)))), "[0].fieldName");
		assertBadRequest(http.postJson(V2 + "/instruments/DE000716460/field-values", reader,
				List.of(Map.of("fieldName", "currency"))), "isinCode");
		assertError(http.postJson(V2 + "/instruments/XS0000000009/field-values", reader,
				List.of(Map.of("fieldName", "currency"))), 404, "NOT_FOUND", "XS0000000009");
	}
}
