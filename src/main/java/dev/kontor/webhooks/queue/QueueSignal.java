package dev.kontor.webhooks.queue;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Component;

/**
 * Tells the workers of this instance that there may be due deliveries now: after a transaction that queued some
 * commits, and when an attempt ends and makes room. Signals given while nobody waits are kept as one, so a waiting
 * worker never misses one and a busy one looks only once more.
 */
@Component
public final class QueueSignal {

	private final Semaphore signals = new Semaphore(0);

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
}
