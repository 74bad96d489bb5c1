package dev.kontor.pricefeed;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.testing.Http;

import static org.assertj.core.api.Assertions.assertThat;

/** Price feed HTTP tests that read quotes: they send them through the ingestion, as a provider connector does. */
abstract class PriceFeedQuotesHttpTest extends PriceFeedHttpTest {

	static final int QUOTES_PER_ARRAY = 50;

	/** Ingests quotes of the provider's instrument. */
	void storeQuotes(String provider, String isinCode, TestTick... ticks) {
		ingest(List.of(ticks).stream().map(tick -> quote(provider, isinCode, tick)).toList());
	}

	/** Ingests the quotes in JSON arrays of at most {@value #QUOTES_PER_ARRAY}, the most the ingestion takes. */
	void ingest(List<Map<String, Object>> quotes) {
		for (int from = 0; from < quotes.size(); from += QUOTES_PER_ARRAY) {
			List<Map<String, Object>> batch = quotes.subList(from, Math.min(from + QUOTES_PER_ARRAY, quotes.size()));
			Http.Response response = http.postJson(API + "/quotes/ingest", feed, batch);
			assertThat(response.status()).as(response.toString()).isEqualTo(200);
		}
	}

	static Map<String, Object> quote(String provider, String isinCode, TestTick tick) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isinCode);
		quote.put("provider", provider);
		quote.put("dateTime", tick.dateTime().toString());
		quote.put("status", "Open");
		quote.put("bid", tick.bid());
		quote.put("ask", tick.ask());
		return quote;
	}
}
