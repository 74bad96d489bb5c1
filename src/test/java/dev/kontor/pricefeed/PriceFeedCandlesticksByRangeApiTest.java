package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.testing.Http;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/** Candlesticks by range over HTTP: ranges ending now, at the resolution documented for each. */
class PriceFeedCandlesticksByRangeApiTest extends PriceFeedQuotesHttpTest {

	@Autowired
	Clock clock;

	private String isin;

	private Instant bucket;

	@BeforeEach
	void quotesOfTheLastDays() {
		isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		long fiveMinutes = Duration.ofMinutes(5).toSeconds();
		long threeHoursAgo = Instant.now(clock).minus(Duration.ofHours(3)).getEpochSecond();
		bucket = Instant.ofEpochSecond(Math.floorDiv(threeHoursAgo, fiveMinutes) * fiveMinutes);
		storeQuotes("ProviderA", isin, tick(Instant.now(clock).minus(Duration.ofDays(2)), "50"),
				tick(bucket.plusSeconds(60), "10"), tick(bucket.plusSeconds(120), "12"),
				tick(bucket.plusSeconds(600), "11"));
	}

	@Test
	void answersFiveMinuteCandlesOfTheLastDayForD1() {
		Http.Response response = http.get(API + "/candlesticks/" + isin + "?range=d1", reader);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		JsonNode candles = response.json();
		assertThat(candles.size()).isEqualTo(2);
		assertCandle(candles.get(0), bucket, "10", "12", "10", "12", 2);
		assertCandle(candles.get(1), bucket.plusSeconds(600), "11", "11", "11", "11", 1);
		assertThat(candles.get(0).propertyNames()).containsExactly("hi", "lo", "op", "cl", "dt", "vol");
	}

	@Test
	void reachesFiveDaysBackForD5() {
		JsonNode candles = http.get(API + "/candlesticks/" + isin + "?range=d5&provider=ProviderA", reader).json();
		assertThat(candles.get(0).get("op").decimalValue()).isEqualByComparingTo("50");
		int volume = 0;
		for (JsonNode candle : candles) {
			volume += candle.get("vol").asInt();
		}
		assertThat(volume).isEqualTo(4);
	}

	@Test
	void answersAProblemForAMissingOrUnknownRangeAndAnUnknownInstrument() {
		assertProblem(http.get(API + "/candlesticks/" + isin, reader), 400, "range");
		assertProblem(http.get(API + "/candlesticks/" + isin + "?range=d2", reader), 400, "range");
		assertProblem(http.get(API + "/candlesticks/" + isin + "?range=d1&provider=ProviderB", reader), 404, null);
		assertProblem(http.get(API + "/candlesticks/" + isin.substring(1) + "?range=d1", reader), 400, "isinCode");
	}

	@Test
	void needsATokenWithTheReadScope() {
		assertThat(http.get(API + "/candlesticks/" + isin + "?range=d1").status()).isEqualTo(401);
		assertProblem(http.get(API + "/candlesticks/" + isin + "?range=d1", token(tenantId, "aml.read")), 403, null);
	}

	private static void assertCandle(JsonNode candle, Instant dt, String op, String hi, String lo, String cl,
			int vol) {
		assertThat(Instant.parse(candle.get("dt").asString())).isEqualTo(dt);
		assertThat(candle.get("op").decimalValue()).isEqualByComparingTo(op);
		assertThat(candle.get("hi").decimalValue()).isEqualByComparingTo(hi);
		assertThat(candle.get("lo").decimalValue()).isEqualByComparingTo(lo);
		assertThat(candle.get("cl").decimalValue()).isEqualByComparingTo(cl);
		assertThat(candle.get("vol").asInt()).isEqualTo(vol);
	}

	/** A quote whose mid price is {@code mid}: bid and ask 0.5 either side. */
	private static TestTick tick(Instant dateTime, String mid) {
		BigDecimal half = new BigDecimal("0.5");
		return new TestTick(dateTime, new BigDecimal(mid).subtract(half), new BigDecimal(mid).add(half));
	}
}
