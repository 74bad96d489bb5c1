package dev.kontor.orders.fix;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the venue's reports on several threads, each order's on one of them in the order received: reports of
 * different orders no longer wait for each other's transactions. A lane applies the reports waiting in it together,
 * in one transaction of up to {@link #BATCH} reports, of which at most one is not an acknowledgement: an
 * acknowledgement changes its order alone, while a fill, a cancellation or a replacement also locks the client's
 * accounts, and two lanes each holding one client's accounts while waiting for another's would deadlock. A batch that
 * fails is applied once more a report a transaction, so that one report that cannot be applied does not hold back
 * the others. A full lane blocks the session's reading thread, so that the venue's sending slows down instead of
 * memory filling up. Knows the lowest sequence number whose message is not applied yet, which is where the session
 * store lets a restart resume ({@link SessionStore}).
 */
final class InboundLanes implements AutoCloseable {

	/** A report's application; it throws when the report cannot be applied, and the transaction rolls back. */
	record Report(int sequence, boolean acknowledgement, Runnable application) {
	}

	private static final int BATCH = 32;

	private static final Logger log = LoggerFactory.getLogger(InboundLanes.class);

	private static final int WAITING_PER_LANE = 1_000;

	private static final Duration IDLE_LOOK = Duration.ofMillis(100);

	private final Consumer<Runnable> inOneTransaction;

	private final List<Lane> lanes = new ArrayList<>();

	/** Sequence numbers being applied, with how many messages carry each (a reset numbers from 1 again). */
	private final ConcurrentSkipListMap<Integer, Integer> unapplied = new ConcurrentSkipListMap<>();

	private volatile boolean closed;

	/**
	 * @param inOneTransaction runs what it is given in one transaction, committed when it returns and rolled back
	 *        when it throws
	 */
	InboundLanes(int count, Consumer<Runnable> inOneTransaction) {
		this.inOneTransaction = inOneTransaction;
		for (int lane = 0; lane < count; lane++) {
			lanes.add(new Lane("fix-inbound-" + lane));
		}
	}

	/** Queues the report on the lane of {@code order}; blocks while that lane is full. */
	void apply(String order, Report report) {
		if (closed) {
			throw new RejectedExecutionException("The FIX reports' lanes are closed");
		}
		unapplied.merge(report.sequence(), 1, Integer::sum);
		try {
			lanes.get(Math.floorMod(order.hashCode(), lanes.size())).waiting.put(report);
		}
		catch (InterruptedException interrupted) {
			applied(report);
			Thread.currentThread().interrupt();
			throw new RejectedExecutionException("Interrupted while waiting for room in a lane", interrupted);
		}
	}

	/**
	 * The lowest sequence number whose message is not applied yet, {@link Integer#MAX_VALUE} when all are. One read of
	 * the map: a lane may apply the last message between a look at whether any is left and a read of the first.
	 */
	int lowestUnapplied() {
		Map.Entry<Integer, Integer> lowest = unapplied.firstEntry();
		return lowest == null ? Integer.MAX_VALUE : lowest.getKey();
	}

	/** Applies what is queued, for up to the given time, and stops. */
	void close(Duration patience) {
		closed = true;
		long deadline = System.nanoTime() + patience.toNanos();
		try {
			for (Lane lane : lanes) {
				if (!lane.thread.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())))) {
					log.warn("FIX reports still queued at shutdown: the venue resends them at the next logon");
					lane.thread.interrupt();
				}
			}
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public void close() {
		close(Duration.ofSeconds(10));
	}

	private void applied(Report report) {
		unapplied.computeIfPresent(report.sequence(), (number, count) -> count == 1 ? null : count - 1);
	}

	/** One thread and the reports waiting for it. */
	private final class Lane {

		private final BlockingQueue<Report> waiting = new ArrayBlockingQueue<>(WAITING_PER_LANE);

		private final Thread thread;

		Lane(String name) {
			thread = Thread.ofPlatform().name(name).daemon().start(this::run);
		}

		private void run() {
			try {
				while (!closed || !waiting.isEmpty()) {
					Report first = waiting.poll(IDLE_LOOK.toMillis(), TimeUnit.MILLISECONDS);
					if (first != null) {
						applyTogether(batchFrom(first));
					}
				}
			}
			catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
		}

		/** The first report and those waiting behind it, while at most one of them is not an acknowledgement. */
		private List<Report> batchFrom(Report first) {
			List<Report> batch = new ArrayList<>(List.of(first));
			boolean locksAccounts = !first.acknowledgement();
			for (Report next = waiting.peek(); next != null && batch.size() < BATCH
					&& (next.acknowledgement() || !locksAccounts); next = waiting.peek()) {
				locksAccounts |= !next.acknowledgement();
				batch.add(waiting.poll());
			}
			return batch;
		}

		private void applyTogether(List<Report> batch) {
			try {
				inOneTransaction.accept(() -> batch.forEach(report -> report.application().run()));
				batch.forEach(InboundLanes.this::applied);
			}
			catch (RuntimeException | Error failed) {
				if (batch.size() == 1) {
					notApplied(batch.getFirst(), failed);
				}
				else {
					batch.forEach(this::applyAlone);
				}
			}
		}

		private void applyAlone(Report report) {
			try {
				inOneTransaction.accept(report.application());
				applied(report);
			}
			catch (RuntimeException | Error failed) {
				notApplied(report, failed);
			}
		}

		/** Logs the report and counts it applied; its lane goes on, whatever it threw. */
		private void notApplied(Report report, Throwable failed) {
			log.warn("The FIX report of sequence number {} was not applied: {}", report.sequence(), failed.toString());
			applied(report);
		}
	}
}
