package dev.kontor.webhooks.stream;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.ReentrantLock;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitter;

import dev.kontor.webhooks.queue.AcceptanceSignal;
import dev.kontor.webhooks.stream.StreamEvents.PositionedEvent;

/**
 * The one reader of the event stream on this instance, and its subscribers. The reader numbers the batches of events
 * this instance committed ({@link StreamEvents#sequence}) and reads those after the last position it read, at once
 * when this instance accepted some ({@link AcceptanceSignal}) and otherwise every poll interval, so that the events
 * accepted and numbered by other instances on the same database arrive too; it hands each to the subscribers of its
 * tenant. Every second it also numbers what any instance left without positions, such as an instance that stopped.
 * However many subscribers, the database is read once per page; with none on this instance, the events are numbered
 * and not read. It also sends every subscriber a comment each keep-alive interval.
 *
 * <p>A subscriber joins under the reader's lock, which the reader holds while it hands a page on: what the reader
 * hands it comes after the position it joined at, and its replay reads up to that position, so nothing falls
 * between the two.
 */
@Component
class EventHub implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(EventHub.class);

	/**
	 * How often the reader looks for batches without positions that are not this instance's: those of an instance
	 * that stopped before it numbered them.
	 */
	private static final Duration LOOK_INTERVAL = Duration.ofSeconds(1);

	/**
	 * How far before the last look a look starts: for transactions that committed after it although they accepted
	 * their events before it, and for clocks of instances that differ. Longer ones are found by the full look.
	 */
	private static final Duration LOOK_BACK = Duration.ofMinutes(1);

	/** How often the reader looks from the beginning, walking every entry that numbering left until the vacuum. */
	private static final Duration FULL_LOOK_INTERVAL = Duration.ofMinutes(10);

	private final StreamEvents events;

	private final Audiences audiences;

	private final AcceptanceSignal signal;

	private final EventStreamSettings settings;

	private final Clock clock;

	private final Map<UUID, TenantSubscribers> subscribersByTenant = new ConcurrentHashMap<>();

	private final ReentrantLock handing = new ReentrantLock();

	private ExecutorService writers = Executors.newVirtualThreadPerTaskExecutor();

	/** The last position handed to the subscribers. */
	private long position;

	/** When the reader next looks for batches without positions ({@link System#nanoTime}), and from the beginning. */
	private long nextLook = System.nanoTime();

	private long nextFullLook = System.nanoTime();

	/** When the last look began, by the clock events are accepted by. */
	private Instant lastLook = Instant.EPOCH;

	private volatile boolean running;

	private @Nullable Thread reader;

	EventHub(StreamEvents events, Audiences audiences, AcceptanceSignal signal, EventStreamSettings settings,
			Clock clock, MeterRegistry meters) {
		this.events = events;
		this.clock = clock;
		this.audiences = audiences;
		this.signal = signal;
		this.settings = settings;
		Gauge.builder("kontor.events.subscribers", this, EventHub::subscribers)
			.description("Open event streams on this instance")
			.register(meters);
	}

	/** Builds a subscriber that resumes after {@code after} (negative: starts now) and lets it join. */
	Subscriber subscribe(Subscriber.Interest interest, long after, ResponseBodyEmitter emitter) {
		Subscriber subscriber = new Subscriber(interest, after, emitter, writers, this::replayPage,
				settings.maxPending(), this::leave);
		emitter.onCompletion(subscriber::ended);
		emitter.onError(failure -> subscriber.ended());
		emitter.onTimeout(() -> {
			subscriber.ended();
			emitter.complete();
		});
		handing.lock();
		try {
			subscribersByTenant.compute(interest.tenantId(), (tenant, subscribers) -> {
				TenantSubscribers joined = subscribers == null ? new TenantSubscribers() : subscribers;
				joined.add(subscriber);
				return joined;
			});
			subscriber.joinedAt(position);
		}
		finally {
			handing.unlock();
		}
		return subscriber;
	}

	/**
	 * Numbers what waits for a number among the batches accepted since shortly before {@code acceptedAt}, so that an
	 * event accepted then can be named at once.
	 */
	void catchUp(Instant acceptedAt) {
		numberUnnumbered(acceptedAt.minus(LOOK_BACK));
	}

	int subscribers() {
		return subscribersByTenant.values().stream().mapToInt(TenantSubscribers::size).sum();
	}

	private void leave(Subscriber subscriber) {
		subscribersByTenant.computeIfPresent(subscriber.tenantId(),
				(tenant, subscribers) -> subscribers.remove(subscriber) ? null : subscribers);
	}

	private List<StreamedEvent> replayPage(UUID tenantId, long after, long upTo) {
		return audiences.of(events.ofTenant(tenantId, after, upTo, settings.pageSize()));
	}

	@Override
	public void start() {
		if (writers.isShutdown()) {
			writers = Executors.newVirtualThreadPerTaskExecutor();
		}
		position = events.lastPosition();
		running = true;
		reader = Thread.ofVirtual().name("event-stream-reader").start(this::run);
	}

	@Override
	public void stop() {
		running = false;
		signal.signal();
		try {
			if (reader != null) {
				reader.join(5_000);
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		// open streams would hold up a graceful shutdown: their clients resume elsewhere with Last-Event-ID
		List<Subscriber> open = new ArrayList<>();
		subscribersByTenant.values().forEach(subscribers -> subscribers.forEach(open::add));
		open.forEach(Subscriber::close);
		writers.shutdown();
	}

	@Override
	public boolean isRunning() {
		return running;
	}

	private void run() {
		long keepAliveNanos = settings.keepAlive().toNanos();
		long nextKeepAlive = System.nanoTime() + keepAliveNanos;
		while (running) {
			try {
				readNew();
				if (System.nanoTime() - nextKeepAlive >= 0) {
					nextKeepAlive = System.nanoTime() + keepAliveNanos;
					subscribersByTenant.values().forEach(subscribers -> subscribers.forEach(Subscriber::keepAlive));
				}
				signal.await(settings.pollInterval());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
			catch (RuntimeException ex) {
				log.warn("The event stream could not read the accepted events; it tries again", ex);
				pause();
			}
		}
	}

	private void readNew() {
		boolean more = true;
		while (more && running) {
			boolean moreToNumber = number();
			if (subscribersByTenant.isEmpty() && passOverUnread()) {
				more = moreToNumber;
				continue;
			}
			List<PositionedEvent> page = events.after(position, settings.pageSize());
			if (!page.isEmpty()) {
				handOn(page);
			}
			more = moreToNumber || page.size() == settings.pageSize();
		}
	}

	/**
	 * Numbers the batches this instance committed, by their ids, and every {@link #LOOK_INTERVAL} those any instance
	 * left without positions that were accepted since shortly before the last such look ({@link #LOOK_BACK}); every
	 * {@link #FULL_LOOK_INTERVAL}, at start and when ids were dropped, it looks from the beginning. Answers whether a
	 * full page of this instance's batches was numbered: there may be more.
	 */
	private boolean number() {
		List<UUID> committed = signal.takeCommitted(settings.pageSize());
		if (!committed.isEmpty()) {
			events.sequence(committed);
		}
		long now = System.nanoTime();
		boolean full = signal.takeDropped() || now - nextFullLook >= 0;
		if (full || now - nextLook >= 0) {
			Instant startedAt = clock.instant();
			numberUnnumbered(full ? Instant.EPOCH : lastLook.minus(LOOK_BACK));
			lastLook = startedAt;
			nextLook = now + LOOK_INTERVAL.toNanos();
			if (full) {
				nextFullLook = now + FULL_LOOK_INTERVAL.toNanos();
			}
		}
		return committed.size() == settings.pageSize();
	}

	private void numberUnnumbered(Instant acceptedFrom) {
		while (events.sequenceUnnumbered(acceptedFrom, settings.pageSize()) == settings.pageSize()) {
			// a full page: there may be more
		}
	}

	/**
	 * With nobody subscribed here, moves the position to the last one given instead of reading the events up to it,
	 * under the lock a subscriber joins under: one who joins later replays from where it resumes up to that position.
	 * Answers whether it did; not when somebody joined meanwhile.
	 */
	private boolean passOverUnread() {
		handing.lock();
		try {
			if (!subscribersByTenant.isEmpty()) {
				return false;
			}
			position = Math.max(position, events.lastPosition());
			return true;
		}
		finally {
			handing.unlock();
		}
	}

	/** Hands a page to the subscribers of its tenants; events of tenants nobody here subscribes to are passed over. */
	private void handOn(List<PositionedEvent> page) {
		handing.lock();
		try {
			List<PositionedEvent> subscribed = page.stream()
				.filter(event -> subscribersByTenant.containsKey(event.event().tenantId()))
				.toList();
			for (StreamedEvent event : audiences.of(subscribed)) {
				TenantSubscribers subscribers = subscribersByTenant.get(event.tenantId());
				if (subscribers != null) {
					subscribers.offer(event);
				}
			}
			position = page.getLast().position();
		}
		finally {
			handing.unlock();
		}
	}

	private void pause() {
		try {
			Thread.sleep(settings.pollInterval().toMillis());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
