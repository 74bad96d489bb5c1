package dev.kontor.pricefeed.quotes;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/** The quote reads of document 2: snapshots, pages, the quote of an instrument and its history. */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class QuoteReads {

	/** The history range when the request names no dateBegin: the day before dateEnd. */
	static final Duration DEFAULT_HISTORY_RANGE = Duration.ofDays(1);

	private final QuoteBook book;

	private final LatestQuotes latestQuotes;

	private final QuoteSeriesDirectory directory;

	private final QuoteHistory history;

	private final QuoteSettings settings;

	private final Clock clock;

	/** All latest quotes (no {@code lastTimeStamp}) or those that changed after {@code lastTimeStamp}. */
	public QuoteSnapshot snapshot(TradeProvider provider, @Nullable SecurityType type, @Nullable Long lastTimeStamp) {
		QuoteBook.Snapshot snapshot = book.snapshot(provider, type, lastTimeStamp);
		return new QuoteSnapshot(snapshot.timeStamp(), snapshot.quotes());
	}

	public Paged<Quote> page(TradeProvider provider, @Nullable SecurityType type, PageRequest page) {
		List<Quote> all = book.all(provider, type);
		int from = (int) Math.min(page.offset(), all.size());
		int to = (int) Math.min(page.offset() + page.recordsPerPage(), all.size());
		return Paged.of(page, all.size(), all.subList(from, to));
	}

	/**
	 * The latest quote of the instrument held in memory; with {@code checkDb} the stored one when memory holds none
	 * or an older one (another instance may have stored it a moment ago, and its announcement not yet arrived).
	 */
	public Quote quote(TradeProvider provider, String isinCode, boolean checkDb) {
		series(provider, isinCode);
		Optional<Quote> held = book.latest(provider, isinCode);
		Optional<Quote> stored = checkDb ? latestQuotes.find(provider, isinCode).map(this::taken) : Optional.empty();
		return stored.filter(quote -> held.isEmpty() || quote.isNewerThan(held.get()))
			.or(() -> held)
			.orElseThrow(() -> new NotFound("No quote of " + isinCode + " at " + provider + " yet"));
	}

	/** Refuses (404) an instrument the provider does not have; for the quote stream, before it subscribes to it. */
	public void requireInstrument(TradeProvider provider, String isinCode) {
		series(provider, isinCode);
	}

	/**
	 * The latest quote of the instrument this instance holds in memory, empty before any: for the quote stream, which
	 * sends the quotes stored later as they arrive and so need not read the store.
	 */
	public Optional<Quote> held(TradeProvider provider, String isinCode) {
		return book.latest(provider, isinCode);
	}

	/** The instrument's quotes from {@code begin} (inclusive) to {@code end} (exclusive), in time order. */
	public List<Quote> history(TradeProvider provider, String isinCode, @Nullable Instant begin,
			@Nullable Instant end) {
		Optional<QuoteSeries> series = series(provider, isinCode);
		Instant until = end != null ? end : clock.instant();
		Instant from = begin != null ? begin : until.minus(DEFAULT_HISTORY_RANGE);
		if (!from.isBefore(until)) {
			throw new InvalidInput("dateBegin", "must be before dateEnd");
		}
		if (series.isEmpty()) {
			return List.of();
		}
		List<Quote> quotes = history.read(series.get(), from, until, settings.historyMaxQuotes() + 1);
		if (quotes.size() > settings.historyMaxQuotes()) {
			throw new InvalidInput("dateBegin", "the range holds more than " + settings.historyMaxQuotes()
					+ " quotes; ask for a shorter one");
		}
		return quotes;
	}

	private Quote taken(Tick stored) {
		book.apply(List.of(stored));
		return stored.quote();
	}

	/** The instrument's series, empty when it has no quote yet; 404 when the provider has no such instrument. */
	private Optional<QuoteSeries> series(TradeProvider provider, String isinCode) {
		Isins.require("isinCode", isinCode);
		QuoteSeriesDirectory.Lookup lookup = directory.find(provider, isinCode);
		if (!lookup.instrumentKnown()) {
			throw new NotFound("No instrument " + isinCode + " at " + provider);
		}
		return lookup.series();
	}
}
