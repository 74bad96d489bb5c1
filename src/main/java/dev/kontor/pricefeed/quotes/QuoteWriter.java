package dev.kontor.pricefeed.quotes;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Stores quotes in groups: a writer thread takes every batch waiting (up to {@code maxGroupSize} quotes) and stores
 * them in one transaction: the ticks new to the store, the bars they change and the latest quotes. A request's
 * quotes count as received once that transaction has committed; then they go to the {@link QuoteBook}. Under load
 * the groups grow, so that a bar or latest quote written once serves many ticks. Writers lock bar and latest quote
 * rows in the same order (series, then start), so two of them never wait for each other in a circle.
 */
@Component
class QuoteWriter implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(QuoteWriter.class);

	private static final int QUEUED_BATCHES = 64;

	private final BlockingQueue<Batch> queue = new LinkedBlockingQueue<>(QUEUED_BATCHES);

	private final QuoteWrites writes;

	private final TransactionTemplate transactions;

	private final QuoteBook book;

	private final Clock clock;

	private final int maxGroupSize;

	private final UUID instanceId = UUID.randomUUID();

	private final int writerThreads;

	private final Object groupAssembly = new Object();

	private volatile List<Thread> threads = List.of();

	QuoteWriter(QuoteWrites writes, TransactionTemplate transactions, QuoteBook book, Clock clock,
			QuoteSettings settings) {
		this.writes = writes;
		this.transactions = transactions;
		this.book = book;
		this.clock = clock;
		this.maxGroupSize = settings.maxGroupSize();
		this.writerThreads = settings.writerThreads();
	}

	/** Queues the ticks (waiting while the queue is full); completes with the ticks that were new to the store. */
	CompletableFuture<List<Tick>> submit(List<Tick> ticks) throws InterruptedException {
		Batch batch = new Batch(ticks, new CompletableFuture<>());
		queue.put(batch);
		return batch.stored();
	}

	/** The id this instance writes into the latest quotes it stores, so that it skips them when refreshing. */
	UUID instanceId() {
		return instanceId;
	}

	private void run() {
		while (!Thread.currentThread().isInterrupted()) {
			try {
				store(nextGroup());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
		failWaiting();
	}

	/** One writer at a time assembles its group, so that a batch it looked at is still there to take. */
	private List<Batch> nextGroup() throws InterruptedException {
		synchronized (groupAssembly) {
			List<Batch> group = new ArrayList<>();
			Batch first = queue.take();
			group.add(first);
			int size = first.ticks().size();
			for (Batch next = queue.peek(); next != null
					&& size + next.ticks().size() <= maxGroupSize; next = queue.peek()) {
				group.add(queue.remove());
				size += next.ticks().size();
			}
			return group;
		}
	}

	/**
	 * Stores the group; if that fails, each batch once more alone, so that one batch's fault fails only its request,
	 * and a batch that met another writer's transaction (both inserting the same new bar) goes in on the second try.
	 */
	private void store(List<Batch> group) {
		try {
			complete(group, storeTicks(group.stream().flatMap(batch -> batch.ticks().stream()).toList()));
		}
		catch (RuntimeException ex) {
			group.forEach(this::storeAlone);
		}
	}

	private void storeAlone(Batch batch) {
		try {
			complete(List.of(batch), storeTicks(batch.ticks()));
		}
		catch (RuntimeException ex) {
			log.warn("Storing {} quotes failed", batch.ticks().size(), ex);
			batch.stored().completeExceptionally(ex);
		}
	}

	/**
	 * Stores the ticks new to the store with the bars and latest quotes they change; the bars of the minute are made
	 * from the ticks, each longer span's from the next shorter span's. The book takes in each series' latest tick
	 * only: an earlier one would change nothing there.
	 */
	private List<Tick> storeTicks(List<Tick> ticks) {
		Stored stored = Objects.requireNonNull(transactions.execute(transaction -> {
			List<Tick> inserted = writes.insertNewTicks(GroupContents.distinct(ticks), transaction);
			List<Bar> minutes = GroupContents.bars(inserted, BarSpan.MINUTE);
			List<Bar> hours = GroupContents.rolledUp(minutes, BarSpan.HOUR);
			writes.mergeBars(BarSpan.MINUTE, minutes);
			writes.mergeBars(BarSpan.HOUR, hours);
			writes.mergeBars(BarSpan.DAY, GroupContents.rolledUp(hours, BarSpan.DAY));
			List<Tick> latest = GroupContents.latest(inserted);
			writes.storeLatest(latest, Timestamps.now(clock), instanceId);
			return new Stored(inserted, latest);
		}));
		book.apply(stored.latest());
		return stored.inserted();
	}

	/** Each batch learns which of its ticks were new (a tick sent twice in one group is new only once). */
	private static void complete(List<Batch> group, List<Tick> stored) {
		Set<Tick> storedTicks = Collections.newSetFromMap(new IdentityHashMap<>());
		storedTicks.addAll(stored);
		for (Batch batch : group) {
			batch.stored().complete(batch.ticks().stream().filter(storedTicks::remove).toList());
		}
	}

	private void failWaiting() {
		for (Batch batch = queue.poll(); batch != null; batch = queue.poll()) {
			batch.stored().completeExceptionally(new IllegalStateException("The quote writer has stopped"));
		}
	}

	@Override
	public void start() {
		List<Thread> started = new ArrayList<>();
		for (int i = 1; i <= writerThreads; i++) {
			started.add(Thread.ofPlatform().name("quote-writer-" + i).daemon(true).start(this::run));
		}
		threads = List.copyOf(started);
	}

	@Override
	public void stop() {
		threads.forEach(Thread::interrupt);
		for (Thread running : threads) {
			try {
				running.join(10_000);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
		threads = List.of();
	}

	@Override
	public boolean isRunning() {
		return !threads.isEmpty();
	}

	private record Batch(List<Tick> ticks, CompletableFuture<List<Tick>> stored) {
	}

	/** The ticks a group stored, and among them each series' latest. */
	private record Stored(List<Tick> inserted, List<Tick> latest) {
	}
}
