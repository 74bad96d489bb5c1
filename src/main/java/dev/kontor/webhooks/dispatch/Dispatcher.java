package dev.kontor.webhooks.dispatch;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

import dev.kontor.webhooks.WebhookSettings;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.QueueSignal;
import dev.kontor.webhooks.settlement.Settlements;

/**
 * Works the delivery queue: claims due deliveries, the endpoints in turn and each within its limit of attempts in
 * flight ({@link EndpointTurns}), makes each attempt on its own virtual thread, so that a slow or dead endpoint holds
 * up nothing but its own few attempts, and hands every outcome to the {@link Settlements}. Any failure of an attempt,
 * expected or not, is an outcome: a failed attempt on the normal retry schedule.
 *
 * <p>The dispatcher looks for due deliveries every poll interval, and at once when the {@link QueueSignal} says
 * deliveries were queued, or an attempt ended and its endpoint may have more due than it has claimed and few claimed
 * deliveries left waiting, or room ran out before every endpoint had its turn ({@link EndpointTurns}).
 */
@Component
public final class Dispatcher implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(Dispatcher.class);

	private static final Duration PAUSE_AFTER_FAILURE = Duration.ofSeconds(1);

	private final DueWork dueWork;

	private final AttemptSender sender;

	private final Settlements settlements;

	private final QueueSignal signal;

	private final AttemptMetrics metrics;

	private final WebhookSettings settings;

	private final Clock clock;

	private final EndpointTurns turns;

	private final DeliveryLag lag;

	/** One permit for each delivery this instance holds: in flight, or claimed and waiting for its endpoint. */
	private final Semaphore held;

	private ExecutorService attempts = Executors.newVirtualThreadPerTaskExecutor();

	private volatile boolean running;

	private @Nullable Thread loop;

	Dispatcher(DueWork dueWork, AttemptSender sender, Settlements settlements, QueueSignal signal,
			AttemptMetrics metrics, DeliveryLag lag, WebhookSettings settings, Clock clock) {
		this.dueWork = dueWork;
		this.sender = sender;
		this.settlements = settlements;
		this.signal = signal;
		this.metrics = metrics;
		this.lag = lag;
		this.settings = settings;
		this.clock = clock;
		int ceiling = settings.maxInFlightPerEndpoint();
		this.turns = new EndpointTurns(
				new InFlightLimits(Math.min(settings.minInFlightPerEndpoint(), ceiling), ceiling));
		this.held = new Semaphore(settings.maxInFlight());
	}

	@Override
	public void start() {
		if (attempts.isShutdown()) {
			attempts = Executors.newVirtualThreadPerTaskExecutor();
		}
		running = true;
		loop = Thread.ofVirtual().name("webhook-dispatcher").start(this::run);
	}

	@Override
	public void stop() {
		running = false;
		signal.signal();
		try {
			if (loop != null) {
				loop.join(Duration.ofSeconds(5));
			}
			attempts.shutdown();
			if (!attempts.awaitTermination(settings.timeout().toSeconds() + 5, TimeUnit.SECONDS)) {
				attempts.shutdownNow();
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

	private void run() {
		while (running) {
			try {
				dispatchDue();
				signal.await(settings.pollInterval());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
			catch (RuntimeException ex) {
				log.warn("Looking for due webhook deliveries failed; trying again in {}", PAUSE_AFTER_FAILURE, ex);
				sleep(PAUSE_AFTER_FAILURE);
			}
		}
	}

	/** Claims due deliveries and starts those with room until none is left that this instance has room for. */
	void dispatchDue() {
		int claimed;
		do {
			int room = Math.min(held.availablePermits(), settings.batchSize());
			if (room == 0) {
				turns.noRoom();
				claimed = 0;
			}
			else {
				claimed = admit(dueWork.claim(turns, room));
			}
		}
		while (running && claimed > 0);
	}

	private int admit(List<Dispatch> work) {
		for (Dispatch dispatch : work) {
			held.acquireUninterruptibly();
			turns.admit(dispatch).ifPresent(this::launch);
		}
		return work.size();
	}

	/**
	 * Starts the attempt of a delivery; one that waited so long for room that its lease has run out is left to
	 * whichever claim takes it next.
	 */
	private void launch(Dispatch dispatch) {
		if (attempts.isShutdown() || !Instant.now(clock).isBefore(dispatch.claim().leaseUntil())) {
			settlements.abandon(dispatch.claim());
			held.release();
			turns.finished(dispatch.endpoint().id()).forEach(this::launch);
			return;
		}
		metrics.started();
		attempts.submit(() -> attempt(dispatch));
	}

	private void attempt(Dispatch dispatch) {
		try {
			Attempt attempt = attemptOf(dispatch);
			turns.answered(dispatch.endpoint().id(), attempt);
			metrics.recorded(dispatch.event(), attempt);
			lag.attempted(dispatch.endpoint().id(), attempt.acknowledged());
			settlements.submit(dispatch.claim(), attempt);
		}
		finally {
			metrics.ended();
			held.release();
			UUID endpoint = dispatch.endpoint().id();
			turns.finished(endpoint).forEach(this::launch);
			if (turns.worthLookingAgainAfter(endpoint)) {
				signal.signal();
			}
		}
	}

	private Attempt attemptOf(Dispatch dispatch) {
		try {
			return sender.send(dispatch.endpoint(), dispatch.event());
		}
		catch (RuntimeException ex) {
			log.warn("Attempt of delivery {} failed unexpectedly; it counts as a failed attempt",
					dispatch.claim().delivery().id(), ex);
			return new Attempt(Instant.now(clock), null, 0,
					"Attempt could not be made: " + ex.getClass().getSimpleName(), null);
		}
	}

	private static void sleep(Duration pause) {
		try {
			Thread.sleep(pause);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
