package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The market view's reads of the price feed: search, latest quote and candlesticks through {@link MarketData}. */
class MarketDataTest extends PriceFeedQuotesHttpTest {

	@Autowired
	MarketData market;

	@Autowired
	LiveQuotes liveQuotes;

	@Test
	void findsInstrumentsByPartOfTheirIsinNameOrShortCodeIgnoringCase() {
		String isin = TestIsins.random();
		Map<String, Object> body = instrument(isin, "ProviderB", "Stocks");
		body.put("name", "Zyxwv Officer Holdings " + isin);
		body.put("shortCode", "ZQ" + isin.substring(2, 6));
		upsertInstruments(body);

		assertThat(market.search(TradeProvider.ProviderB, "zyxwv officer holdings " + isin.toLowerCase()))
			.extracting(Instrument::isinCode)
			.containsExactly(isin);
		assertThat(market.search(TradeProvider.ProviderB, "  " + isin.substring(0, 10) + "  "))
			.extracting(Instrument::isinCode)
			.contains(isin);
		assertThat(market.search(TradeProvider.ProviderB, "zq" + isin.substring(2, 6).toLowerCase()))
			.extracting(Instrument::isinCode)
			.contains(isin);
		assertThat(market.search(TradeProvider.ProviderA, isin)).as("another provider's instruments").isEmpty();
	}

	@Test
	void wildcardsInTheSearchTextMatchOnlyThemselves() {
		String isin = TestIsins.random();
		Map<String, Object> body = instrument(isin, "ProviderB", "Stocks");
		body.put("name", "Percent 100% Fund " + isin);
		upsertInstruments(body);

		assertThat(market.search(TradeProvider.ProviderB, "100% Fund " + isin)).extracting(Instrument::isinCode)
			.containsExactly(isin);
		assertThat(market.search(TradeProvider.ProviderB, "Percent_100")).isEmpty();
		assertThat(market.search(TradeProvider.ProviderB, "%" + isin.substring(3))).isEmpty();
	}

	@Test
	void refusesABlankSearchTextAndOneOverOneHundredCharacters() {
		assertThatThrownBy(() -> market.search(TradeProvider.ProviderA, "   ")).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> market.search(TradeProvider.ProviderA, "x".repeat(MarketData.MAX_SEARCH_LENGTH + 1)))
			.isInstanceOf(InvalidInput.class)
			.hasMessageContaining("at most 100");
		assertThat(market.search(TradeProvider.ProviderA, "x".repeat(MarketData.MAX_SEARCH_LENGTH))).isEmpty();
	}

	@Test
	void answersTheLatestQuoteWithItsMidAndTheCandlesOfTheRange() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		assertThat(market.latestQuote(TradeProvider.ProviderA, isin)).as("no quote yet").isEmpty();
		long fiveMinutes = 300;
		Instant earlier = Instant.ofEpochSecond(
				Instant.now().minus(20, ChronoUnit.MINUTES).getEpochSecond() / fiveMinutes * fiveMinutes);
		storeQuotes("ProviderA", isin, new TestTick(earlier, new BigDecimal("10.00"), new BigDecimal("10.20")),
				new TestTick(earlier.plusSeconds(60), new BigDecimal("11.00"), new BigDecimal("11.40")));

		assertThat(liveQuotes.latest(TradeProvider.ProviderA, isin)).hasValueSatisfying(live -> {
			assertThat(live.bid()).isEqualByComparingTo("11.00");
			assertThat(live.ask()).isEqualByComparingTo("11.40");
			assertThat(live.dateTime()).isEqualTo(earlier.plusSeconds(60));
		});
		MarketQuote quote = market.latestQuote(TradeProvider.ProviderA, isin).orElseThrow();
		assertThat(quote.bid()).isEqualByComparingTo("11.00");
		assertThat(quote.ask()).isEqualByComparingTo("11.40");
		assertThat(quote.mid()).isEqualByComparingTo("11.20");
		assertThat(quote.dateTime()).isEqualTo(earlier.plusSeconds(60));

		assertThat(market.candles(TradeProvider.ProviderA, isin, ChartRange.d1)).singleElement().satisfies(candle -> {
			assertThat(candle.open()).isEqualByComparingTo("10.10");
			assertThat(candle.high()).isEqualByComparingTo("11.20");
			assertThat(candle.low()).isEqualByComparingTo("10.10");
			assertThat(candle.close()).isEqualByComparingTo("11.20");
			assertThat(candle.quotes()).isEqualTo(2);
		});
	}

	@Test
	void anUnknownInstrumentIsNotFoundAndAMalformedIsinIsInvalid() {
		String unknown = TestIsins.random();
		assertThatThrownBy(() -> market.latestQuote(TradeProvider.ProviderA, unknown)).isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> market.candles(TradeProvider.ProviderA, unknown, ChartRange.m1))
			.isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> market.instrument(TradeProvider.ProviderA,
				TestIsins.withWrongCheckDigit(TestIsins.random())))
			.isInstanceOf(InvalidInput.class);
	}
}
