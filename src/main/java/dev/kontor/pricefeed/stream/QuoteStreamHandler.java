package dev.kontor.pricefeed.stream;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.stereotype.Component;
import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.handler.TextWebSocketHandler;

import dev.kontor.pricefeed.PriceFeedSettings;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.limits.PriceFeedRateLimits;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.Isins;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TooManyRequests;

/**
 * The messages of one quote stream connection: a subscription (within the connection's limit and the client's rate
 * limit) is acknowledged, then each instrument's latest quote follows at once and its changes as they come; an
 * unsubscription stops them. A message the stream cannot carry out, malformed or refused, is answered with an error
 * notice and changes nothing; the connection stays open.
 */
@Component
class QuoteStreamHandler extends TextWebSocketHandler {

	static final String CONNECTION = QuoteConnection.class.getName();

	static final String CALLER = StreamCaller.class.getName();

	private final QuoteStreamHub hub;

	private final QuoteReads quotes;

	private final PriceFeedRateLimits rateLimits;

	private final JsonMapper json;

	private final PriceFeedSettings.Stream settings;

	/** Sends to the clients: a virtual thread per connection while it has something to send. */
	private final ExecutorService senders = Executors.newThreadPerTaskExecutor(Thread.ofVirtual()
		.name("quote-stream-sender-", 0)
		.factory());

	QuoteStreamHandler(QuoteStreamHub hub, QuoteReads quotes, PriceFeedRateLimits rateLimits, JsonMapper json,
			PriceFeedSettings settings) {
		this.hub = hub;
		this.quotes = quotes;
		this.rateLimits = rateLimits;
		this.json = json;
		this.settings = settings.stream();
	}

	@Override
	public void afterConnectionEstablished(WebSocketSession session) {
		StreamCaller caller = (StreamCaller) session.getAttributes().get(CALLER);
		QuoteConnection connection = new QuoteConnection(session, caller, json, settings.maxUnreadNotices(), senders);
		// room for a subscription to every instrument allowed in one message: ISINs of 12 characters, quoted
		session.setTextMessageSizeLimit(Math.max(session.getTextMessageSizeLimit(), settings.maxInstruments() * 16 + 1024));
		session.getAttributes().put(CONNECTION, connection);
		hub.opened(connection);
	}

	@Override
	public void afterConnectionClosed(WebSocketSession session, CloseStatus status) {
		QuoteConnection connection = (QuoteConnection) session.getAttributes().get(CONNECTION);
		if (connection != null) {
			hub.closed(connection);
		}
	}

	@Override
	protected void handleTextMessage(WebSocketSession session, TextMessage message) {
		QuoteConnection connection = (QuoteConnection) session.getAttributes().get(CONNECTION);
		try {
			SubscriptionRequest request = parse(message.getPayload());
			rateLimits.streamMessage(connection.caller().clientId());
			List<QuoteKey> keys = keys(request);
			if (SubscriptionRequest.SUBSCRIBE.equals(request.action())) {
				subscribe(connection, request.providerOrDefault(), keys);
			}
			else {
				hub.unsubscribe(connection, keys);
				int remaining = connection.unsubscribe(keys);
				connection.notice(StreamNotice.changed(SubscriptionRequest.UNSUBSCRIBE, request.providerOrDefault(),
						isinCodes(keys), remaining));
			}
		}
		catch (SubscriptionRefused | InvalidInput | NotFound | TooManyRequests ex) {
			connection.notice(StreamNotice.error(ex.getMessage()));
		}
	}

	/**
	 * Subscribes first, then reads the latest quotes: a change stored in between reaches the connection either way,
	 * and the connection sends no quote older than one it was given.
	 */
	private void subscribe(QuoteConnection connection, TradeProvider provider, List<QuoteKey> keys) {
		keys.forEach(key -> quotes.requireInstrument(provider, key.isinCode()));
		int subscriptions = connection.subscribe(keys, settings.maxInstruments());
		hub.subscribe(connection, keys);
		connection.notice(StreamNotice.changed(SubscriptionRequest.SUBSCRIBE, provider, isinCodes(keys), subscriptions));
		keys.forEach(key -> quotes.held(provider, key.isinCode()).ifPresent(quote -> connection.offer(quote.live())));
	}

	private static List<String> isinCodes(List<QuoteKey> keys) {
		return keys.stream().map(QuoteKey::isinCode).toList();
	}

	private SubscriptionRequest parse(String payload) {
		SubscriptionRequest request;
		try {
			request = json.readValue(payload, SubscriptionRequest.class);
		}
		catch (JacksonException ex) {
			throw new SubscriptionRefused("Malformed message: expected {\"action\":\"subscribe\"|\"unsubscribe\","
					+ "\"provider\":\"ProviderA\",\"isinCodes\":[...]}");
		}
		if (request == null || !(SubscriptionRequest.SUBSCRIBE.equals(request.action())
				|| SubscriptionRequest.UNSUBSCRIBE.equals(request.action()))) {
			throw new SubscriptionRefused("action must be subscribe or unsubscribe");
		}
		if (request.isinCodes() == null || request.isinCodes().isEmpty()) {
			throw new SubscriptionRefused("isinCodes must name at least one instrument");
		}
		if (request.isinCodes().size() > settings.maxInstruments()) {
			throw new SubscriptionRefused("At most " + settings.maxInstruments()
					+ " instruments per connection: the message names " + request.isinCodes().size());
		}
		return request;
	}

	private static List<QuoteKey> keys(SubscriptionRequest request) {
		return request.isinCodes().stream().distinct().map(isinCode -> {
			if (isinCode == null || !Isins.isValid(isinCode)) {
				throw new SubscriptionRefused("isinCodes: " + isinCode + " " + Isins.MESSAGE);
			}
			return new QuoteKey(request.providerOrDefault(), isinCode);
		}).toList();
	}
}
