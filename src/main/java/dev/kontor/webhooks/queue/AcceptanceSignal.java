package dev.kontor.webhooks.queue;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Component;

/**
 * Tells the event stream's reader of this instance that events were accepted and have committed, so that it reads
 * them at once instead of at its next poll. Signals given while the reader is busy are kept as one.
 */
@Component
public final class AcceptanceSignal {

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
