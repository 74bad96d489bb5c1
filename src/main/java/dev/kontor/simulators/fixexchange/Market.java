package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the price feed says of an instrument now: whether its market is in session (and until when) and, while it
 * is, the latest quote unless it is older than {@code max-quote-age}. A price feed that cannot be read counts as a
 * closed market: nothing fills on a guess. The poll reads it afresh every time, on the {@link PriceReader}'s thread
 * ({@link #read}), and the exchange's thread remembers what it found; a new or replaced order takes what a read of
 * the last {@code freshFor} (two poll intervals) found, so that a burst of orders in one instrument costs no request to
 * the price feed, and reads on the exchange's thread only for an instrument no recent poll has read.
 */
final class Market {

	private static final Logger log = LoggerFactory.getLogger(Market.class);

	private final MarketHours hours;

	private final PriceFeed feed;

	private final Duration maxQuoteAge;

	/** The instrument's state: {@code sessionEnd} null while the market is closed, {@code quote} null without one. */
	record Now(@Nullable Instant sessionEnd, @Nullable Quote quote) {

		static final Now CLOSED = new Now(null, null);

		boolean isOpen() {
			return sessionEnd != null;
		}
	}

	private final Duration freshFor;

	private final Map<Instrument, Read> reads = new HashMap<>();

	/** What a read of the price feed found, and when. */
	private record Read(Instant at, Now now) {
	}

	Market(MarketHours hours, PriceFeed feed, Duration maxQuoteAge, Duration freshFor) {
		this.hours = hours;
		this.feed = feed;
		this.maxQuoteAge = maxQuoteAge;
		this.freshFor = freshFor;
	}

	/** The instrument's state as a read of the last {@code freshFor} found it, or read now. */
	Now recent(Instrument instrument, Instant at) {
		Read read = reads.get(instrument);
		if (read != null && read.at().plus(freshFor).isAfter(at)) {
			return read.now();
		}
		return now(instrument, at);
	}

	/** Remembers for {@link #recent} what a read at {@code at} found; on the exchange's thread. */
	void remember(Instrument instrument, Instant at, Now now) {
		reads.put(instrument, new Read(at, now));
	}

	private Now now(Instrument instrument, Instant at) {
		Now now = read(instrument, at);
		remember(instrument, at, now);
		return now;
	}

	/** The instrument's state read from the price feed now; on any thread, remembering nothing. */
	Now read(Instrument instrument, Instant at) {
		try {
			Optional<Instant> end = hours.sessionEnd(instrument, at);
			if (end.isEmpty()) {
				return Now.CLOSED;
			}
			Instant oldest = at.minus(maxQuoteAge);
			return new Now(end.get(),
					feed.latest(instrument).filter(quote -> !quote.dateTime().isBefore(oldest)).orElse(null));
		}
		catch (IOException failed) {
			log.warn("The price feed could not be read for {}: {}", instrument, failed.getMessage());
			return Now.CLOSED;
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			return Now.CLOSED;
		}
	}

	/** Whether the price feed knows the instrument; true when it cannot be asked, so that an outage rejects nothing. */
	boolean knows(Instrument instrument) {
		try {
			return hours.knows(instrument);
		}
		catch (IOException failed) {
			log.warn("The price feed could not be read for {}: {}", instrument, failed.getMessage());
			return true;
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			return true;
		}
	}
}
