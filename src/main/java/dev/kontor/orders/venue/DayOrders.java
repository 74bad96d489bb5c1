package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueReports;

/**
 * Gives each Day order the end of the session it trades in (the one open when it is accepted, or, for an order
 * accepted while its market is closed, the next one, once it opens), and expires the Day orders whose session has
 * ended: status Expired, reservations released, a TradeExecutionReport (through {@link VenueReports#closed}). Each
 * order in its own transaction; an order another instance expired or filled meanwhile is left as it is, since
 * closing touches only an open order. The venue's index drops it at its next refresh.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class DayOrders implements SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(DayOrders.class);

	private static final int BATCH = 200;

	private final VenueReads orders;

	private final VenueReports reports;

	private final Markets markets;

	private final Clock clock;

	private final Duration expiryInterval;

	DayOrders(VenueReads orders, VenueReports reports, Markets markets, VenueSettings settings, Clock clock) {
		this.orders = orders;
		this.expiryInterval = settings.expiryInterval();
		this.reports = reports;
		this.markets = markets;
		this.clock = clock;
	}

	/** Gives a just accepted Day order the end of the session open now, if its market is open. */
	void schedule(OrderId id) {
		orders.unscheduledDayOrder(id).ifPresent(order -> schedule(order, clock.instant()));
	}

	private void schedule(OpenOrder order, Instant now) {
		markets.sessionEnd(order.provider(), order.isinCode(), now)
			.ifPresent(end -> reports.sessionEnds(order.id(), end));
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::expire, expiryInterval, Duration.ofSeconds(5)));
	}

	void expire() {
		Instant now = clock.instant();
		orders.unscheduledDayOrders(BATCH).forEach(order -> schedule(order, now));
		for (OrderId ended : orders.sessionEnded(now, BATCH)) {
			try {
				reports.closed(ended, OrderStatus.Expired, "The trading session ended");
			}
			catch (RuntimeException refused) {
				log.warn("Day order {} could not be expired: {}", ended, refused.getMessage());
			}
		}
	}
}
