package dev.kontor.webhooks.settlement;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Claim;
import dev.kontor.webhooks.queue.DeliveryQueue;
import dev.kontor.webhooks.queue.DeliveryStatus;
import dev.kontor.webhooks.queue.Outcome;
import dev.kontor.webhooks.queue.OutcomeToWrite;
import dev.kontor.webhooks.queue.RunOutcome;

/**
 * Writes the outcomes of attempts in batches, on one thread: whatever finished while the previous batch was written
 * goes into the next one, in one transaction. Under load this turns thousands of small transactions a second into a
 * few dozen; when idle an outcome is written as soon as it arrives.
 *
 * <p>One outcome that cannot be written does not hold up the others: when a batch fails, its outcomes are written
 * one by one, and one that fails alone is written once more without the receiver's answer. An outcome that still
 * cannot be written, or is not yet written when the process dies, is lost, and its delivery is attempted again once
 * its lease runs out: deliveries are at least once, with the same {@code webhook-id}, as they are when a receiver's
 * acknowledgement is lost on the network.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public final class Settlements implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(Settlements.class);

	private static final int MAX_BATCH = 500;

	private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(10);

	private final BlockingQueue<OutcomeToWrite> queue = new LinkedBlockingQueue<>();

	private final RunAssembly runs = new RunAssembly();

	private final DeliveryQueue deliveryQueue;

	private final RetrySchedule schedule;

	private final FailingEndpoints failingEndpoints;

	private final Clock clock;

	private @Nullable Thread thread;

	private volatile boolean running;

	/**
	 * Queues the outcome of an attempt of a claimed delivery for writing; that of an event of a run once every event
	 * of the run has one.
	 */
	public void submit(Claim claim, Attempt attempt) {
		Outcome outcome = schedule.outcomeOf(claim, attempt, Instant.now(clock));
		if (claim.run() == null) {
			queue.add(outcome);
		}
		else {
			runs.add(outcome).ifPresent(queue::add);
		}
	}

	/** Says that the claimed delivery will not be attempted: its run, if it has one, is not written. */
	public void abandon(Claim claim) {
		runs.abandon(claim);
	}

	@Override
	public void start() {
		running = true;
		thread = Thread.ofVirtual().name("webhook-settlements").start(this::run);
	}

	/** Writes what is queued, then stops; waits at most ten seconds. */
	@Override
	public void stop() {
		running = false;
		try {
			if (thread != null && !thread.join(CLOSE_TIMEOUT)) {
				log.warn("{} attempt outcomes were not written before shutdown; their deliveries are attempted again",
						queue.size());
				thread.interrupt();
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public boolean isRunning() {
		return running;
	}

	/** Stops after the dispatcher, so that the outcomes of its last attempts are written. */
	@Override
	public int getPhase() {
		return DEFAULT_PHASE - 1;
	}

	private void run() {
		List<OutcomeToWrite> batch = new ArrayList<>(MAX_BATCH);
		while (running || !queue.isEmpty()) {
			try {
				runs.forgetExpired(Instant.now(clock));
				OutcomeToWrite first = queue.poll(100, TimeUnit.MILLISECONDS);
				if (first == null) {
					continue;
				}
				batch.add(first);
				queue.drainTo(batch, MAX_BATCH - 1);
				List<Outcome> applied = write(batch);
				failingEndpoints.check(applied.stream()
					.filter(outcome -> outcome.status() == DeliveryStatus.Failed)
					.map(outcome -> outcome.claim().delivery().endpointId())
					.distinct()
					.toList());
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

	/** Writes the batch, or each of its outcomes alone when the batch fails; answers those applied. */
	private List<Outcome> write(List<OutcomeToWrite> batch) {
		try {
			return inTransaction(batch);
		}
		catch (RuntimeException ex) {
			if (batch.size() > 1) {
				log.warn("Writing the outcomes of {} attempts at once failed; writing them one by one", batch.size(), ex);
			}
		}
		List<Outcome> applied = new ArrayList<>();
		for (OutcomeToWrite outcome : batch) {
			applied.addAll(writeAlone(outcome));
		}
		return applied;
	}

	private List<Outcome> writeAlone(OutcomeToWrite outcome) {
		try {
			return inTransaction(List.of(outcome));
		}
		catch (RuntimeException first) {
			OutcomeToWrite stripped = switch (outcome) {
				case Outcome single -> stripped(single);
				case RunOutcome run -> new RunOutcome(run.members().stream().map(Settlements::stripped).toList());
			};
			try {
				return inTransaction(List.of(stripped));
			}
			catch (RuntimeException second) {
				log.error("The outcome of an attempt of delivery {} could not be written; it is attempted again when "
						+ "its lease runs out", deliveryOf(outcome), second);
				return List.of();
			}
		}
	}

	private static Outcome stripped(Outcome outcome) {
		return new Outcome(outcome.claim(), outcome.attempt().withoutExcerpt().withNote("the answer could not be stored"),
				outcome.status(), outcome.firstAttemptAt(), outcome.nextAttemptAt(), outcome.settledAt());
	}

	private static Object deliveryOf(OutcomeToWrite outcome) {
		return switch (outcome) {
			case Outcome single -> single.claim().delivery().id();
			case RunOutcome run -> run.members().getFirst().claim().run().runId();
		};
	}

	private List<Outcome> inTransaction(List<OutcomeToWrite> outcomes) {
		return deliveryQueue.record(outcomes);
	}
}
