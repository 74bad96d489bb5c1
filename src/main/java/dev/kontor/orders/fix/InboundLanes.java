package dev.kontor.orders.fix;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the venue's reports on several threads, each order's on one of them in the order received: reports of
 * different orders no longer wait for each other's transactions. A full lane blocks the session's reading thread, so
 * that the venue's sending slows down instead of memory filling up. Knows the lowest sequence number whose message is
 * not applied yet, which is where the session store lets a restart resume ({@link SessionStore}).
 */
final class InboundLanes implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(InboundLanes.class);

	private static final int WAITING_PER_LANE = 1_000;

	private final ThreadPoolExecutor[] lanes;

	/** Sequence numbers being applied, with how many messages carry each (a reset numbers from 1 again). */
	private final ConcurrentSkipListMap<Integer, Integer> unapplied = new ConcurrentSkipListMap<>();

	InboundLanes(int count) {
		lanes = new ThreadPoolExecutor[count];
		for (int lane = 0; lane < count; lane++) {
			String name = "fix-inbound-" + lane;
			lanes[lane] = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
					new ArrayBlockingQueue<>(WAITING_PER_LANE), work -> Thread.ofPlatform().name(name).daemon().unstarted(work),
					InboundLanes::waitForRoom);
		}
	}

	/** Queues the work on the lane of {@code order}; blocks while that lane is full. */
	void apply(String order, int sequence, Runnable work) {
		unapplied.merge(sequence, 1, Integer::sum);
		try {
			lanes[Math.floorMod(order.hashCode(), lanes.length)].execute(() -> {
				try {
					work.run();
				}
				catch (RuntimeException failed) {
					log.warn("The FIX report of sequence number {} was not applied: {}", sequence, failed.toString());
				}
				finally {
					applied(sequence);
				}
			});
		}
		catch (RejectedExecutionException closed) {
			applied(sequence);
			throw closed;
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
		for (ThreadPoolExecutor lane : lanes) {
			lane.shutdown();
		}
		long deadline = System.nanoTime() + patience.toNanos();
		try {
			for (ThreadPoolExecutor lane : lanes) {
				if (!lane.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
					log.warn("FIX reports still queued at shutdown: the venue resends them at the next logon");
					lane.shutdownNow();
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

	private void applied(int sequence) {
		unapplied.computeIfPresent(sequence, (number, count) -> count == 1 ? null : count - 1);
	}

	private static void waitForRoom(Runnable work, ThreadPoolExecutor lane) {
		if (lane.isShutdown()) {
			throw new RejectedExecutionException("The FIX reports' lanes are closed");
		}
		BlockingQueue<Runnable> queue = lane.getQueue();
		try {
			queue.put(work);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			throw new RejectedExecutionException("Interrupted while waiting for room in a lane", interrupted);
		}
	}
}
