package dev.kontor.pricefeed.candles;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;

/**
 * Candlesticks of the mid price, computed exactly from the stored ticks and bars: each request reads a handful of
 * segments ({@link Segments}) and merges them per bucket, so that its cost grows with the number of candles, not
 * with the number of quotes.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Candles {

	/** The most buckets one request may span: a year of hours (8784) fits, ten years of minutes does not. */
	public static final int MAX_BUCKETS = 10_000;

	/** Without {@code dateBegin}, the range holds this many buckets (from the epoch for {@code allTime}). */
	static final int DEFAULT_BUCKETS = 100;

	private final InstrumentCatalogue instruments;

	private final CandleStore store;

	private final Clock clock;

	/**
	 * The candles of the provider's instrument over [begin, end); without {@code end} the range ends with the
	 * current second, without {@code begin} it spans {@value #DEFAULT_BUCKETS} buckets. 400 for a malformed ISIN,
	 * a range not ending after it begins, or more than {@value #MAX_BUCKETS} buckets; 404 for an unknown instrument.
	 * All segments are read in one snapshot, so that a concurrent ingest shows in all of them or in none.
	 */
	@Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
	public CandleSeries custom(TradeProvider provider, String isinCode, Resolution resolution,
			@Nullable Instant begin, @Nullable Instant end) {
		Instant rangeEnd = end == null ? endOfCurrentSecond() : end;
		Instant rangeBegin = begin == null ? defaultBegin(resolution, rangeEnd) : begin;
		Isins.require("isinCode", isinCode);
		checkRange(resolution, rangeBegin, rangeEnd);
		if (instruments.find(provider, isinCode).isEmpty()) {
			throw new NotFound("No instrument " + isinCode + " at " + provider);
		}
		List<Bar> candles = store.seriesId(provider, isinCode)
			.map(seriesId -> Buckets.candles(resolution, rangeBegin, rangeEnd,
					segment -> store.pieces(seriesId, segment)))
			.orElse(List.of());
		return new CandleSeries(rangeBegin, rangeEnd, resolution, candles);
	}

	/** The candles of a range ending with the current second, at the range's resolution. */
	@Transactional(readOnly = true, isolation = Isolation.REPEATABLE_READ)
	public CandleSeries byRange(TradeProvider provider, String isinCode, CandleRange range) {
		Instant end = endOfCurrentSecond();
		return custom(provider, isinCode, range.resolution(), range.begin(end), end);
	}

	private static void checkRange(Resolution resolution, Instant begin, Instant end) {
		if (!begin.isBefore(end)) {
			throw new InvalidInput("dateBegin", "must be before dateEnd");
		}
		long buckets = resolution.bucketCount(begin, end);
		if (buckets > MAX_BUCKETS) {
			throw new InvalidInput("resolution", "the range holds " + buckets + " buckets of " + resolution
					+ "; at most " + MAX_BUCKETS + " are served per request");
		}
	}

	private static Instant defaultBegin(Resolution resolution, Instant end) {
		return resolution == Resolution.allTime ? Instant.EPOCH
				: end.minus(resolution.length().multipliedBy(DEFAULT_BUCKETS));
	}

	/** Quotes of the current second count; the answer's dateEnd is still a whole second. */
	private Instant endOfCurrentSecond() {
		return Instant.now(clock).truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
	}
}
