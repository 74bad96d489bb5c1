package dev.kontor.pricefeed.limits;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.shared.TooManyRequests;
import dev.kontor.shared.ratelimit.RateLimit;
import dev.kontor.shared.ratelimit.RateLimiter;

/**
 * The rate limits of document 2 section 8, for the price feed's controllers to call first thing, with the caller's
 * OAuth client id. Each method counts one call or throws {@link TooManyRequests} (429 with {@code Retry-After}).
 */
@Component
public class PriceFeedRateLimits {

	private final RateLimiter limiter;

	private final RateLimit fullSnapshot;

	private final RateLimit history;

	private final RateLimit endOfDayPrices;

	private final RateLimit streamMessages;

	PriceFeedRateLimits(RateLimiter limiter, PriceFeedSettings settings) {
		PriceFeedSettings.RateLimits limits = settings.rateLimits();
		this.limiter = limiter;
		this.fullSnapshot = new RateLimit("pricefeed.quotes.full-snapshot", limits.fullSnapshotCalls(),
				limits.fullSnapshotPeriod());
		this.history = new RateLimit("pricefeed.quotes.history", limits.historyCalls(), limits.historyPeriod());
		this.endOfDayPrices = new RateLimit("pricefeed.eod-prices", limits.endOfDayPricesCalls(),
				limits.endOfDayPricesPeriod());
		this.streamMessages = new RateLimit("pricefeed.quotes.stream-messages", settings.stream().messageCalls(),
				settings.stream().messagePeriod());
	}

	/** {@code GET /api/pricefeed/v2/quotes} without {@code lastTimeStamp}: by default 2 calls every 30 seconds. */
	public void fullSnapshot(String clientId) {
		limiter.consume(fullSnapshot, clientId);
	}

	/** {@code GET /api/pricefeed/v2/quotes/{isinCode}/history}: by default 15 calls every 60 seconds. */
	public void history(String clientId) {
		limiter.consume(history, clientId);
	}

	/** {@code GET /api/pricefeed/v2/eod-prices}: by default 30 calls every 30 seconds. */
	public void endOfDayPrices(String clientId) {
		limiter.consume(endOfDayPrices, clientId);
	}

	/** A subscribe or unsubscribe message on the quote stream: by default 60 every 60 seconds. */
	public void streamMessage(String clientId) {
		limiter.consume(streamMessages, clientId);
	}
}
