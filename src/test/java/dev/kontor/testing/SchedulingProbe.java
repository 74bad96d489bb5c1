package dev.kontor.testing;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.springframework.scheduling.annotation.Scheduled;

/**
 * Two background jobs of the tests' application, run by the same scheduler as the application's own: one that a
 * test can hold up, and one that counts its runs.
 */
public class SchedulingProbe {

	private final AtomicReference<CountDownLatch> gate = new AtomicReference<>();

	private final CountDownLatch held = new CountDownLatch(1);

	private final AtomicInteger ticks = new AtomicInteger();

	/** From now on the holding job, once it runs, waits until {@link #release()}. */
	public void holdNextRun() {
		gate.set(new CountDownLatch(1));
	}

	/** Waits until the holding job is being held. */
	public boolean awaitHeld(Duration timeout) throws InterruptedException {
		return held.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
	}

	public void release() {
		CountDownLatch current = gate.getAndSet(null);
		if (current != null) {
			current.countDown();
		}
	}

	public int ticks() {
		return ticks.get();
	}

	@Scheduled(fixedDelay = 50)
	void holding() throws InterruptedException {
		CountDownLatch current = gate.get();
		if (current != null) {
			held.countDown();
			current.await();
		}
	}

	@Scheduled(fixedDelay = 50)
	void ticking() {
		ticks.incrementAndGet();
	}
}
