package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.orders.Fills;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;

/**
 * Gives each Day order the end of the session it trades in (the one open when it is accepted, or, for an order
 * accepted while its market is closed, the next one, once it opens), and expires the Day orders whose session has
 * ended: status Expired, reservations released, a TradeExecutionReport (through {@link Fills#close}). Each order in
 * its own transaction; an order another instance expired or filled meanwhile is left as it is, since closing touches
 * only an open order. The venue's index drops it at its next refresh.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class DayOrders {

	private static final Logger log = LoggerFactory.getLogger(DayOrders.class);

	private static final int BATCH = 200;

	private final VenueOrders orders;

	private final Fills fills;

	private final Markets markets;

	private final Clock clock;

	DayOrders(VenueOrders orders, Fills fills, Markets markets, Clock clock) {
		this.orders = orders;
		this.fills = fills;
		this.markets = markets;
		this.clock = clock;
	}

	/** Gives a just accepted Day order the end of the session open now, if its market is open. */
	void schedule(OrderId id) {
		orders.unscheduledDayOrder(id).ifPresent(order -> schedule(order, clock.instant()));
	}

	private void schedule(VenueOrders.Unscheduled order, Instant now) {
		markets.sessionEnd(order.provider(), order.isinCode(), now)
			.ifPresent(end -> orders.scheduleSessionEnd(order.id(), end));
	}

	@Scheduled(fixedDelayString = "${kontor.orders.expiry-interval:5s}", initialDelayString = "PT5S")
	void expire() {
		Instant now = clock.instant();
		orders.unscheduledDayOrders(BATCH).forEach(order -> schedule(order, now));
		for (VenueOrders.Ended ended : orders.sessionEnded(now, BATCH)) {
			try {
				fills.close(ended.tenantId(), ended.id(), OrderStatus.Expired, "The trading session ended");
			}
			catch (RuntimeException refused) {
				log.warn("Day order {} could not be expired: {}", ended.id(), refused.getMessage());
			}
		}
	}
}
