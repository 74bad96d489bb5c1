package dev.kontor.webhooks.delivery;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.transaction.support.TransactionTemplate;

/**
 * Writes the outcomes of attempts in batches, on one thread: whatever finished while the previous batch was written
 * goes into the next one, in one transaction. Under load this turns thousands of small transactions a second into a
 * few dozen; when idle an outcome is written as soon as it arrives.
 *
 * <p>An outcome not yet written when the process dies is lost, and its delivery is attempted again once its lease
 * runs out: deliveries are at least once, with the same {@code webhook-id}, as they are when a receiver's
 * acknowledgement is lost on the network.
 */
final class SettlementWriter {

	private static final Logger log = LoggerFactory.getLogger(SettlementWriter.class);

	private static final int MAX_BATCH = 500;

	private static final int WRITE_TRIES = 3;

	private static final Duration RETRY_PAUSE = Duration.ofSeconds(1);

	private final BlockingQueue<Settlement> queue = new LinkedBlockingQueue<>();

	private final Deliveries deliveries;

	private final TransactionTemplate transaction;

	private final Consumer<List<Settlement>> afterWrite;

	private @Nullable Thread thread;

	private volatile boolean closing;

	/** @param afterWrite called with every batch once it is committed */
	SettlementWriter(Deliveries deliveries, TransactionTemplate transaction, Consumer<List<Settlement>> afterWrite) {
		this.deliveries = deliveries;
		this.transaction = transaction;
		this.afterWrite = afterWrite;
	}

	void start() {
		closing = false;
		thread = Thread.ofVirtual().name("webhook-settlements").start(this::run);
	}

	void submit(Settlement settlement) {
		queue.add(settlement);
	}

	/** Writes what is queued, then stops; waits at most {@code timeout}. */
	void close(Duration timeout) throws InterruptedException {
		closing = true;
		if (thread != null && !thread.join(timeout)) {
			log.warn("{} attempt outcomes were not written before shutdown; their deliveries are attempted again",
					queue.size());
			thread.interrupt();
		}
	}

	private void run() {
		List<Settlement> batch = new ArrayList<>(MAX_BATCH);
		while (!closing || !queue.isEmpty()) {
			try {
				Settlement first = queue.poll(100, TimeUnit.MILLISECONDS);
				if (first == null) {
					continue;
				}
				batch.add(first);
				queue.drainTo(batch, MAX_BATCH - 1);
				write(batch);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
			catch (RuntimeException ex) {
				log.error("Unexpected failure after writing the outcomes of {} attempts", batch.size(), ex);
			}
			finally {
				batch.clear();
			}
		}
	}

	private void write(List<Settlement> batch) throws InterruptedException {
		for (int tryNumber = 1; tryNumber <= WRITE_TRIES; tryNumber++) {
			try {
				transaction.executeWithoutResult(status -> deliveries.settle(batch));
				break;
			}
			catch (RuntimeException ex) {
				if (tryNumber == WRITE_TRIES) {
					log.error("The outcomes of {} attempts could not be written; their deliveries are attempted again "
							+ "when their leases run out", batch.size(), ex);
					return;
				}
				log.warn("Writing the outcomes of {} attempts failed (try {} of {}); trying again", batch.size(),
						tryNumber, WRITE_TRIES, ex);
				Thread.sleep(RETRY_PAUSE);
			}
		}
		afterWrite.accept(batch);
	}
}
