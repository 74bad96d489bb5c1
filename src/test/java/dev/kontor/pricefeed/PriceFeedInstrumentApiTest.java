package dev.kontor.pricefeed;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.testing.TestIsins;
import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Instruments over HTTP with real tokens: upserts, reads, lists and their bounds, providers, scopes. */
class PriceFeedInstrumentApiTest extends PriceFeedHttpTest {

	@Test
	void anUpsertedInstrumentIsReadWithEveryFieldAndAPlatformId() {
		String isin = TestIsins.random();
		Map<String, Object> body = instrument(isin, "ProviderA", "Stocks");

		JsonNode stored = upsertInstruments(body).get(0);

		body.forEach((field, value) -> assertThat(stored.get(field).asString()).as(field).isEqualTo(value.toString()));
		assertThat(UUID.fromString(stored.get("id").asString())).isNotNull();
		Http.Response read = http.get(API + "/instruments/" + isin, reader);
		assertThat(read.status()).isEqualTo(200);
		assertThat(read.json()).isEqualTo(stored);
	}

	@Test
	void anUpsertUpdatesByProviderAndIsinKeepingIdAndSettlementSettings() {
		String isin = TestIsins.random();
		String id = upsertInstruments(instrument(isin, "ProviderA", "Stocks")).get(0).get("id").asString();
		Http.Response settled = http.putJson(API + "/instruments/settlement-settings", referenceWriter, Map.of("isin", isin,
				"settlementDays", 5, "settlementFor", "AfterValueDate", "settlementDaysType", "AllDays"));
		assertThat(settled.status()).as(settled.toString()).isEqualTo(200);

		Map<String, Object> renamed = instrument(isin, "ProviderA", "Bonds");
		renamed.put("name", "Renamed");
		renamed.keySet().removeAll(List.of("settlementDays", "settlementFor", "settlementDaysType", "provider"));
		JsonNode updated = upsertInstruments(renamed).get(0);

		assertThat(updated.get("id").asString()).isEqualTo(id);
		assertThat(updated.get("name").asString()).isEqualTo("Renamed");
		assertThat(updated.get("type").asString()).isEqualTo("Bonds");
		assertThat(updated.get("settlementDays").asInt()).isEqualTo(5);
		assertThat(updated.get("settlementFor").asString()).isEqualTo("AfterValueDate");
		assertThat(updated.get("settlementDaysType").asString()).isEqualTo("AllDays");
	}

	@Test
	void anUpsertOfNewAndKnownInstrumentsOfTwoProvidersAnswersEachAsStoredInTheOrderSent() {
		String known = TestIsins.random();
		String knownId = upsertInstruments(instrument(known, "ProviderB", "Stocks")).get(0).get("id").asString();
		List<String> isins = List.of(TestIsins.random(), known, TestIsins.random(), TestIsins.random());
		Map<String, Object> renamed = instrument(known, "ProviderB", "Bonds");
		renamed.put("name", "Renamed");

		JsonNode answer = upsertInstruments(instrument(isins.get(0), "ProviderB", "Index"), renamed,
				instrument(isins.get(2), "ProviderA", "Fonds"), instrument(isins.get(3), "ProviderB", "Warrants"));

		assertThat(answer.valueStream().map(stored -> stored.get("isinCode").asString()).toList()).isEqualTo(isins);
		assertThat(answer.valueStream().map(stored -> stored.get("provider").asString()).toList())
			.containsExactly("ProviderB", "ProviderB", "ProviderA", "ProviderB");
		assertThat(answer.valueStream().map(stored -> stored.get("type").asString()).toList())
			.containsExactly("Index", "Bonds", "Fonds", "Warrants");
		assertThat(answer.get(1).get("id").asString()).isEqualTo(knownId);
		assertThat(answer.get(1).get("name").asString()).isEqualTo("Renamed");
		for (int k = 0; k < isins.size(); k++) {
			String provider = answer.get(k).get("provider").asString();
			assertThat(http.get(API + "/instruments/" + isins.get(k) + "?provider=" + provider, reader).json())
				.isEqualTo(answer.get(k));
		}
	}

