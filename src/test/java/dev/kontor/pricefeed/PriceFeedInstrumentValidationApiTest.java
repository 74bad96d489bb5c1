package dev.kontor.pricefeed;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.testing.TestIsins;
import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Every limit of an instrument upsert and of the settlement settings, crossed: at the bound 200, over it 400. */
class PriceFeedInstrumentValidationApiTest extends PriceFeedHttpTest {

	static Stream<Arguments> instrumentFields() {
		return Stream.of(Arguments.of("name", "x".repeat(200), "x".repeat(201)), Arguments.of("name", "N", " "),
				Arguments.of("homeMarket", "x".repeat(100), "x".repeat(101)),
				Arguments.of("market", "x".repeat(100), "x".repeat(101)),
				Arguments.of("shortCode", "x".repeat(30), "x".repeat(31)),
				Arguments.of("country", "x".repeat(100), "x".repeat(101)),
				Arguments.of("key", "x".repeat(100), "x".repeat(101)), Arguments.of("currency", "USD", "EURO"),
				Arguments.of("currency", "CHF", "XYZ"), Arguments.of("alpha3CountryCode", "USA", "DE"),
				Arguments.of("alpha3CountryCode", "FRA", "XXX"), Arguments.of("mic", "XNYS", "XET"),
				Arguments.of("mic", "XETR", "xetr"), Arguments.of("mic", "2345", "XETRA"),
				Arguments.of("settlementDays", 0, -1), Arguments.of("settlementDays", 30, 31),
				Arguments.of("settlementDays", 30, 2147483648L), Arguments.of("settlementDays", 3, 1.5),
				Arguments.of("settlementFor", "BeforeValueDate", "Later"),
				Arguments.of("settlementDaysType", "AllDays", "Weekdays"), Arguments.of("type", "Fonds", "Shares"),
				Arguments.of("type", "Index", null), Arguments.of("provider", "ProviderB", "ProviderC"),
				Arguments.of("isinCode", TestIsins.random(), "DE0007164601"),
				Arguments.of("isinCode", TestIsins.random(), "DE000716460"),
				Arguments.of("isinCode", TestIsins.random(), null));
	}

	@ParameterizedTest(name = "{0}: {1} accepted, {2} refused")
	@MethodSource("instrumentFields")
	void everyInstrumentFieldIsCheckedAndNamedByItsIndex(String field, Object accepted, Object refused) {
		Map<String, Object> good = instrument(TestIsins.random(), "ProviderA", "Stocks");
		good.put(field, accepted);
		assertThat(http.putJson(API + "/admin/instruments", referenceWriter, List.of(good)).status()).isEqualTo(200);

		Map<String, Object> bad = new HashMap<>(instrument(TestIsins.random(), "ProviderA", "Stocks"));
		bad.put(field, refused);
		Http.Response response = http.putJson(API + "/admin/instruments", referenceWriter,
				List.of(instrument(TestIsins.random(), "ProviderA", "Stocks"), bad));

		assertProblem(response, 400, "[1]." + field);
		assertThat(http.get(API + "/instruments/" + bad.get("isinCode"), reader).status())
			.as("nothing of a refused body is stored").isIn(400, 404);
	}

	@Test
	void anInstrumentNamedTwiceInOneBodyAndTooManyInstrumentsAreRefused() {
		String isin = TestIsins.random();
		assertProblem(http.putJson(API + "/admin/instruments", referenceWriter,
				List.of(instrument(isin, "ProviderA", "Stocks"), instrument(isin, "ProviderA", "Bonds"))), 400,
				"[1].isinCode");

		List<Map<String, Object>> tooMany = new ArrayList<>();
		IntStream.range(0, 1001).forEach(i -> tooMany.add(Map.of("isinCode", isin, "name", "n", "type", "Stocks")));
		assertProblem(http.putJson(API + "/admin/instruments", referenceWriter, tooMany), 400, "instruments");
		assertProblem(http.putJson(API + "/admin/instruments", referenceWriter, Map.of("isinCode", isin)), 400, null);
	}

	static Stream<Arguments> settlementFields() {
		return Stream.of(Arguments.of("settlementDays", 0, -1), Arguments.of("settlementDays", 30, 31),
				Arguments.of("settlementDays", 1, null), Arguments.of("settlementFor", "BeforeValueDate", "Never"),
				Arguments.of("settlementFor", "OnValueDate", null), Arguments.of("settlementDaysType", "AllDays", "Some"),
				Arguments.of("settlementDaysType", "WorkingDays", null),
				Arguments.of("tradeProvider", "ProviderA", "ProviderZ"));
	}

	@ParameterizedTest(name = "{0}: {1} accepted, {2} refused")
	@MethodSource("settlementFields")
	void everySettlementFieldIsCheckedAndNamed(String field, Object accepted, Object refused) {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		Map<String, Object> body = new HashMap<>(Map.of("isin", isin, "tradeProvider", "ProviderA",
				"settlementDays", 3, "settlementFor", "OnValueDate", "settlementDaysType", "WorkingDays"));

		body.put(field, accepted);
		Http.Response ok = http.putJson(API + "/instruments/settlement-settings", referenceWriter, body);
		assertThat(ok.status()).as(ok.toString()).isEqualTo(200);
		assertThat(ok.json().get(field.equals("tradeProvider") ? "provider" : field).asString())
			.isEqualTo(accepted.toString());

		body.put(field, refused);
		assertProblem(http.putJson(API + "/instruments/settlement-settings", referenceWriter, body), 400, field);
	}

	@Test
	void theSettlementSettingsNeedAValidIsinOfAKnownInstrument() {
		Map<String, Object> body = new HashMap<>(Map.of("settlementDays", 3, "settlementFor", "OnValueDate",
				"settlementDaysType", "WorkingDays"));
		body.put("isin", "DE0007164601");
		assertProblem(http.putJson(API + "/instruments/settlement-settings", referenceWriter, body), 400, "isin");
		body.put("isin", null);
		assertProblem(http.putJson(API + "/instruments/settlement-settings", referenceWriter, body), 400, "isin");
		body.put("isin", TestIsins.random());
		assertProblem(http.putJson(API + "/instruments/settlement-settings", referenceWriter, body), 404, null);
	}
}
