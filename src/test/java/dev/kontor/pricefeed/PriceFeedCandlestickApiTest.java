package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.shared.Decimals;
import dev.kontor.testing.Http;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** Candlesticks by custom range and resolution over HTTP, with real tokens. */
class PriceFeedCandlestickApiTest extends PriceFeedQuotesHttpTest {

	private String isin;

	@BeforeEach
	void instrumentWithQuotes() {
		isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"), instrument(isin, "ProviderB", "Stocks"));
		// 10:00-11:00 opens at mid 100 and closes at 103; 11:00-12:00 has mids 110 and 96
		storeQuotes("ProviderA", isin, tick("2026-03-04T09:59:59Z", "1", "1"), tick("2026-03-04T10:00:00Z", "99", "101"),
				tick("2026-03-04T10:20:00.5Z", "104", "106"), tick("2026-03-04T10:59:59Z", "102", "104"),
				tick("2026-03-04T11:30:00Z", "109", "111"), tick("2026-03-04T11:45:00Z", "95", "97"),
				tick("2026-03-04T12:00:00Z", "1", "1"));
		storeQuotes("ProviderB", isin, tick("2026-03-04T10:30:00Z", "500", "502"));
	}

	@Test
	void answersAllTimeSeriesAndNoDevelopmentWhenNoneAreNamed() {
		Http.Response response = http.get(custom("resolution=oneHour&dateBegin=2026-03-04%2010:00:00"
				+ "&dateEnd=2026-03-04%2012:00:00"), reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode body = response.json();
		assertThat(body.get("request").toString()).isEqualTo("{\"isinCode\":\"" + isin + "\",\"provider\":\"ProviderA\","
				+ "\"dateBegin\":\"2026-03-04 10:00:00\",\"dateEnd\":\"2026-03-04 12:00:00\",\"resolution\":\"oneHour\","
				+ "\"timeSeries\":[\"openingPrices\",\"closingPrices\",\"highestPrices\",\"lowestPrices\",\"volumes\"],"
				+ "\"developmentSeries\":[]}");
		assertThat(longs(body.get("timeStamps"))).containsExactly(Instant.parse("2026-03-04T10:00:00Z").toEpochMilli(),
				Instant.parse("2026-03-04T11:00:00Z").toEpochMilli());
		assertThat(decimals(body.get("openingPrices"))).containsExactly(decimal("100"), decimal("110"));
		assertThat(decimals(body.get("closingPrices"))).containsExactly(decimal("103"), decimal("96"));
		assertThat(decimals(body.get("highestPrices"))).containsExactly(decimal("105"), decimal("110"));
		assertThat(decimals(body.get("lowestPrices"))).containsExactly(decimal("100"), decimal("96"));
		assertThat(decimals(body.get("volumes"))).containsExactly(decimal("3"), decimal("2"));
		assertThat(body.propertyNames()).containsExactly("request", "timeStamps", "openingPrices", "closingPrices",
				"highestPrices", "lowestPrices", "volumes");
	}

	@Test
	void answersOnlyTheNamedSeriesWithDevelopmentsAgainstTheFirstOpeningPrice() {
		Http.Response response = http.get(custom("resolution=oneHour&dateBegin=2026-03-04%2010:00:00"
				+ "&dateEnd=2026-03-04%2012:00:00&timeSeries=closingPrices&timeSeries=volumes"
				+ "&developmentSeries=closingPricesDevelopment,closingPricesDevelopmentInPercent"
				+ "&developmentSeries=lowestPricesDevelopmentInPercent"), reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode body = response.json();
		assertThat(body.propertyNames()).containsExactly("request", "timeStamps", "closingPrices", "volumes",
				"closingPricesDevelopment", "closingPricesDevelopmentInPercent", "lowestPricesDevelopmentInPercent");
		assertThat(decimals(body.get("closingPricesDevelopment"))).containsExactly(decimal("3"), decimal("-4"));
		assertThat(decimals(body.get("closingPricesDevelopmentInPercent"))).containsExactly(decimal("3"),
				decimal("-4"));
		assertThat(decimals(body.get("lowestPricesDevelopmentInPercent"))).containsExactly(decimal("0"),
				decimal("-4"));
	}

	@Test
	void cutsTheBucketsAtTheRangeWhoseBeginIsInclusiveAndEndExclusive() {
		Http.Response response = http.get(custom("resolution=oneDay&dateBegin=2026-03-04%2010:20:00"
				+ "&dateEnd=2026-03-04%2011:45:00&timeSeries=openingPrices,closingPrices,volumes"), reader);
		JsonNode body = response.json();
		assertThat(longs(body.get("timeStamps"))).containsExactly(Instant.parse("2026-03-04T00:00:00Z").toEpochMilli());
		assertThat(decimals(body.get("openingPrices"))).containsExactly(decimal("105"));
		assertThat(decimals(body.get("closingPrices"))).containsExactly(decimal("110"));
		assertThat(decimals(body.get("volumes"))).containsExactly(decimal("3"));
	}

	@Test
	void leavesOutBucketsWithoutQuotesAndAnswersEmptySeriesForAnInstrumentWithoutQuotes() {
		JsonNode body = http.get(custom("resolution=fifteenMinutes&dateBegin=2026-03-04%2010:00:00"
				+ "&dateEnd=2026-03-04%2011:00:00&timeSeries=volumes"), reader).json();
		assertThat(longs(body.get("timeStamps"))).containsExactly(Instant.parse("2026-03-04T10:00:00Z").toEpochMilli(),
				Instant.parse("2026-03-04T10:15:00Z").toEpochMilli(), Instant.parse("2026-03-04T10:45:00Z").toEpochMilli());
		String quiet = TestIsins.random();
		upsertInstruments(instrument(quiet, "ProviderA", "Stocks"));
		JsonNode empty = http.get(API + "/candlesticks/" + quiet + "/custom?resolution=oneDay"
				+ "&developmentSeries=openingPricesDevelopment", reader).json();
		assertThat(empty.get("timeStamps").isEmpty()).isTrue();
		assertThat(empty.get("openingPricesDevelopment").isEmpty()).isTrue();
	}

	@Test
	void showsEachProviderOnlyItsOwnQuotes() {
		String range = "/custom?resolution=allTime&dateBegin=2026-03-04%2000:00:00&dateEnd=2026-03-05%2000:00:00";
		JsonNode providerB = http.get(API + "/candlesticks/" + isin + range + "&provider=ProviderB", reader).json();
		assertThat(decimals(providerB.get("openingPrices"))).containsExactly(decimal("501"));
		assertThat(decimals(providerB.get("volumes"))).containsExactly(decimal("1"));
		JsonNode providerA = http.get(API + "/candlesticks/" + isin + range, reader).json();
		assertThat(decimals(providerA.get("highestPrices"))).containsExactly(decimal("110"));
		assertThat(decimals(providerA.get("volumes"))).containsExactly(decimal("7"));
		assertThat(longs(providerA.get("timeStamps"))).containsExactly(
				Instant.parse("2026-03-04T00:00:00Z").toEpochMilli());
	}

	static Stream<Arguments> invalidRequests() {
		String range = "&dateBegin=2026-03-04%2010:00:00&dateEnd=2026-03-04%2012:00:00";
		return Stream.of(arguments("XS123", "resolution=oneHour", "isinCode"),
				arguments("XS00000000000", "resolution=oneHour", "isinCode"),
				arguments(TestIsins.withWrongCheckDigit("DE0007164600"), "resolution=oneHour", "isinCode"),
				arguments(null, "dateBegin=2026-03-04%2010:00:00", "resolution"),
				arguments(null, "resolution=twoMinutes", "resolution"),
				arguments(null, "resolution=oneHour&provider=ProviderC", "provider"),
				arguments(null, "resolution=oneHour&timeSeries=openingPrices,prices" + range, "timeSeries"),
				arguments(null, "resolution=oneHour&developmentSeries=openingPrices" + range, "developmentSeries"),
				arguments(null, "resolution=oneHour&dateBegin=2026-03-04%2012:00:00&dateEnd=2026-03-04%2012:00:00",
						"dateBegin"),
				arguments(null, "resolution=oneHour&dateBegin=2026-03-04%2013:00:00&dateEnd=2026-03-04%2012:00:00",
						"dateBegin"),
				arguments(null, "resolution=oneHour&dateBegin=2026-03-04T10:00:00", "dateBegin"),
				arguments(null, "resolution=oneHour&dateEnd=2026-03-04", "dateEnd"),
				arguments(null, "resolution=oneMinute&dateBegin=2026-03-01%2000:00:00&dateEnd=2026-03-07%2022:40:01",
						"resolution"));
	}

	@ParameterizedTest
	@MethodSource("invalidRequests")
	void answersAProblemNamingTheParameterOutOfBounds(String isinCode, String query, String parameter) {
		String path = API + "/candlesticks/" + (isinCode == null ? isin : isinCode) + "/custom?" + query;
		assertProblem(http.get(path, reader), 400, parameter);
	}

	@Test
	void servesTenThousandBucketsAndNoMore() {
		Http.Response atLimit = http.get(custom("resolution=oneMinute&dateBegin=2026-03-01%2000:00:00"
				+ "&dateEnd=2026-03-07%2022:40:00&timeSeries=volumes"), reader);
		assertThat(atLimit.status()).as(atLimit.toString()).isEqualTo(200);
		assertThat(decimals(atLimit.json().get("volumes")).stream().mapToInt(BigDecimal::intValue).sum()).isEqualTo(7);
	}

	@Test
	void answersNotFoundForAnInstrumentUnknownToTheProvider() {
		String onlyAtB = TestIsins.random();
		upsertInstruments(instrument(onlyAtB, "ProviderB", "Stocks"));
		assertProblem(http.get(API + "/candlesticks/" + onlyAtB + "/custom?resolution=oneDay", reader), 404, null);
		assertProblem(http.get(API + "/candlesticks/" + TestIsins.random() + "/custom?resolution=oneDay", reader), 404,
				null);
	}

	@Test
	void needsATokenWithTheReadScope() {
		Http.Response anonymous = http.get(custom("resolution=oneDay"));
		assertThat(anonymous.status()).isEqualTo(401);
		assertThat(anonymous.header("WWW-Authenticate")).startsWith("Bearer");
		assertProblem(http.get(custom("resolution=oneDay"), token(tenantId, "clients.read")), 403, null);
	}

	private String custom(String query) {
		return API + "/candlesticks/" + isin + "/custom?" + query;
	}

	private static TestTick tick(String dateTime, String bid, String ask) {
		return new TestTick(Instant.parse(dateTime), new BigDecimal(bid), new BigDecimal(ask));
	}

	private static BigDecimal decimal(String value) {
		return new BigDecimal(value);
	}

	static List<BigDecimal> decimals(JsonNode array) {
		return array.valueStream().map(JsonNode::decimalValue).map(Decimals::plain).toList();
	}

	private static List<Long> longs(JsonNode array) {
		return array.valueStream().map(JsonNode::asLong).toList();
	}
}
