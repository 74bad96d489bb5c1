package dev.kontor.pricefeed.stream;

import java.io.IOException;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;

import jakarta.websocket.RemoteEndpoint;
import jakarta.websocket.Session;
import org.jspecify.annotations.Nullable;

import org.springframework.web.socket.CloseStatus;
import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;
import org.springframework.web.socket.adapter.NativeWebSocketSession;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.shared.memory.PackedInstant;

/**
 * One client's connection to the quote stream: the instruments it is subscribed to, and what waits to be sent to it.
 * Everything is sent by one task at a time (a WebSocket session takes one message at a time) from a
 * {@link Conflation}, so a client that reads slowly holds at most one quote per instrument here, the newest, and the
 * quote intake never waits for it. Each instrument's quotes go out in time order: a quote no newer than the last one
 * offered for its instrument is left out, whichever came first, the latest quote sent at subscription or a change.
 *
 * <p>The messages a task sends in one go are written together: the container's session batches them
 * ({@link RemoteEndpoint#setBatchingAllowed}) and the task flushes once nothing more waits, so a connection with many
 * changed instruments costs one write to the network rather than one per quote, and a lone quote leaves at once.
 */
final class QuoteConnection {

	private static final Logger log = LoggerFactory.getLogger(QuoteConnection.class);

	/** The key under which the closing waits, ahead of nothing: once closing, nothing else is offered. */
	private static final Object CLOSING = new Object();

	private final WebSocketSession session;

	private final StreamCaller caller;

	private final JsonMapper json;

	private final int maxUnreadNotices;

	private final Conflation<Object, Object> outgoing;

	/**
	 * Guarded by itself: each subscribed instrument with the time of the last quote offered for it, kept in place
	 * (every quote offered replaces it, and a new {@code Instant} held by this long-lived map's node would cost a young
	 * collection a card to scan).
	 */
	private final Map<QuoteKey, LastOffered> subscriptions = new HashMap<>();

	private final AtomicInteger unreadNotices = new AtomicInteger();

	private volatile boolean closing;

	/** The container's sender of this session, batching what it is given until flushed; null when not available. */
	private final RemoteEndpoint.@Nullable Basic batching;

	QuoteConnection(WebSocketSession session, StreamCaller caller, JsonMapper json, int maxUnreadNotices,
			Executor sender) {
		this.session = session;
		this.caller = caller;
		this.json = json;
		this.maxUnreadNotices = maxUnreadNotices;
		this.batching = batchingSender(session);
		this.outgoing = new Conflation<>(sender, this::send, this::flush);
	}

	private static RemoteEndpoint.@Nullable Basic batchingSender(WebSocketSession session) {
		if (!(session instanceof NativeWebSocketSession adapter)) {
			return null;
		}
		Session container = adapter.getNativeSession(Session.class);
		if (container == null) {
			return null;
		}
		try {
			RemoteEndpoint.Basic basic = container.getBasicRemote();
			basic.setBatchingAllowed(true);
			return basic;
		}
		catch (IOException | RuntimeException ex) {
			log.debug("Quote stream connection {} sends without batching", session.getId(), ex);
			return null;
		}
	}

	StreamCaller caller() {
		return caller;
	}

	/**
	 * Subscribes to the instruments not subscribed to yet, unless the connection would then hold more than
	 * {@code max}; answers how many it holds then.
	 *
	 * @throws SubscriptionRefused when over the limit, changing nothing
	 */
	int subscribe(List<QuoteKey> keys, int max) {
		synchronized (subscriptions) {
			long added = keys.stream().distinct().filter(key -> !subscriptions.containsKey(key)).count();
			if (subscriptions.size() + added > max) {
				throw new SubscriptionRefused("At most " + max + " instruments per connection: this one holds "
						+ subscriptions.size() + " and the message adds " + added);
			}
			keys.forEach(key -> subscriptions.putIfAbsent(key, new LastOffered()));
			return subscriptions.size();
		}
	}

	/** Ends the subscriptions and drops the quotes of these instruments waiting to be sent; answers how many remain. */
	int unsubscribe(List<QuoteKey> keys) {
		synchronized (subscriptions) {
			keys.forEach(subscriptions::remove);
			outgoing.forget(List.copyOf(keys));
			return subscriptions.size();
		}
	}

	List<QuoteKey> subscriptions() {
		synchronized (subscriptions) {
			return List.copyOf(subscriptions.keySet());
		}
	}

	/** Queues the quote unless the connection is not subscribed to its instrument or has been offered a newer one. */
	void offer(LiveQuote quote) {
		QuoteKey key = new QuoteKey(quote.provider(), quote.isinCode());
		synchronized (subscriptions) {
			LastOffered last = subscriptions.get(key);
			if (closing || last == null || !last.isBefore(quote.dateTime())) {
				return;
			}
			last.set(quote.dateTime());
			outgoing.offer(key, StreamedQuote.of(quote));
		}
	}

	/** Queues an answer to the client's message; a client that leaves too many of them unread is disconnected. */
	void notice(StreamNotice notice) {
		if (unreadNotices.incrementAndGet() > maxUnreadNotices) {
			close(CloseStatus.POLICY_VIOLATION.withReason("More than " + maxUnreadNotices + " answers left unread"));
			return;
		}
		synchronized (subscriptions) {
			if (!closing) {
				outgoing.offer(new Object(), notice);
			}
		}
	}

	/** Drops whatever waits and closes the connection with this status once the message being sent is out. */
	void close(CloseStatus status) {
		synchronized (subscriptions) {
			if (closing) {
				return;
			}
			closing = true;
			outgoing.clear();
			outgoing.offer(CLOSING, status);
		}
	}

	/** How many messages wait to be sent: at most one per subscribed instrument, besides answers. */
	int waiting() {
		return outgoing.waiting();
	}

	private void send(Object message) {
		try {
			if (message instanceof CloseStatus status) {
				flush();
				session.close(status);
				return;
			}
			if (message instanceof StreamNotice) {
				unreadNotices.decrementAndGet();
			}
			if (session.isOpen()) {
				session.sendMessage(new TextMessage(json.writeValueAsString(message)));
			}
		}
		catch (IOException | IllegalStateException ex) {
			// The client went away or the send timed out: the closing of the session ends the connection.
			log.debug("Sending to quote stream connection {} failed", session.getId(), ex);
			closeQuietly();
		}
	}

	/** Writes what was batched; called by the sending task once nothing more waits. */
	private void flush() {
		if (batching == null || !session.isOpen()) {
			return;
		}
		try {
			batching.flushBatch();
		}
		catch (IOException | IllegalStateException ex) {
			log.debug("Sending to quote stream connection {} failed", session.getId(), ex);
			closeQuietly();
		}
	}

	private void closeQuietly() {
		try {
			session.close(CloseStatus.SESSION_NOT_RELIABLE);
		}
		catch (IOException ex) {
			log.debug("Closing quote stream connection {} failed", session.getId(), ex);
		}
	}

	/** The time of the last quote offered for an instrument, as numbers, so that offering one stores no reference. */
	private static final class LastOffered {

		private final long[] time = {Long.MIN_VALUE, 0};

		boolean isBefore(Instant other) {
			return PackedInstant.isAfter(other, time, 0);
		}

		void set(Instant other) {
			PackedInstant.put(time, 0, other);
		}
	}
}
