package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

import dev.kontor.pricefeed.quotes.BarFolding;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/** Quote ingestion and the quote reads over HTTP with real tokens. */
class PriceFeedQuoteApiTest extends PriceFeedHttpTest {

	static final Instant T0 = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(3, ChronoUnit.HOURS);

	@Autowired
	JdbcClient jdbc;

	@Autowired
	BarFolding folding;

	@Test
	void anIngestedQuoteIsTheInstrumentsLatestQuoteAndIsStoredOnce() {
		String isin = stockOf("ProviderA");
		Map<String, Object> quote = quote(isin, T0, "100.10", "100.30");

		JsonNode first = ingest(List.of(quote));
		JsonNode again = ingest(List.of(quote));

		assertThat(first.get("received").asLong()).isEqualTo(1);
		assertThat(first.get("stored").asLong()).isEqualTo(1);
		assertThat(again.get("stored").asLong()).isZero();
		JsonNode latest = http.get(API + "/quotes/" + isin, reader).json();
		assertThat(latest.get("isinCode").asString()).isEqualTo(isin);
		assertThat(latest.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(Instant.parse(latest.get("dateTime").asString())).isEqualTo(T0);
		assertThat(latest.get("status").asString()).isEqualTo("Open");
		assertThat(latest.get("bid").decimalValue()).isEqualByComparingTo("100.10");
		assertThat(latest.get("ask").decimalValue()).isEqualByComparingTo("100.30");
		assertThat(latest.get("bidVolume").decimalValue()).isEqualByComparingTo("500");
		assertThat(latest.get("askVolume").decimalValue()).isEqualByComparingTo("700");
		assertThat(history(isin, "", "")).hasSize(1);
	}

	@Test
	void anOlderQuoteArrivingLateIsKeptForTheHistoryButIsNotTheLatest() {
		String isin = stockOf("ProviderA");
		ingest(List.of(quote(isin, T0.plusSeconds(60), "10", "11")));
		ingest(List.of(quote(isin, T0, "20", "21")));

		assertThat(http.get(API + "/quotes/" + isin, reader).json().get("bid").decimalValue())
			.isEqualByComparingTo("10");
		assertThat(history(isin, "", "")).extracting(q -> q.get("bid").decimalValue().toPlainString())
			.containsExactly("20", "10");
	}

	@Test
	void historyHoldsTheRangeFromBeginInclusiveToEndExclusive() {
		String isin = stockOf("ProviderA");
		ingest(IntStream.range(0, 5).mapToObj(i -> quote(isin, T0.plusSeconds(i), "1" + i, "2" + i)).toList());

		List<JsonNode> range = history(isin, dateTime(T0.plusSeconds(1)), dateTime(T0.plusSeconds(4)));

		assertThat(range).extracting(q -> q.get("bid").decimalValue().toPlainString()).containsExactly("11", "12", "13");
	}

	@Test
	void historyRefusesBadDatesReversedRangesAndRangesWithTooManyQuotes() {
		String isin = stockOf("ProviderA");
		ingest(IntStream.range(0, 21).mapToObj(i -> quote(isin, T0.plusSeconds(i), "1", "2")).toList());
		String path = API + "/quotes/" + isin + "/history?dateBegin=";

		assertProblem(http.get(path + "2026-11-23T10:00:00", reader), 400, "dateBegin");
		assertProblem(http.get(path + "2026-02-30%2010:00:00", reader), 400, "dateBegin");
		assertProblem(http.get(path + dateTime(T0) + "&dateEnd=" + dateTime(T0), reader), 400, "dateBegin");
		assertProblem(http.get(path + dateTime(T0) + "&dateEnd=" + dateTime(T0.plusSeconds(21)), reader), 400,
				"dateBegin");
		assertThat(history(isin, dateTime(T0), dateTime(T0.plusSeconds(20)))).hasSize(20);
	}

	/** A connector resending a batch with new quotes added: the stored ones are skipped, the new ones stored. */
	@Test
	void aBatchSentAgainWithNewQuotesStoresTheNewOnesAndCountsEveryQuoteOnceInTheBars() {
		String isin = stockOf("ProviderA");
		List<Map<String, Object>> first = List.of(quote(isin, T0.plusSeconds(1), "10", "12"),
				quote(isin, T0.plusSeconds(2), "11", "13"));
		ingest(first);
		List<Map<String, Object>> again = new ArrayList<>(first);
		again.add(quote(isin, T0.plusSeconds(3), "12", "14"));
		again.add(0, quote(isin, T0, "9", "11"));

		JsonNode answer = ingest(again);

		assertThat(answer.get("received").asLong()).isEqualTo(4);
		assertThat(answer.get("stored").asLong()).isEqualTo(2);
		folding.foldAll();
		assertThat(bar(isin, 60).get("quote_count")).isEqualTo(4L);
		assertThat(history(isin, dateTime(T0), dateTime(T0.plusSeconds(10)))).hasSize(4);
	}

	@Test
	void barsOfMinuteHourAndDayMergeQuotesSentInAnyOrderAndFoldedAtAnyTime() {
		String isin = stockOf("ProviderA");
		ingest(List.of(quote(isin, T0.plusSeconds(30), "10", "12"), quote(isin, T0.plusSeconds(10), "20", "22")));
		folding.foldAll();
		ingest(List.of(quote(isin, T0.plusSeconds(50), "5", "7"), quote(isin, T0.plusSeconds(5), "30", "32")));
		ingest(List.of(quote(isin, T0.plusSeconds(55), "8", "9")));
		folding.foldAll();

		for (int span : List.of(60, 3600, 86400)) {
			Map<String, Object> bar = bar(isin, span);
			assertThat(bar.get("open_price")).as("open of " + span).isEqualTo(new BigDecimal("31"));
			assertThat(bar.get("close_price")).as("close of " + span).isEqualTo(new BigDecimal("8.5"));
			assertThat(bar.get("high_price")).as("high of " + span).isEqualTo(new BigDecimal("31"));
			assertThat(bar.get("low_price")).as("low of " + span).isEqualTo(new BigDecimal("6"));
			assertThat(bar.get("quote_count")).as("count of " + span).isEqualTo(5L);
		}
	}

	@Test
	void snapshotsGiveEveryQuoteOnceAndThenOnlyTheChangedOnes() {
		String first = stockOf("ProviderA");
		String second = stockOf("ProviderA");
		ingest(List.of(quote(first, T0, "1", "2"), quote(second, T0, "3", "4")));

		JsonNode full = http.get(API + "/quotes", reader).json();
		assertThat(isins(full)).contains(first, second);
		long timeStamp = full.get("timeStamp").asLong();
		assertThat(isins(http.get(API + "/quotes?lastTimeStamp=" + timeStamp, reader).json()))
			.doesNotContain(first, second);

		ingest(List.of(quote(second, T0.plusSeconds(1), "5", "6")));
		JsonNode delta = http.get(API + "/quotes?lastTimeStamp=" + timeStamp, reader).json();

		assertThat(isins(delta)).contains(second).doesNotContain(first);
		assertThat(delta.get("timeStamp").asLong()).isGreaterThanOrEqualTo(timeStamp);
	}

	@Test
	void snapshotsAndPagesFilterBySecurityTypeAndNeverMixProviders() {
		String stock = stockOf("ProviderA");
		String bond = TestIsins.random();
		upsertInstruments(instrument(bond, "ProviderA", "Bonds"), instrument(bond, "ProviderB", "Bonds"));
		ingest(List.of(quote(stock, T0, "1", "2"), quote(bond, T0, "3", "4")));

		assertThat(isins(http.get(API + "/quotes?securityType=Bonds", reader).json())).contains(bond)
			.doesNotContain(stock);
		assertThat(isins(http.get(API + "/quotes?provider=ProviderB", reader).json())).doesNotContain(bond, stock);
		assertThat(http.get(API + "/quotes/" + bond + "?provider=ProviderB", reader).status()).isEqualTo(404);
		JsonNode page = http.get(API + "/quotes/paged?securityType=Bonds&page=1&recordsPerPage=1000", reader).json();
		assertThat(StreamSupport.stream(page.get("data").spliterator(), false).map(q -> q.get("isinCode").asString()))
			.contains(bond)
			.doesNotContain(stock);
	}

	/** A changed security type counts from the instrument's next quote on, not a minute later. */
	@Test
	void anInstrumentWhoseTypeChangedIsFilteredByItsNewTypeFromItsNextQuote() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Warrants"));
		ingest(List.of(quote(isin, T0, "1", "2")));
		assertThat(pagedIsins("Warrants")).contains(isin);

		upsertInstruments(instrument(isin, "ProviderA", "Index"));
		Instant[] next = { T0 };
		await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
			next[0] = next[0].plusSeconds(1);
			ingest(List.of(quote(isin, next[0], "1", "2")));
			assertThat(pagedIsins("Index")).contains(isin);
		});
		assertThat(pagedIsins("Warrants")).doesNotContain(isin);
	}

	private List<String> pagedIsins(String securityType) {
		JsonNode page = http.get(API + "/quotes/paged?securityType=" + securityType + "&page=1&recordsPerPage=1000",
				reader).json();
		return StreamSupport.stream(page.get("data").spliterator(), false).map(q -> q.get("isinCode").asString())
			.toList();
	}

	@Test
	void pagedQuotesNeedAPageOfAtLeastOne() {
		assertProblem(http.get(API + "/quotes/paged", reader), 400, "page");
		assertProblem(http.get(API + "/quotes/paged?page=0", reader), 400, "page");
		assertProblem(http.get(API + "/quotes/paged?page=1&recordsPerPage=0", reader), 400, "recordsPerPage");
		assertThat(http.get(API + "/quotes/paged?page=2147483647&recordsPerPage=2147483647", reader).status())
			.isEqualTo(200);
	}

	@Test
	void aQuoteOfAnUnknownInstrumentOrNoneYetAnswers404AndABadIsin400() {
		String isin = stockOf("ProviderA");
		assertThat(http.get(API + "/quotes/" + TestIsins.random(), reader).status()).isEqualTo(404);
		assertThat(http.get(API + "/quotes/" + isin + "?checkDbWhenNeeded=true", reader).status()).isEqualTo(404);
		assertProblem(http.get(API + "/quotes/" + TestIsins.withWrongCheckDigit(isin), reader), 400, "isinCode");
		assertProblem(http.get(API + "/quotes/DE00071646", reader), 400, "isinCode");
	}

	@Test
	void everyFieldLimitOfAnIngestedQuoteIsCheckedAndNothingIsStored() {
		String isin = stockOf("ProviderA");
		List<Map<String, Object>> quotes = new ArrayList<>();
		quotes.add(with(quote(isin, T0, "1", "2"), "isinCode", TestIsins.withWrongCheckDigit(isin)));
		quotes.add(with(quote(isin, T0, "1", "2"), "provider", "ProviderC"));
		quotes.add(with(quote(isin, T0, "1", "2"), "dateTime", null));
		quotes.add(with(quote(isin, T0, "1", "2"), "dateTime", Instant.now().plusSeconds(120).toString()));
		quotes.add(with(quote(isin, T0, "1", "2"), "status", "A".repeat(21)));
		quotes.add(with(quote(isin, T0, "1", "2"), "status", "Open 1"));
		quotes.add(with(quote(isin, T0, "1", "2"), "bid", null));
		quotes.add(with(quote(isin, T0, "1", "2"), "ask", new BigDecimal("-0.01")));
		quotes.add(with(quote(isin, T0, "1", "2"), "bid", new BigDecimal("1.1234567")));
		quotes.add(with(quote(isin, T0, "1", "2"), "ask", new BigDecimal("12345678901234")));
		quotes.add(with(quote(isin, T0, "1", "2"), "bidVolume", new BigDecimal("1.12345")));
		quotes.add(with(quote(isin, T0, "1", "2"), "askVolume", new BigDecimal("1234567890123456")));
		quotes.add(quote(TestIsins.random(), T0, "1", "2"));
		quotes.add(quote(isin, T0, "0", "2"));
		quotes.add(quote(isin, T0, "1", "0.000"));
		quotes.add(quote(isin, T0, "2.01", "2"));
		quotes.add(with(quote(isin, T0, "1", "2"), "bidVolume", new BigDecimal("-1")));
		quotes.add(quote(isin, T0.plusSeconds(1), "1", "2"));

		Http.Response refused = http.postJson(API + "/quotes/ingest", feed, quotes);

		assertProblem(refused, 400, null);
		assertThat(refused.json().get("errors").propertyNames()).containsExactlyInAnyOrder("[0].isinCode",
				"[1].provider", "[2].dateTime", "[3].dateTime", "[4].status", "[5].status", "[6].bid", "[7].ask",
				"[8].bid", "[9].ask", "[10].bidVolume", "[11].askVolume", "[12].isinCode", "[13].bid", "[14].ask",
				"[15].bid", "[16].bidVolume");
		assertThat(refused.json().get("errors").get("[13].bid").get(0).asString()).isEqualTo("must be above 0");
		assertThat(refused.json().get("errors").get("[15].bid").get(0).asString())
			.isEqualTo("must not be above the ask");
		assertThat(http.get(API + "/quotes/" + isin, reader).status()).isEqualTo(404);
	}

	@Test
	void theLimitsAtTheirBoundsAreAccepted() {
		String isin = stockOf("ProviderA");
		Map<String, Object> atBounds = with(with(with(quote(isin, Instant.now().plusSeconds(50), "0.000001",
				"9999999999999.999999"), "status", "A".repeat(20)), "bidVolume", new BigDecimal("123456789012345.1234")),
				"provider", null);
		Map<String, Object> uncrossed = with(quote(isin, Instant.now(), "1234567890123.123456",
				"1234567890123.123456"), "askVolume", BigDecimal.ZERO);

		assertThat(ingest(List.of(atBounds, uncrossed)).get("stored").asLong()).isEqualTo(2);
	}

	@Test
	void aJsonArrayHoldsAtMostTheConfiguredNumberOfQuotes() {
		String isin = stockOf("ProviderA");
		List<Map<String, Object>> fifty = IntStream.range(0, 50).mapToObj(i -> quote(isin, T0.plusSeconds(i), "1", "2"))
			.collect(Collectors.toCollection(ArrayList::new));
		assertThat(ingest(fifty).get("stored").asLong()).isEqualTo(50);

		fifty.add(quote(isin, T0.plusSeconds(50), "1", "2"));
		assertProblem(http.postJson(API + "/quotes/ingest", feed, fifty), 400, "quotes");
	}

	@Test
	void unknownPropertiesAreIgnoredAndOffsetsAndWholeNumbersAreReadAsBefore() {
		String isin = stockOf("ProviderA");
		Map<String, Object> quote = with(with(with(quote(isin, T0, "1", "2"), "venue", "XETRA"), "extra",
				Map.of("nested", List.of(1, Map.of("isinCode", "no ISIN")))), "bid", new BigDecimal("101.50"));
		quote.put("ask", new BigDecimal("102"));
		quote.put("dateTime", T0.plusSeconds(7).atOffset(ZoneOffset.ofHours(2)).toString());
		quote.put("bidVolume", 964);

		assertThat(ingest(List.of(quote)).get("stored").asLong()).isEqualTo(1);

		JsonNode latest = http.get(API + "/quotes/" + isin, reader).json();
		assertThat(Instant.parse(latest.get("dateTime").asString())).isEqualTo(T0.plusSeconds(7));
		assertThat(latest.get("bid").decimalValue()).isEqualByComparingTo("101.5");
		assertThat(latest.get("bidVolume").decimalValue()).isEqualByComparingTo("964");
	}

	/** Amounts are JSON numbers and times ISO 8601 strings: nothing else is coerced into them. */
	@Test
	void valuesOfAnotherJsonTypeAreRefusedNamingTheirPathAndNoJavaType() {
		String isin = stockOf("ProviderA");
		Map<String, Object> quote = quote(isin, T0, "1", "2");

		Http.Response refused = http.postJson(API + "/quotes/ingest", feed, List.of(quote, quote, quote,
				with(quote, "dateTime", new BigDecimal("1e400"))));

		assertProblem(refused, 400, "[3].dateTime");
		assertThat(refused.json().get("errors").get("[3].dateTime").get(0).asString())
			.isEqualTo("has an invalid value");
		assertThat(refused.toString()).doesNotContain("dev.kontor", "java.", "JsonToken");
		for (Map.Entry<String, ?> wrong : List.<Map.Entry<String, ?>>of(Map.entry("bid", "101.50"), Map.entry("isinCode", 5),
				Map.entry("isinCode", List.of(isin)), Map.entry("dateTime", 1_700_000_000_000L),
				Map.entry("dateTime", ""), Map.entry("ask", ""), Map.entry("bid", List.of()))) {
			refused = http.postJson(API + "/quotes/ingest", feed, List.of(quote, with(quote, wrong.getKey(),
					wrong.getValue())));
			assertProblem(refused, 400, "[1]." + wrong.getKey());
			assertThat(refused.toString()).as(wrong.toString()).doesNotContain("dev.kontor", "java.", "JsonToken");
		}
		assertThat(http.get(API + "/quotes/" + isin, reader).status()).isEqualTo(404);
	}

	@Test
	void aQuoteThatSendsAPropertyTwiceIsRefusedNamingIt() {
		String isin = stockOf("ProviderA");
		String quote = json(quote(isin, T0, "1", "2"));
		String twice = quote.substring(0, quote.length() - 1) + ",\"bid\":3}";

		Http.Response array = http.send(http.request(API + "/quotes/ingest")
			.header("Authorization", "Bearer " + feed)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("[" + quote + "," + twice + "]")));
		Http.Response stream = ndjson(quote + "\n" + twice + "\n");

		assertProblem(array, 400, "[1].bid");
		assertThat(array.json().get("errors").get("[1].bid").get(0).asString()).isEqualTo("is sent more than once");
		assertProblem(stream, 400, "line 2.bid");
		assertThat(stream.json().get("detail").asString()).contains("the 0 quotes before it are stored");
	}

	@Test
	void anNdjsonStreamIsStoredInChunksUpToAFaultyLine() {
		String isin = stockOf("ProviderA");
		StringBuilder lines = new StringBuilder();
		for (int i = 0; i < 12; i++) {
			lines.append(json(quote(isin, T0.plusSeconds(i), "1", "2"))).append('\n');
		}
		lines.append("{\"isinCode\":\"").append(isin).append("\",\"dateTime\":\"not a time\"}\n");

		Http.Response refused = ndjson(lines.toString());

		assertProblem(refused, 400, "line 13.dateTime");
		assertThat(refused.json().get("detail").asString()).contains("10 quotes");
		assertThat(history(isin, "", "")).hasSize(10);
		Http.Response stored = ndjson(lines.substring(0, lines.lastIndexOf("{")));
		assertThat(stored.status()).as(stored.toString()).isEqualTo(200);
		assertThat(stored.json().get("received").asLong()).isEqualTo(12);
		assertThat(stored.json().get("stored").asLong()).isEqualTo(2);
	}

	@Test
	void malformedJsonAnswers400NamingWhereItBroke() {
		String isin = stockOf("ProviderA");
		String line = json(quote(isin, T0, "1", "2"));

		assertProblem(ndjson(line + "\n" + line.substring(0, 20) + "\n"), 400, "line 2.isinCode");
		assertProblem(http.send(http.request(API + "/quotes/ingest")
			.header("Authorization", "Bearer " + feed)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("[" + line + ", {\"bid\": [1]}]"))), 400, "[1].bid");
		assertProblem(http.send(http.request(API + "/quotes/ingest")
			.header("Authorization", "Bearer " + feed)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("not json"))), 400, null);
		assertThat(ingest(List.of()).get("received").asLong()).isZero();
	}

	@Test
	void anInstrumentWithoutQuotesHasAnEmptyHistoryAndGetsNoSeriesFromReading() {
		String isin = stockOf("ProviderA");

		assertThat(history(isin, "", "")).isEmpty();
		assertThat(jdbc.sql("SELECT COUNT(*) FROM pricefeed_quote_series WHERE isin_code = :isin")
			.param("isin", isin)
			.query(Long.class)
			.single()).isZero();
		assertThat(http.get(API + "/quotes/" + TestIsins.random() + "/history", reader).status()).isEqualTo(404);
	}

	@Test
	void aTenantsOwnClientWritesNoQuoteNotEvenWithPricefeedWrite() {
		String isin = stockOf("ProviderA");
		List<Map<String, Object>> zero = List.of(quote(isin, T0, "0.01", "0.02"));

		assertProblem(http.postJson(API + "/quotes/ingest", writer, zero), 403, null);
		assertProblem(http.send(http.request(API + "/quotes/ingest")
			.header("Authorization", "Bearer " + writer)
			.header("Content-Type", "application/x-ndjson")
			.POST(HttpRequest.BodyPublishers.ofString(json(zero.getFirst()) + "\n"))), 403, null);
		assertThat(http.postJson(API + "/quotes/ingest", writer, List.of()).status()).isEqualTo(403);

		assertThat(http.get(API + "/quotes/" + isin, reader).status()).isEqualTo(404);
		assertThat(upsertOrderSupport(writer, isin).status()).as("its order support stays its own to write")
			.isEqualTo(200);
	}

	@Test
	void theOperatorWritesQuotesOfEveryProviderAndAConnectorThoseItIsRegisteredFor() {
		String isinA = stockOf("ProviderA");
		String isinB = stockOf("ProviderB");
		String connectorOfB = platform.clientCredentialsToken(connector(List.of("ProviderB")), "pricefeed.write");
		Map<String, Object> quoteOfB = with(quote(isinB, T0, "5", "6"), "provider", "ProviderB");

		Http.Response refused = http.postJson(API + "/quotes/ingest", connectorOfB,
				List.of(quoteOfB, quote(isinA, T0, "5", "6")));
		assertProblem(refused, 403, null);
		assertThat(refused.json().get("detail").asString()).contains("[1]", "ProviderA");
		assertThat(http.get(API + "/quotes/" + isinB + "?provider=ProviderB", reader).status())
			.as("an array is stored all or none").isEqualTo(404);

		assertThat(http.postJson(API + "/quotes/ingest", connectorOfB, List.of(quoteOfB)).status()).isEqualTo(200);
		assertThat(http.postJson(API + "/quotes/ingest", referenceWriter, List.of(quote(isinA, T0, "7", "8"))).status())
			.isEqualTo(200);
		assertThat(http.get(API + "/quotes/" + isinA, reader).json().get("bid").decimalValue())
			.isEqualByComparingTo("7");
	}

	@Test
	void onlyAPriceConnectorOfTenantOperatorIsRegisteredWithProviders() {
		Platform.Client connector = connector(List.of("ProviderA", "ProviderB"));
		JsonNode registered = http.get("/admin/v1/oauth-clients/" + connector.clientId(), platform.adminToken())
			.json();
		assertThat(registered.get("providers")).extracting(JsonNode::asString)
			.containsExactlyInAnyOrder("ProviderA", "ProviderB");

		assertProblem(registerConnector(tenantId, List.of("ProviderA")), 422, "providers");
		Http.Response everyProvider = registerConnector(platform.operatorTenantId(), List.of());
		assertThat(everyProvider.status()).as("empty, as absent: every provider").isEqualTo(201);
		assertThat(everyProvider.json().path("providers").isMissingNode() || everyProvider.json().get("providers")
			.isNull()).isTrue();
		Http.Response badName = registerConnector(platform.operatorTenantId(), List.of("Provider A"));
		assertProblem(badName, 400, null);
		assertThat(badName.json().get("errors").toString()).contains("providers", "letters and digits");
		Map<String, Object> readerOnly = connectorBody(platform.operatorTenantId(), List.of("ProviderA"));
		readerOnly.put("scopes", List.of("pricefeed.read"));
		assertProblem(http.postJson("/admin/v1/oauth-clients", platform.adminToken(), readerOnly), 400, "providers");
	}

	Platform.Client connector(List<String> providers) {
		Http.Response response = registerConnector(platform.operatorTenantId(), providers);
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return new Platform.Client(platform.operatorTenantId(), response.json().get("clientId").asString(),
				response.json().get("clientSecret").asString());
	}

	Http.Response registerConnector(UUID tenant, List<String> providers) {
		return http.postJson("/admin/v1/oauth-clients", platform.adminToken(), connectorBody(tenant, providers));
	}

	static Map<String, Object> connectorBody(UUID tenant, List<String> providers) {
		Map<String, Object> body = new LinkedHashMap<>();
		body.put("tenantId", tenant);
		body.put("applicationName", "Price connector");
		body.put("applicationType", "server");
		body.put("grantTypes", List.of("client_credentials"));
		body.put("scopes", List.of("pricefeed.write"));
		body.put("providers", providers);
		return body;
	}

	Http.Response upsertOrderSupport(String token, String isin) {
		return http.putJson(API + "/admin/order-support", token, List.of(Map.of("isinCode", isin,
				"fractionalOrdersAllowed", false, "moneyOrdersAllowed", true)));
	}

	@Test
	void ingestionNeedsTheWriteScopeAndReadsTheReadScope() {
		String isin = stockOf("ProviderA");
		assertThat(http.postJson(API + "/quotes/ingest", reader, List.of(quote(isin, T0, "1", "2"))).status())
			.isEqualTo(403);
		assertThat(http.postJson(API + "/quotes/ingest", null, List.of()).status()).isEqualTo(401);
		assertThat(http.get(API + "/quotes", token(tenantId, "pricefeed.write")).status()).isEqualTo(403);
		assertThat(http.get(API + "/quotes").status()).isEqualTo(401);
	}

	String stockOf(String provider) {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, provider, "Stocks"));
		return isin;
	}

	static Map<String, Object> quote(String isin, Instant dateTime, String bid, String ask) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isin);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", dateTime.toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		quote.put("bidVolume", new BigDecimal("500"));
		quote.put("askVolume", new BigDecimal("700"));
		return quote;
	}

	static Map<String, Object> with(Map<String, Object> quote, String field, Object value) {
		Map<String, Object> changed = new LinkedHashMap<>(quote);
		changed.put(field, value);
		return changed;
	}

	JsonNode ingest(List<Map<String, Object>> quotes) {
		Http.Response response = http.postJson(API + "/quotes/ingest", feed, quotes);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	Http.Response ndjson(String body) {
		return http.send(http.request(API + "/quotes/ingest")
			.header("Authorization", "Bearer " + feed)
			.header("Content-Type", "application/x-ndjson")
			.POST(HttpRequest.BodyPublishers.ofString(body)));
	}

	List<JsonNode> history(String isin, String dateBegin, String dateEnd) {
		String range = (dateBegin.isEmpty() ? "" : "&dateBegin=" + dateBegin)
				+ (dateEnd.isEmpty() ? "" : "&dateEnd=" + dateEnd);
		Http.Response response = http.get(API + "/quotes/" + isin + "/history?provider=ProviderA" + range, reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return StreamSupport.stream(response.json().spliterator(), false).toList();
	}

	Map<String, Object> bar(String isin, int span) {
		return jdbc.sql("SELECT b.* FROM pricefeed_bars b JOIN pricefeed_quote_series s ON s.series_id = b.series_id "
				+ "WHERE s.isin_code = :isin AND s.provider = 'ProviderA' AND b.span_seconds = :span")
			.param("isin", isin)
			.param("span", span)
			.query()
			.singleRow()
			.entrySet()
			.stream()
			.collect(Collectors.toMap(e -> e.getKey().toLowerCase(), e -> e.getValue() instanceof BigDecimal d
					? (Object) d.stripTrailingZeros() : e.getValue()));
	}

	static String dateTime(Instant instant) {
		return instant.toString().substring(0, 19).replace('T', '+');
	}

	static List<String> isins(JsonNode snapshot) {
		return StreamSupport.stream(snapshot.get("quotes").spliterator(), false)
			.map(q -> q.get("isinCode").asString())
			.toList();
	}

	static String json(Map<String, Object> quote) {
		return quote.entrySet()
			.stream()
			.map(e -> "\"" + e.getKey() + "\":" + (e.getValue() instanceof BigDecimal d ? d.toPlainString()
					: "\"" + e.getValue() + "\""))
			.collect(Collectors.joining(",", "{", "}"));
	}
}
