package dev.kontor.pricefeed;

import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

import dev.kontor.pricefeed.candles.TestTick;

/** Price feed HTTP tests that read quotes: stores an instrument's quotes with the bars the ingestion keeps. */
abstract class PriceFeedQuotesHttpTest extends PriceFeedHttpTest {

	@Autowired
	JdbcTemplate jdbcTemplate;

	/** Stores the first quotes of the provider's instrument. */
	void storeQuotes(String provider, String isinCode, TestTick... ticks) {
		StoredQuotes quotes = new StoredQuotes(jdbcTemplate);
		quotes.store(quotes.newSeries(TradeProvider.valueOf(provider), isinCode), List.of(ticks));
	}
}
