package dev.kontor.pricefeed.stream;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.pricefeed.QuotesStored;
import dev.kontor.pricefeed.quotes.QuotesReceived;

/**
 * The open connections of the quote stream on this instance and who is subscribed to which instrument. Quotes come
 * from {@link QuotesReceived}, this instance's ingestion as it is queued for storing, and from {@link QuotesStored}:
 * the same once stored, and those other instances stored as this instance reads them back (when they announce them,
 * and at the price feed's safety-net look). The listeners only note the subscribed instruments' quotes, newest per
 * instrument, and one task of the hub's own hands them to the connections, so the quote intake never waits for the
 * subscribers. Every {@code token-check-interval} each connection's token is checked again; one that expired or
 * was revoked closes its connection with {@link #TOKEN_NO_LONGER_VALID}.
 */
@Component
class QuoteStreamHub implements SchedulingConfigurer {

	/**
	 * The close code of a connection whose token expired or was revoked: in the range RFC 6455 leaves to
	 * applications, 4000 plus the HTTP status an expired token gets, so that a client knows to get a new token and
	 * connect again.
	 */
	static final int TOKEN_NO_LONGER_VALID = 4401;

	private final ConcurrentHashMap<QuoteKey, Set<QuoteConnection>> subscribers = new ConcurrentHashMap<>();

	private final Set<QuoteConnection> connections = ConcurrentHashMap.newKeySet();

	private final ExecutorService fanOut = Executors.newSingleThreadExecutor(Thread.ofVirtual()
		.name("quote-stream-fan-out")
		.factory());

	/** The newest quote of each instrument waits: quotes of one instrument may come from two requests out of order. */
	private final Conflation<QuoteKey, LiveQuote> arrived = new Conflation<>(fanOut, this::fanOut,
			(waiting, offered) -> offered.dateTime().isBefore(waiting.dateTime()) ? waiting : offered);

	private final JwtDecoder tokens;

	private final Clock clock;

	private final Duration tokenCheckInterval;

	QuoteStreamHub(JwtDecoder tokens, Clock clock, PriceFeedSettings settings, MeterRegistry meters) {
		this.tokens = tokens;
		this.clock = clock;
		this.tokenCheckInterval = settings.stream().tokenCheckInterval();
		Gauge.builder("kontor.pricefeed.stream.connections", connections, Set::size)
			.description("Open connections to the quote stream")
			.register(meters);
		Gauge.builder("kontor.pricefeed.stream.waiting", this, QuoteStreamHub::waiting)
			.description("Messages waiting to be sent, over every connection: at most one per subscribed instrument")
			.register(meters);
	}

	void opened(QuoteConnection connection) {
		connections.add(connection);
	}

	void closed(QuoteConnection connection) {
		connections.remove(connection);
		unsubscribe(connection, connection.subscriptions());
	}

	void subscribe(QuoteConnection connection, Collection<QuoteKey> keys) {
		for (QuoteKey key : keys) {
			subscribers.computeIfAbsent(key, any -> ConcurrentHashMap.newKeySet()).add(connection);
		}
	}

	void unsubscribe(QuoteConnection connection, Collection<QuoteKey> keys) {
		for (QuoteKey key : keys) {
			subscribers.computeIfPresent(key, (any, held) -> {
				held.remove(connection);
				return held.isEmpty() ? null : held;
			});
		}
	}

	private double waiting() {
		return connections.stream().mapToInt(QuoteConnection::waiting).sum();
	}

	/**
	 * A plain listener on the thread that ingested the quotes, which must not be slowed: the quotes this instance
	 * takes in reach the stream before they are stored; their announcement once stored then changes nothing for a
	 * connection that has been offered them.
	 */
	@EventListener
	void on(QuotesReceived received) {
		offerSubscribed(received.quotes());
	}

	/**
	 * A plain listener on the thread that stored the quotes, which must not be slowed: the quotes other instances
	 * stored, and this instance's own once more (for a connection that subscribed after they were received).
	 */
	@EventListener
	void on(QuotesStored stored) {
		offerSubscribed(stored.quotes());
	}

	/** Notes the quotes of instruments someone is subscribed to. */
	private void offerSubscribed(List<LiveQuote> quotes) {
		for (LiveQuote quote : quotes) {
			QuoteKey key = new QuoteKey(quote.provider(), quote.isinCode());
			if (subscribers.containsKey(key)) {
				arrived.offer(key, quote);
			}
		}
	}

	private void fanOut(LiveQuote quote) {
		Set<QuoteConnection> subscribed = subscribers.get(new QuoteKey(quote.provider(), quote.isinCode()));
		if (subscribed != null) {
			subscribed.forEach(connection -> connection.offer(quote));
		}
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::checkTokens, tokenCheckInterval, tokenCheckInterval));
	}

	/**
	 * Closes the connections whose token has expired (by the platform's clock, to the second the token names) or is
	 * no longer accepted by the resource server's own validation (revoked).
	 */
	void checkTokens() {
		for (QuoteConnection connection : connections) {
			StreamCaller caller = connection.caller();
			if (!clock.instant().isBefore(caller.expiresAt())) {
				connection.close(new CloseStatus(TOKEN_NO_LONGER_VALID, caller.accessToken() == null
						? "The sign-in is checked again: connect anew" : "The access token has expired"));
				continue;
			}
			if (caller.accessToken() == null) {
				continue;
			}
			try {
				tokens.decode(caller.accessToken());
			}
			catch (JwtException ex) {
				connection.close(new CloseStatus(TOKEN_NO_LONGER_VALID, "The access token is no longer valid"));
			}
		}
	}
}
