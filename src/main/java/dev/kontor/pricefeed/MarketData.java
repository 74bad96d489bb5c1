package dev.kontor.pricefeed;

import java.util.List;
import java.util.Optional;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;

import dev.kontor.pricefeed.candles.CandleRange;
import dev.kontor.pricefeed.candles.Candles;
import dev.kontor.pricefeed.instruments.InstrumentManagement;
import dev.kontor.pricefeed.quotes.Quote;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;

/**
 * What a market view reads of the price feed: instruments found by a text, an instrument, its latest quote and its
 * candlesticks. Instruments and quotes belong to no tenant: every tenant sees the same market.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class MarketData {

	/** The longest search text; longer ones name no instrument (an ISIN has 12 characters, names at most 200). */
	public static final int MAX_SEARCH_LENGTH = 100;

	/** The most instruments one search answers. */
	public static final int MAX_SEARCH_RESULTS = 50;

	private final InstrumentManagement instruments;

	private final QuoteReads quotes;

	private final Candles candles;

	/**
	 * The provider's instruments whose ISIN, name or short code contains {@code text} (ignoring case and the blanks
	 * around it), by name, at most {@value #MAX_SEARCH_RESULTS}. 400 for a blank text or one over
	 * {@value #MAX_SEARCH_LENGTH} characters.
	 */
	public List<Instrument> search(TradeProvider provider, String text) {
		String trimmed = text.strip();
		if (trimmed.isEmpty()) {
			throw new InvalidInput("q", "must not be blank");
		}
		if (trimmed.length() > MAX_SEARCH_LENGTH) {
			throw new InvalidInput("q", "must be at most " + MAX_SEARCH_LENGTH + " characters");
		}
		return instruments.search(provider, trimmed, MAX_SEARCH_RESULTS);
	}

	/** The instrument; 400 for a malformed ISIN, 404 for one the provider does not have. */
	public Instrument instrument(TradeProvider provider, String isinCode) {
		return instruments.get(provider, isinCode);
	}

	/** The instrument's latest quote, empty while it has none; 400 for a malformed ISIN, 404 for an unknown one. */
	public Optional<MarketQuote> latestQuote(TradeProvider provider, String isinCode) {
		instrument(provider, isinCode);
		try {
			return Optional.of(view(quotes.quote(provider, isinCode, true)));
		}
		catch (NotFound noQuoteYet) {
			return Optional.empty();
		}
	}

	/** The instrument's candlesticks over the range ending now, oldest first; buckets without quotes left out. */
	public List<MarketCandle> candles(TradeProvider provider, String isinCode, ChartRange range) {
		Isins.require("isinCode", isinCode);
		return candles.byRange(provider, isinCode, CandleRange.valueOf(range.name()))
			.candles()
			.stream()
			.map(bar -> new MarketCandle(bar.start(), Decimals.plain(bar.open()), Decimals.plain(bar.high()),
					Decimals.plain(bar.low()), Decimals.plain(bar.close()), bar.quoteCount()))
			.toList();
	}

	private static MarketQuote view(Quote quote) {
		return new MarketQuote(quote.isinCode(), quote.provider(), quote.dateTime(), quote.status(),
				Decimals.plain(quote.bid()), Decimals.plain(quote.ask()), Decimals.plain(quote.mid()));
	}
}
