package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.pricefeed.quotes.BarFolding;
import dev.kontor.testing.Http;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** End-of-day prices over HTTP: closing mid prices of a UTC date, paged, with every parameter bound crossed. */
class PriceFeedEndOfDayApiTest extends PriceFeedQuotesHttpTest {

	@Autowired
	BarFolding folding;

	@Autowired
	ClosingPrices closingPrices;

	@Autowired
	TransactionTemplate transactions;

	@Autowired
	JdbcClient jdbc;

	/** Each test its own date, so that the instruments of other tests have no price on it. */
	private LocalDate date;

	@BeforeEach
	void dateOfItsOwn() {
		date = LocalDate.of(1950, 1, 1).plusDays(ThreadLocalRandom.current().nextInt(25_000));
	}

	@Test
	void listsTheClosingMidPriceOfTheDateInIsinOrder() {
		List<String> isins = sortedIsins(3);
		upsertInstruments(instrument(isins.get(0), "ProviderA", "Stocks"), instrument(isins.get(1), "ProviderA",
				"Stocks"), instrument(isins.get(2), "ProviderA", "Bonds"));
		storeQuotes("ProviderA", isins.get(2), tick(at("10:00:00"), "10"), tick(at("16:00:00"), "11.25"),
				tick(at("00:00:00").plusSeconds(86_400), "99"));
		storeQuotes("ProviderA", isins.get(1), tick(at("00:00:00").minusNanos(1_000), "5"));
		storeQuotes("ProviderA", isins.get(0), tick(at("23:59:59.999999"), "7"), tick(at("00:00:00"), "8"));
		Http.Response response = http.get(API + "/eod-prices?date=" + date, reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		assertThat(response.json().toString()).isEqualTo("{\"pageNumber\":1,\"recordsPerPage\":100,"
				+ "\"totalRecordCount\":2,\"data\":[{\"isinCode\":\"" + isins.get(0) + "\",\"price\":7},{\"isinCode\":\""
				+ isins.get(2) + "\",\"price\":11.25}],\"lastPage\":true}");
	}

	/** The day's close counts quotes whose bar parts are folded into the day bar and those not folded yet alike. */
	@Test
	void theCloseIsTheLatestQuoteWhetherFoldedIntoTheDayBarOrNot() {
		String isin = sortedIsins(1).get(0);
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		String query = API + "/eod-prices?date=" + date + "&isins=" + isin;
		storeQuotes("ProviderA", isin, tick(at("10:00:00"), "10"));
		folding.foldAll();
		storeQuotes("ProviderA", isin, tick(at("11:00:00"), "11"));
		assertThat(prices(http.get(query, reader))).as("a part after the bar").containsExactly(Map.entry(isin, "11"));
		storeQuotes("ProviderA", isin, tick(at("09:00:00"), "9"));
		assertThat(prices(http.get(query, reader))).as("a part before").containsExactly(Map.entry(isin, "11"));
		folding.foldAll();
		storeQuotes("ProviderA", isin, tick(at("08:00:00"), "8"));
		assertThat(prices(http.get(query, reader))).as("a part before the bar").containsExactly(Map.entry(isin, "11"));
		folding.foldAll();
		assertThat(prices(http.get(query, reader))).as("all folded").containsExactly(Map.entry(isin, "11"));
	}

	@Test
	void keepsToTheNamedIsinsOfTheProviderAndLeavesOutUnknownOnes() {
		List<String> isins = sortedIsins(2);
		upsertInstruments(instrument(isins.get(0), "ProviderA", "Stocks"), instrument(isins.get(0), "ProviderB",
				"Stocks"), instrument(isins.get(1), "ProviderA", "Stocks"));
		storeQuotes("ProviderA", isins.get(0), tick(at("12:00:00"), "20"));
		storeQuotes("ProviderB", isins.get(0), tick(at("12:00:00"), "21"));
		storeQuotes("ProviderA", isins.get(1), tick(at("12:00:00"), "30"));
		String query = "/eod-prices?date=" + date + "&isins=" + isins.get(0) + "," + TestIsins.random();
		assertThat(prices(http.get(API + query, reader))).containsExactly(Map.entry(isins.get(0), "20"));
		assertThat(prices(http.get(API + query + "&tradeProvider=ProviderB", reader)))
			.containsExactly(Map.entry(isins.get(0), "21"));
		assertThat(prices(http.get(API + "/eod-prices?date=" + date + "&tradeProvider=ProviderB", reader)))
			.containsExactly(Map.entry(isins.get(0), "21"));
	}

	@Test
	void pagesByRecordsPerPage() {
		List<String> isins = sortedIsins(101);
		upsertInstruments(isins.stream().map(isin -> instrument(isin, "ProviderA", "Stocks")).toArray());
		ingest(isins.stream().map(isin -> quote("ProviderA", isin, tick(at("12:00:00"), "1"))).toList());
		JsonNode first = http.get(API + "/eod-prices?date=" + date + "&recordsPerPage=100", reader).json();
		assertThat(first.get("data").size()).isEqualTo(100);
		assertThat(first.get("totalRecordCount").asLong()).isEqualTo(101);
		assertThat(first.get("lastPage").asBoolean()).isFalse();
		JsonNode second = http.get(API + "/eod-prices?date=" + date + "&pageNumber=2", reader).json();
		assertThat(second.get("data").get(0).get("isinCode").asString()).isEqualTo(isins.get(100));
		assertThat(second.get("lastPage").asBoolean()).isTrue();
		JsonNode whole = http.get(API + "/eod-prices?date=" + date + "&recordsPerPage=1000", reader).json();
		assertThat(whole.get("data").size()).isEqualTo(101);
		assertThat(whole.get("recordsPerPage").asInt()).isEqualTo(1000);
	}

	static Stream<Arguments> invalidQueries() {
		return Stream.of(arguments("recordsPerPage=100", "date"), arguments("date=2026-3-04", "date"),
				arguments("date=2026-02-30", "date"), arguments("date=2026-03-04%2000:00:00", "date"),
				arguments("date=2026-03-04&recordsPerPage=99", "recordsPerPage"),
				arguments("date=2026-03-04&recordsPerPage=1001", "recordsPerPage"),
				arguments("date=2026-03-04&recordsPerPage=many", "recordsPerPage"),
				arguments("date=2026-03-04&pageNumber=0", "pageNumber"),
				arguments("date=2026-03-04&tradeProvider=ProviderC", "tradeProvider"),
				arguments("date=2026-03-04&isins=DE000716460", "isins"),
				arguments("date=2026-03-04&isins=" + TestIsins.withWrongCheckDigit("DE0007164600"), "isins"),
				arguments("date=2026-03-04&isins=" + String.join(",", randomIsins(1001)), "isins"));
	}

	@ParameterizedTest
	@MethodSource("invalidQueries")
	void answersAProblemNamingTheParameterOutOfBounds(String query, String parameter) {
		assertProblem(http.get(API + "/eod-prices?" + query, reader), 400, parameter);
	}

	@Test
	void acceptsTheBoundsOfRecordsPerPageAndAThousandIsins() {
		for (String query : List.of("recordsPerPage=100", "recordsPerPage=1000&pageNumber=2147483647",
				"isins=" + String.join(",", randomIsins(1000)))) {
			Http.Response response = http.get(API + "/eod-prices?date=" + date + "&" + query, reader);
			assertThat(response.status()).as(query).isEqualTo(200);
			assertThat(response.json().get("data").isEmpty()).isTrue();
		}
	}

	/**
	 * The venue asks for the closes of up to a thousand instruments at once, and a generic plan of that statement,
	 * made while the catalogue was small, checks the list against every series of the provider one by one (1.8 s
	 * against 12 ms a query at 100,000 series): PostgreSQL plans it for its ISINs every time, also once the driver has
	 * prepared it on the server (after five uses) and PostgreSQL would otherwise keep a generic plan.
	 */
	@Test
	@EnabledIf("dev.kontor.testing.TestDatabaseProfiles#isPostgres")
	void theClosesOfAListOfIsinsArePlannedForTheirIsinsEveryTime() {
		List<String> isins = sortedIsins(3);
		upsertInstruments(instrument(isins.get(0), "ProviderA", "Stocks"), instrument(isins.get(1), "ProviderA",
				"Stocks"), instrument(isins.get(2), "ProviderA", "Stocks"));
		storeQuotes("ProviderA", isins.get(1), tick(at("16:00:00"), "12.5"));
		long[] plans = transactions.execute(transaction -> {
			for (int use = 1; use <= 12; use++) {
				assertThat(closingPrices.closes(TradeProvider.ProviderA, date, isins)).as("use " + use)
					.containsExactly(Map.entry(isins.get(1), new BigDecimal("12.5")));
			}
			return jdbc.sql("SELECT SUM(generic_plans), SUM(custom_plans) FROM pg_prepared_statements "
					+ "WHERE statement LIKE '%FROM pricefeed_bar_parts p %'")
				.query((rs, row) -> new long[] { rs.getLong(1), rs.getLong(2) })
				.single();
		});
		assertThat(plans[1]).as("custom plans of the prepared statement").isPositive();
		assertThat(plans[0]).as("generic plans").isZero();
	}

	@Test
	void needsATokenWithTheReadScope() {
		assertThat(http.get(API + "/eod-prices?date=" + date).status()).isEqualTo(401);
		assertProblem(http.get(API + "/eod-prices?date=" + date, token(tenantId, "pricefeed.write")), 403, null);
	}

	private Instant at(String time) {
		return Instant.parse(date + "T" + time + "Z");
	}

	private static List<Map.Entry<String, String>> prices(Http.Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		List<Map.Entry<String, String>> prices = new ArrayList<>();
		response.json().get("data").forEach(item -> prices.add(Map.entry(item.get("isinCode").asString(),
				item.get("price").decimalValue().toPlainString())));
		return prices;
	}

	private static List<String> sortedIsins(int count) {
		return randomIsins(count).stream().sorted().toList();
	}

	private static List<String> randomIsins(int count) {
		return Stream.generate(TestIsins::random).distinct().limit(count).toList();
	}

	private static TestTick tick(Instant dateTime, String mid) {
		BigDecimal half = new BigDecimal("0.5");
		return new TestTick(dateTime, new BigDecimal(mid).subtract(half), new BigDecimal(mid).add(half));
	}
}
