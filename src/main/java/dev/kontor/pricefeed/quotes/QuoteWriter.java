package dev.kontor.pricefeed.quotes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Stores quotes in groups: a writer thread takes every batch waiting (up to {@code maxGroupSize} quotes) and stores
 * them in one transaction: the ticks new to the store and their minute bars as parts, inserted and never updated,
 * so that writers do not wait for each other; {@link BarFolding} merges the parts into the bars and latest quotes
 * later. A request's quotes count as received once that transaction has committed; then they go to the
 * {@link QuoteBook}. Each instrument's newest quote of a request is announced as {@link QuotesReceived} once queued.
 */
@Component
class QuoteWriter implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(QuoteWriter.class);

	private static final int QUEUED_BATCHES = 64;


	private final BlockingQueue<Batch> queue = new LinkedBlockingQueue<>(QUEUED_BATCHES);

	private final QuoteWrites writes;

	private final TransactionTemplate transactions;

	private final QuoteBook book;

	private final QuoteAnnouncements announcements;

	private final ApplicationEventPublisher events;

	private final int maxGroupSize;

	private final int writerThreads;

	private final Object groupAssembly = new Object();

	private volatile List<Thread> threads = List.of();

	QuoteWriter(QuoteWrites writes, TransactionTemplate transactions, QuoteBook book,
			QuoteAnnouncements announcements, ApplicationEventPublisher events, QuoteSettings settings) {
		this.writes = writes;
		this.announcements = announcements;
		this.events = events;
		this.transactions = transactions;
		this.book = book;
		this.maxGroupSize = settings.maxGroupSize();
		this.writerThreads = settings.writerThreads();
	}

	/**
	 * Queues the ticks (waiting while the queue is full) and announces each instrument's newest of them as
	 * {@link QuotesReceived}; completes with the ticks that were new to the store. They are
	 * {@link PreparedTicks prepared} on the caller's thread, so that the writers have little to do besides storing
	 * them.
	 */
	CompletableFuture<List<Tick>> submit(List<Tick> ticks) throws InterruptedException {
		PreparedTicks prepared = PreparedTicks.of(ticks);
		Batch batch = new Batch(prepared, new CompletableFuture<>());
		queue.put(batch);
		events.publishEvent(new QuotesReceived(prepared.latest().stream().map(tick -> tick.quote().live()).toList()));
		return batch.stored();
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
	 * and a batch that met a passing fault (such as another instance inserting the same tick at the same moment)
	 * goes in on the second try.
	 */
	private void store(List<Batch> group) {
		try {
			complete(group, storeTicks(group));
		}
		catch (RuntimeException ex) {
			group.forEach(this::storeAlone);
		}
	}

	private void storeAlone(Batch batch) {
		try {
			complete(List.of(batch), storeTicks(List.of(batch)));
		}
		catch (RuntimeException ex) {
			log.warn("Storing {} quotes failed", batch.ticks().size(), ex);
			batch.stored().completeExceptionally(ex);
		}
	}

	/**
	 * Stores the group's ticks new to the store with their minute bars as parts, and answers those ticks. A group of
	 * one batch is stored as the request's thread prepared it; when some ticks were stored already, the bars and
	 * latest ticks are made again of those inserted. The book takes in each series' latest tick only: an earlier one
	 * would change nothing there.
	 */
	private List<Tick> storeTicks(List<Batch> group) {
		PreparedTicks prepared = group.size() == 1 ? group.getFirst().prepared()
				: PreparedTicks.of(group.stream().flatMap(batch -> batch.ticks().stream()).toList());
		Stored stored = Objects.requireNonNull(transactions.execute(transaction -> {
			List<Tick> inserted = writes.insertNewTicks(prepared.ticks(), transaction);
			PreparedTicks insertedOnes = inserted.size() == prepared.ticks().size() ? prepared
					: PreparedTicks.of(inserted);
			writes.insertBarParts(insertedOnes.minuteBars());
			announcements.stored(insertedOnes.latest());
			return new Stored(inserted, insertedOnes.latest());
		}));
		book.apply(stored.latest());
		return stored.inserted();
	}

	/**
	 * Each batch learns which of its ticks were new (a tick sent twice in one group is new only once); when all were,
	 * without looking each up.
	 */
	private static void complete(List<Batch> group, List<Tick> stored) {
		if (stored.size() == group.stream().mapToInt(batch -> batch.ticks().size()).sum()) {
			group.forEach(batch -> batch.stored().complete(batch.ticks()));
			return;
		}
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

	private record Batch(PreparedTicks prepared, CompletableFuture<List<Tick>> stored) {

		List<Tick> ticks() {
			return prepared.ticks();
		}
	}

	/** The ticks a group stored, and each series' latest among them. */
	private record Stored(List<Tick> inserted, List<Tick> latest) {
	}

}