	@Test
	void aNewInstrumentWithoutOptionalFieldsGetsTheDefaults() {
		String isin = TestIsins.random();
		JsonNode stored = upsertInstruments(Map.of("isinCode", isin, "name", "Minimal", "type", "Unknown")).get(0);

		assertThat(stored.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(stored.get("settlementDays").asInt()).isEqualTo(2);
		assertThat(stored.get("settlementFor").asString()).isEqualTo("OnValueDate");
		assertThat(stored.get("settlementDaysType").asString()).isEqualTo("WorkingDays");
		assertThat(stored.get("existsAtMasterData").asBoolean()).isFalse();
		assertThat(stored.get("tradeable").asBoolean()).isTrue();
		assertThat(stored.get("currency").isNull()).isTrue();
	}

	@Test
	void instrumentsOfDifferentProvidersNeverMix() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderB", "Warrants"));

		assertProblem(http.get(API + "/instruments/" + isin, reader), 404, null);
		assertThat(http.get(API + "/instruments/" + isin + "?provider=ProviderB", reader).status()).isEqualTo(200);
		assertThat(isins(http.get(API + "/instruments?securityType=Warrants&recordsPerPage=1000", reader)))
			.doesNotContain(isin);
		assertThat(isins(http.get(API + "/instruments?provider=ProviderB&securityType=Warrants&recordsPerPage=1000",
				reader))).contains(isin);
		Http.Response settle = http.putJson(API + "/instruments/settlement-settings", referenceWriter, Map.of("isin", isin,
				"settlementDays", 1, "settlementFor", "OnValueDate", "settlementDaysType", "AllDays"));
		assertProblem(settle, 404, null);
	}

	@Test
	void theListsFilterBySecurityTypeAndTheTradeableListByTheFlag() {
		String tradeable = TestIsins.random();
		String notTradeable = TestIsins.random();
		String fund = TestIsins.random();
		Map<String, Object> halted = instrument(notTradeable, "ProviderB", "EtfOrEtc");
		halted.put("tradeable", false);
		upsertInstruments(instrument(tradeable, "ProviderB", "EtfOrEtc"), halted,
				instrument(fund, "ProviderB", "Fonds"));

		String query = "?provider=ProviderB&securityType=EtfOrEtc&page=1&recordsPerPage=1000";
		assertThat(isins(http.get(API + "/instruments" + query, reader))).contains(tradeable, notTradeable)
			.doesNotContain(fund);
		assertThat(isins(http.get(API + "/instruments/tradeable" + query, reader))).contains(tradeable)
			.doesNotContain(notTradeable, fund);
	}

	@Test
	void pagesFollowEachOtherInIsinOrderUpToTheLastPage() {
		upsertInstruments(instrument(TestIsins.random(), "ProviderB", "Index"),
				instrument(TestIsins.random(), "ProviderB", "Index"),
				instrument(TestIsins.random(), "ProviderB", "Index"));
		String list = API + "/instruments?provider=ProviderB&securityType=Index";
		JsonNode all = http.get(list + "&recordsPerPage=1000", reader).json();
		long total = all.get("totalRecordCount").asLong();

		JsonNode first = http.get(list + "&page=1&recordsPerPage=1", reader).json();
		JsonNode last = http.get(list + "&page=" + total + "&recordsPerPage=1", reader).json();

		assertThat(first.get("lastPage").asBoolean()).isFalse();
		assertThat(first.get("totalRecordCount").asLong()).isEqualTo(total);
		assertThat(first.get("data").get(0)).isEqualTo(all.get("data").get(0));
		assertThat(last.get("lastPage").asBoolean()).isTrue();
		assertThat(last.get("data").get(0)).isEqualTo(all.get("data").get((int) total - 1));
		assertThat(all.get("data").valueStream().map(i -> i.get("isinCode").asString()).toList()).isSorted();
	}

	static Stream<Arguments> pagingBounds() {
		return Stream.of("/instruments?", "/instruments/tradeable?securityType=Stocks&")
			.flatMap(path -> Stream.of(Arguments.of(path + "page=1&recordsPerPage=1", 200, null),
					Arguments.of(path + "page=0", 400, "page"), Arguments.of(path + "page=-1", 400, "page"),
					Arguments.of(path + "page=2147483647&recordsPerPage=2147483647", 200, null),
					Arguments.of(path + "page=2147483648", 400, "page"),
					Arguments.of(path + "page=1&recordsPerPage=0", 400, "recordsPerPage"),
					Arguments.of(path + "page=1&recordsPerPage=2147483648", 400, "recordsPerPage"),
					Arguments.of(path + "page=1&provider=ProviderC", 400, "provider")));
	}

