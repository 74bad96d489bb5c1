package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether an instrument's market is open, by the price feed's calendar of the instrument's market, as Kontor's
 * {@code Markets} decides it for its simulated venue: an instrument the price feed does not know, without a market,
 * or whose market has no calendar never trades. Listings are remembered for a minute and calendars for five seconds
 * (Kontor's own calendar cache), so that polling reads them seldom. Used on the exchange's thread and the
 * {@link PriceReader}'s; two threads missing the same entry at once both read it.
 */
final class MarketHours {

	static final Duration LISTING_REMEMBERED = Duration.ofMinutes(1);

	static final Duration CALENDAR_REMEMBERED = Duration.ofSeconds(5);

	private final PriceFeed feed;

	private final Clock clock;

	private final Map<Instrument, Remembered<Optional<PriceFeed.Listing>>> listings = new ConcurrentHashMap<>();

	private final Map<String, Remembered<TradingCalendar>> calendars = new ConcurrentHashMap<>();

	private record Remembered<T>(T value, Instant until) {
	}

	MarketHours(PriceFeed feed, Clock clock) {
		this.feed = feed;
		this.clock = clock;
	}

	/** Whether the price feed knows the instrument. */
	boolean knows(Instrument instrument) throws IOException, InterruptedException {
		return listing(instrument).isPresent();
	}

	/** The end of the instrument's session open at the instant; empty while its market is closed. */
	Optional<Instant> sessionEnd(Instrument instrument, Instant at) throws IOException, InterruptedException {
		Optional<String> mic = listing(instrument).map(PriceFeed.Listing::mic);
		return mic.isEmpty() ? Optional.empty() : calendar(mic.get()).sessionEnd(at);
	}

	private Optional<PriceFeed.Listing> listing(Instrument instrument) throws IOException, InterruptedException {
		Remembered<Optional<PriceFeed.Listing>> remembered = listings.get(instrument);
		if (remembered == null || !clock.instant().isBefore(remembered.until())) {
			remembered = new Remembered<>(feed.listing(instrument), clock.instant().plus(LISTING_REMEMBERED));
			listings.put(instrument, remembered);
		}
		return remembered.value();
	}

	private TradingCalendar calendar(String mic) throws IOException, InterruptedException {
		Remembered<TradingCalendar> remembered = calendars.get(mic);
		if (remembered == null || !clock.instant().isBefore(remembered.until())) {
			remembered = new Remembered<>(feed.calendar(mic), clock.instant().plus(CALENDAR_REMEMBERED));
			calendars.put(mic, remembered);
		}
		return remembered.value();
	}
}
