package dev.kontor.webhooks.stream;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import dev.kontor.webhooks.catalogue.EventType;

/**
 * One open event stream. The reader hands it the events of its tenant ({@link #offer}); they wait in a queue of the
 * subscriber and are written by a task on a virtual thread that runs only while there is something to write, so an
 * idle subscriber holds no thread and a slow one holds up nobody else. The first task replays what came after the
 * subscriber's {@code Last-Event-ID} up to the position the reader stood at when the subscriber joined; the reader
 * hands it what comes after. Every event is written once and in order: the subscriber skips whatever does not come
 * after the last position it wrote.
 */
final class Subscriber {

	private static final Logger log = LoggerFactory.getLogger(Subscriber.class);

	private static final MediaType TEXT_UTF8 = new MediaType("text", "plain", StandardCharsets.UTF_8);

	private static final String KEEP_ALIVE = ": keep-alive\n\n";

	/** The first line: it sends the answer's headers at once, before any event. */
	private static final String OPENED = ": stream open\n\n";

	/** One page of a replay, of the tenant's events after a position up to another. */
	interface Replay {

		List<StreamedEvent> page(UUID tenantId, long after, long upTo);
	}

	/** Who subscribes and to what: a client record for a bound user, the types it asked for (none: every type). */
	record Interest(UUID tenantId, @Nullable UUID clientRecordId, Set<EventType> types) {

		Interest {
			types = Set.copyOf(types);
		}

		boolean sees(StreamedEvent event) {
			if (!types.isEmpty() && !types.contains(event.type())) {
				return false;
			}
			return clientRecordId == null ? event.tenantLevel() : event.clients().contains(clientRecordId);
		}
	}

	private final Interest interest;

	private final ResponseBodyEmitter emitter;

	private final Executor writers;

	private final Replay replay;

	private final int maxPending;

	private final Consumer<Subscriber> onClose;

	private final Queue<Object> pending = new ConcurrentLinkedQueue<>();

	private final AtomicInteger pendingCount = new AtomicInteger();

	private final AtomicBoolean writing = new AtomicBoolean();

	private final AtomicBoolean closed = new AtomicBoolean();

	/** The last position written or passed over; only the writing task changes it. */
	private long cursor;

	private long replayUntil;

	private boolean replayed;

	Subscriber(Interest interest, long after, ResponseBodyEmitter emitter, Executor writers, Replay replay,
			int maxPending, Consumer<Subscriber> onClose) {
		this.interest = interest;
		this.cursor = after;
		this.emitter = emitter;
		this.writers = writers;
		this.replay = replay;
		this.maxPending = maxPending;
		this.onClose = onClose;
	}

	UUID tenantId() {
		return interest.tenantId();
	}

	@Nullable UUID clientRecordId() {
		return interest.clientRecordId();
	}

	/** Called by the reader, under its lock, when the subscriber joins: what the reader hands on comes after this. */
	void joinedAt(long readerPosition) {
		this.replayUntil = readerPosition;
		if (cursor < 0) {
			// no Last-Event-ID: the stream starts now
			cursor = readerPosition;
		}
		schedule();
	}

	void offer(StreamedEvent event) {
		if (interest.sees(event)) {
			enqueue(event);
		}
	}

	void keepAlive() {
		enqueue(KEEP_ALIVE);
	}

	/** Ends the stream; the client resumes with its {@code Last-Event-ID}. */
	void close() {
		if (closed.compareAndSet(false, true)) {
			onClose.accept(this);
			emitter.complete();
		}
	}

	/** The stream ended from the outside (the client left, the connection broke, the token expired). */
	void ended() {
		if (closed.compareAndSet(false, true)) {
			onClose.accept(this);
		}
	}

	private void enqueue(Object item) {
		if (closed.get()) {
			return;
		}
		if (pendingCount.incrementAndGet() > maxPending) {
			log.info("An event stream of tenant {} fell {} events behind and is closed", interest.tenantId(), maxPending);
			close();
			return;
		}
		pending.add(item);
		schedule();
	}

	private void schedule() {
		if (writing.compareAndSet(false, true)) {
			writers.execute(this::write);
		}
	}

	private void write() {
		try {
			do {
				if (!replayed) {
					emitter.send(OPENED, TEXT_UTF8);
					replay();
				}
				Object item;
				while (!closed.get() && (item = pending.poll()) != null) {
					pendingCount.decrementAndGet();
					write(item);
				}
				writing.set(false);
			}
			while (!closed.get() && !pending.isEmpty() && writing.compareAndSet(false, true));
		}
		catch (IOException | IllegalStateException gone) {
			// the client left (the container reports it and ends the answer), or the stream completed meanwhile
			writing.set(false);
			ended();
		}
	}

	private void replay() throws IOException {
		while (cursor < replayUntil && !closed.get()) {
			List<StreamedEvent> page = replay.page(interest.tenantId(), cursor, replayUntil);
			if (page.isEmpty()) {
				break;
			}
			for (StreamedEvent event : page) {
				if (interest.sees(event)) {
					write(event);
				}
				cursor = event.position();
			}
		}
		replayed = true;
	}

	private void write(Object item) throws IOException {
		if (item instanceof StreamedEvent event) {
			if (event.position() <= cursor) {
				return;
			}
			emitter.send(event.frame(), TEXT_UTF8);
			cursor = event.position();
		}
		else {
			emitter.send(item, TEXT_UTF8);
		}
	}
}