	@ParameterizedTest
	@MethodSource("pagingBounds")
	void pageAndRecordsPerPageAreOneTo2147483647AndEnumsAreChecked(String query, int status, String property) {
		Http.Response response = http.get(API + query, reader);
		if (status == 200) {
			assertThat(response.status()).as(response.toString()).isEqualTo(200);
		}
		else {
			assertProblem(response, status, property);
		}
	}

	@Test
	void aHugePageIsCappedAndAPageFarBeyondTheEndIsEmptyAndLast() {
		JsonNode page = http.get(API + "/instruments?page=2147483647&recordsPerPage=2147483647", reader).json();

		assertThat(page.get("pageNumber").asInt()).isEqualTo(2147483647);
		assertThat(page.get("recordsPerPage").asInt()).isEqualTo(1000);
		assertThat(page.get("data").isEmpty()).isTrue();
		assertThat(page.get("lastPage").asBoolean()).isTrue();
	}

	@ParameterizedTest
	@CsvSource({ "/instruments/tradeable?page=1, securityType", "/instruments/tradeable?securityType=Bonds, page",
			"/instruments/tradeable?page=1&securityType=Shares, securityType",
			"/instruments?securityType=Shares, securityType" })
	void theTradeableListRequiresSecurityTypeAndPageAndTypesAreChecked(String query, String property) {
		assertProblem(http.get(API + query, reader), 400, property);
	}

	@ParameterizedTest
	@CsvSource({ "DE0007164601, 400", "DE000716460, 400", "DE00071646000, 400", "de0007164600, 400",
			"CH0038863350, 404" })
	void anIsinInThePathIsCheckedBeforeItIsLookedUp(String isin, int status) {
		assertProblem(http.get(API + "/instruments/" + isin, reader), status, status == 400 ? "isinCode" : null);
	}

	@Test
	void readingNeedsPricefeedReadAndChangingReferenceDataPricefeedAdminOrTheOperator() {
		String isin = TestIsins.random();
		List<Map<String, Object>> body = List.of(instrument(isin, "ProviderA", "Stocks"));
		String otherScope = token(tenantId, "clients.read");
		Map<String, Object> settlement = Map.of("isin", isin, "settlementDays", 1, "settlementFor", "OnValueDate",
				"settlementDaysType", "AllDays");

		assertProblem(http.putJson(API + "/admin/instruments", reader, body), 403, null);
		assertProblem(http.putJson(API + "/admin/instruments", writer, body), 403, null);
		assertProblem(http.get(API + "/instruments", otherScope), 403, null);
		assertThat(http.get(API + "/instruments").status()).isEqualTo(401);
		assertThat(http.putJson(API + "/admin/instruments", platform.adminToken(), body).status()).isEqualTo(200);
		assertThat(http.putJson(API + "/admin/instruments", referenceWriter, body).status()).isEqualTo(200);
		assertProblem(http.putJson(API + "/instruments/settlement-settings", reader, settlement), 403, null);
		assertProblem(http.putJson(API + "/instruments/settlement-settings", writer, settlement), 403, null);
		assertThat(http.putJson(API + "/instruments/settlement-settings", platform.adminToken(), settlement).status())
			.isEqualTo(200);
	}

	@Test
	void pricefeedAdminIsOnlyForClientsOfTenantOperator() {
		Http.Response refused = http.postJson("/admin/v1/oauth-clients", platform.adminToken(),
				Map.of("tenantId", tenantId, "applicationName", "connector", "applicationType", "server",
						"allowedOrigins", List.of(), "grantTypes", List.of("client_credentials"), "scopes",
						List.of("pricefeed.write", "pricefeed.admin"), "redirectUris", List.of()));

		assertProblem(refused, 422, "scopes");
	}

	private static List<String> isins(Http.Response page) {
		assertThat(page.status()).as(page.toString()).isEqualTo(200);
		return page.json().get("data").valueStream().map(instrument -> instrument.get("isinCode").asString()).toList();
	}
}
