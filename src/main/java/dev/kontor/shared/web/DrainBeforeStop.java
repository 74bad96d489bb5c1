package dev.kontor.shared.web;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * On shutdown, before anything else stops: readiness answers 503 at once, and the instance keeps serving for
 * {@link ShutdownSettings#drainDelay()}, so that a load balancer checking readiness takes it out of rotation while
 * every request it still sends is answered. The web server's graceful shutdown, which refuses new connections, comes
 * after (its lifecycle phase is lower, so it stops later).
 */
@Component
@RequiredArgsConstructor
class DrainBeforeStop implements SmartLifecycle {

	private static final Logger log = LoggerFactory.getLogger(DrainBeforeStop.class);

	private final ApplicationEventPublisher events;

	private final ShutdownSettings settings;

	private volatile boolean running;

	private volatile boolean stoppedBefore;

	/**
	 * Started again after a stop (a context stopped and started, as the test framework pauses the contexts it
	 * keeps): readiness takes traffic again. The first start leaves readiness to the application's start.
	 */
	@Override
	public void start() {
		running = true;
		if (stoppedBefore) {
			AvailabilityChangeEvent.publish(events, this, ReadinessState.ACCEPTING_TRAFFIC);
		}
	}

	@Override
	public void stop() {
		running = false;
		stoppedBefore = true;
		AvailabilityChangeEvent.publish(events, this, ReadinessState.REFUSING_TRAFFIC);
		if (settings.drainDelay().isPositive()) {
			log.info("Readiness refuses traffic; serving on for {} before shutting down", settings.drainDelay());
			sleep();
		}
	}

	private void sleep() {
		try {
			Thread.sleep(settings.drainDelay());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public boolean isRunning() {
		return running;
	}

	/** Stops first of all lifecycles: the dispatchers, consumers and the web server go on working meanwhile. */
	@Override
	public int getPhase() {
		return Integer.MAX_VALUE;
	}
}
