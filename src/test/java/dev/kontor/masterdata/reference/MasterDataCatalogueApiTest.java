package dev.kontor.masterdata.reference;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static dev.kontor.masterdata.reference.MasterDataFixture.assertBadRequest;
import static org.assertj.core.api.Assertions.assertThat;

/** Definitions, filter fields and the filter value search over HTTP. */
class MasterDataCatalogueApiTest extends HttpTest {

	private static final String V2 = "/api/masterdata/v2";

	private String reader;

	@BeforeEach
	void sample() {
		reader = MasterDataFixture.sampleAndReader(http, platform);
	}

	@Test
	void definitionsComeAsAnArrayHoldingThePageObject() {
		Http.Response first = http.get(V2 + "/definitions?page=1&recordsPerPage=4&searchParameter=iShares", reader);
		Http.Response second = http.get(V2 + "/definitions?page=2&recordsPerPage=4&searchParameter=ishares", reader);

		assertThat(first.status()).as(first.toString()).isEqualTo(200);
		JsonNode page = first.json().get(0);
		assertThat(first.json().size()).isOne();
		assertThat(page.get("pageNumber").asInt()).isEqualTo(1);
		assertThat(page.get("recordsPerPage").asInt()).isEqualTo(4);
		assertThat(page.get("totalRecordCount").asLong()).isEqualTo(6);
		assertThat(page.get("lastPage").asBoolean()).isFalse();
		assertThat(page.get("data").size()).isEqualTo(4);
		JsonNode last = second.json().get(0);
		assertThat(last.get("data").size()).isEqualTo(2);
		assertThat(last.get("lastPage").asBoolean()).isTrue();
		JsonNode world = page.get("data").valueStream()
			.filter(d -> d.get("isinCode").asString().equals("IE00B4L5Y983"))
			.findFirst()
			.orElseThrow();
		assertThat(world.get("wkn").asString()).isEqualTo("A0RPWH");
		assertThat(world.get("name").asString()).isEqualTo("iShares Core MSCI World UCITS ETF USD (Acc)");
		assertThat(world.get("type").asString()).isEqualTo("ETF");
		assertThat(world.get("idName").asString()).startsWith("MD");
		assertThat(world.get("ekn").asString()).startsWith("E");
		assertThat(world.get("cfiCode").asString()).hasSize(6);
	}

	@ParameterizedTest
	@CsvSource(delimiter = '|', value = { "deutsche|Deutsche Bank AG;Deutsche Börse AG;Deutsche Post AG (DHL Group);"
			+ "Deutsche Telekom AG", "BÖRSE|Deutsche Börse AG", "msci wor|iShares Core MSCI World UCITS ETF USD (Acc);"
					+ "Xtrackers MSCI World UCITS ETF 1C", "716460|SAP SE", "us0378331005|Apple Inc.",
			"MD00000002|Siemens AG", "nestle|Nestlé S.A.", "100%_|" })
	void searchFindsWordsByTheirStartAndIdentifiersExactly(String search, String names) {
		assertThat(names(search, "Instrument")).containsExactlyElementsOf(
				names == null ? List.of() : List.of(names.split(";")));
	}

	@Test
	void aPrefixOfTwoWordsOfOneNameFindsItOnceAndCountsItOnce() {
		// "u" starts both "UCITS" and "USD" of "iShares Core MSCI World UCITS ETF USD (Acc)".
		Http.Response response = http.get(V2 + "/definitions?page=1&recordsPerPage=2&searchParameter=u", reader);
		Http.Response all = http.get(V2 + "/definitions?page=1&recordsPerPage=1000&searchParameter=u", reader);

		List<String> names = all.json().get(0).get("data").valueStream().map(d -> d.get("name").asString()).toList();
		assertThat(names).contains("iShares Core MSCI World UCITS ETF USD (Acc)").doesNotHaveDuplicates();
		assertThat(all.json().get(0).get("totalRecordCount").asLong()).isEqualTo(names.size());
		assertThat(response.json().get(0).get("totalRecordCount").asLong()).isEqualTo(names.size());
		assertThat(response.json().get(0).get("data").valueStream().map(d -> d.get("name").asString()).toList())
			.containsExactlyElementsOf(names.subList(0, 2));
	}

	@Test
	void institutionsAreListedByTheirIdType() {
		assertThat(names("finanzagentur", "Institution"))
			.containsExactly("Bundesrepublik Deutschland - Finanzagentur GmbH");
		assertThat(names("finanzagentur", "Instrument")).isEmpty();
	}

	@Test
	void pageBoundsAreOneTo2147483647() {
		assertThat(http.get(V2 + "/definitions?page=2147483647&recordsPerPage=2147483647", reader).json().get(0)
			.get("data")).isEmpty();
		assertThat(http.get(V2 + "/definitions?page=1&recordsPerPage=1", reader).json().get(0).get("data").size())
			.isOne();
		assertThat(http.get(V2 + "/definitions?page=1&searchParameter=" + "a".repeat(100), reader).status())
			.isEqualTo(200);
	}

