package dev.kontor.webhooks.queue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.springframework.stereotype.Component;

/**
 * Tells the event stream's reader of this instance which batches of events it accepted have committed, so that it
 * numbers them by their ids and reads them at once instead of looking for them at its next poll. Signals given while
 * the reader is busy are kept as one. At most {@link #HELD} batch ids wait; past that they are dropped and the reader
 * is told to look for batches without positions instead ({@link #takeDropped}).
 */
@Component
public final class AcceptanceSignal {

	static final int HELD = 100_000;

	private final Semaphore signals = new Semaphore(0);

	private final BlockingQueue<UUID> committed = new ArrayBlockingQueue<>(HELD);

	private final AtomicBoolean dropped = new AtomicBoolean();

	/** The batch committed on this instance. */
	public void committed(UUID batchId) {
		if (!committed.offer(batchId)) {
			dropped.set(true);
		}
		signal();
	}

	public void signal() {
		if (signals.availablePermits() == 0) {
			signals.release();
		}
	}

	/** Waits for a signal at most {@code timeout}; a signal given before the call counts. */
	public void await(Duration timeout) throws InterruptedException {
		signals.tryAcquire(timeout.toMillis(), TimeUnit.MILLISECONDS);
		signals.drainPermits();
	}

	/** Up to {@code limit} of the batches committed since the last call, oldest first. */
	public List<UUID> takeCommitted(int limit) {
		List<UUID> taken = new ArrayList<>(Math.min(limit, committed.size()));
		committed.drainTo(taken, limit);
		return taken;
	}

	/** Whether batch ids were dropped since the last call, because the reader fell too far behind. */
	public boolean takeDropped() {
		return dropped.getAndSet(false);
	}
}
