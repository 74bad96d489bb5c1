package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.LatestPrices;
import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.LiveQuotes;
import dev.kontor.pricefeed.NewestQuotes;
import dev.kontor.pricefeed.TradeProvider;

/** The latest prices from the quotes held in memory, or stored by another instance since this one last looked. */
@Component
@RequiredArgsConstructor
class LatestMids implements LatestPrices, LiveQuotes, NewestQuotes {

	private final QuoteBook book;

	private final LatestQuotes stored;

	@Override
	public Optional<BigDecimal> mid(TradeProvider provider, String isinCode) {
		return quote(provider, isinCode).map(Quote::mid);
	}

	@Override
	public Optional<LiveQuote> latest(TradeProvider provider, String isinCode) {
		return quote(provider, isinCode).map(Quote::live);
	}

	@Override
	public Optional<LiveQuote> newestStored(TradeProvider provider, String isinCode) {
		return stored.find(provider, isinCode).map(tick -> tick.quote().live());
	}

	private Optional<Quote> quote(TradeProvider provider, String isinCode) {
		return book.latest(provider, isinCode).or(() -> stored.find(provider, isinCode).map(Tick::quote));
	}
}