	@ParameterizedTest
	@CsvSource({ "page=0, page", "page=2147483648, page", "recordsPerPage=5, page", "page=1&recordsPerPage=0, recordsPerPage",
			"page=1&recordsPerPage=2147483648, recordsPerPage", "page=1&idType=Fund, idType",
			"page=1&searchParameter=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, searchParameter" })
	void refusesPageParametersOutOfBounds(String query, String parameter) {
		assertBadRequest(http.get(V2 + "/definitions?" + query, reader), parameter);
	}

	@Test
	void filterFieldsAreTheFilterableDefinitions() {
		Http.Response response = http.get(V2 + "/filter-fields", reader);

		assertThat(response.status()).isEqualTo(200);
		JsonNode currency = response.json().valueStream().filter(f -> f.get("code").asString().equals("currency"))
			.findFirst().orElseThrow();
		assertThat(currency.get("labelTranslation").asString()).isEqualTo("Currency");
		assertThat(currency.get("type").asString()).isEqualTo("string");
		assertThat(currency.get("showcase").asString()).isEqualTo("EUR");
		assertThat(response.json().valueStream().map(f -> f.get("code").asString())).doesNotContain("shortName");
	}

	@Test
	void filterSearchAnswersInstrumentsMeetingEveryCriterionWithTheirValues() {
		Http.Response cars = search(List.of(criterion("indexMembership", "equals", "dax"),
				criterion("sector", "equals", "Automobiles")));
		Http.Response soft = search(List.of(criterion("sector", "contains", "SOFT")));

		assertThat(cars.status()).as(cars.toString()).isEqualTo(200);
		assertThat(cars.json().valueStream().map(i -> i.get("name").asString())).containsExactly(
				"Bayerische Motoren Werke AG", "Continental AG", "Mercedes-Benz Group AG",
				"Porsche Automobil Holding SE Vz.", "Volkswagen AG Vz.");
		JsonNode bmw = cars.json().get(0);
		assertThat(bmw.get("isinCode").asString()).isEqualTo("DE0005190003");
		assertThat(bmw.get("wkn").asString()).isEqualTo("519000");
		assertThat(bmw.get("fieldValueList").valueStream().map(v -> v.get("fieldCode").asString() + "="
				+ v.get("fieldValueDat").asString())).containsExactly("indexMembership=DAX", "sector=Automobiles");
		assertThat(soft.json().valueStream().map(i -> i.get("isinCode").asString()))
			.containsExactly("US5949181045", "DE0007164600");
		assertThat(search(List.of(criterion("issuerName", "startsWith", "appl"))).json().get(0).get("fieldValueList")
			.get(0).get("txtRealLength").asInt()).isEqualTo("Apple Inc.".length());
	}

	@ParameterizedTest
	@ValueSource(strings = { "[]", "[{\"fieldName\":\"shortName\",\"filter\":\"equals\",\"data\":\"x\"}]",
			"[{\"fieldName\":\"sector\",\"filter\":\"like\",\"data\":\"x\"}]",
			"[{\"fieldName\":\"sector\",\"filter\":\"equals\"}]", "[{\"filter\":\"equals\",\"data\":\"x\"}]",
			"[{\"fieldName\":\"sector\",\"filter\":\"equals\",\"data\":{\"a\":1}}]", "{\"fieldName\":\"sector\"}" })
	void refusesMalformedCriteria(String body) {
		assertThat(http.postJson(V2 + "/filter-fields/search", reader, body).status()).isEqualTo(400);
	}

	/** PostgreSQL refuses the NUL character in a text, so it must be refused before the search reaches it. */
	@ParameterizedTest
	@ValueSource(strings = { "a\u0000b", "\u0000" })
	void refusesTheNulCharacterInFilterDataNamingTheField(String data) {
		assertBadRequest(search(List.of(criterion("sector", "contains", "a"), criterion("sector", "equals", data))),
				"[1].data");
	}

	@Test
	void refusesTheNulCharacterInTheDefinitionsSearchNamingTheParameter() {
		assertBadRequest(http.get(V2 + "/definitions?page=1&searchParameter=a%00b", reader), "searchParameter");
	}

	@Test
	void takesTwentyCriteriaAtMost() {
		Map<String, Object> criterion = criterion("sector", "contains", "a");
		assertThat(search(Collections.nCopies(20, criterion)).status()).isEqualTo(200);
		assertBadRequest(search(Collections.nCopies(21, criterion)), "criteria");
	}

	private Http.Response search(List<Map<String, Object>> criteria) {
		return http.postJson(V2 + "/filter-fields/search", reader, criteria);
	}

	private static Map<String, Object> criterion(String field, String filter, Object data) {
		return Map.of("fieldName", field, "filter", filter, "data", data);
	}

	private List<String> names(String search, String idType) {
		Http.Response response = http.get(V2 + "/definitions?page=1&idType=" + idType + "&searchParameter="
				+ URLEncoder.encode(search, StandardCharsets.UTF_8), reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json().get(0).get("data").valueStream().map(d -> d.get("name").asString()).toList();
	}
}
