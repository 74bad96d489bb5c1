package dev.kontor.orders.venue;

import java.time.Clock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.orders.Fills;
import dev.kontor.orders.OrderStatus;

/**
 * Expires the Day orders whose trading session has ended: status Expired, their reservations released, a
 * TradeExecutionReport (through {@link Fills#close}). Each order in its own transaction; an order another instance
 * expired or filled meanwhile is left as it is, since closing touches only an open order. The venue's index
 * drops it at its next refresh.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class DayOrders {

	private static final Logger log = LoggerFactory.getLogger(DayOrders.class);

	private static final int BATCH = 200;

	private final VenueOrders orders;

	private final Fills fills;

	private final Clock clock;

	DayOrders(VenueOrders orders, Fills fills, Clock clock) {
		this.orders = orders;
		this.fills = fills;
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "${kontor.orders.expiry-interval:5s}", initialDelayString = "PT5S")
	void expire() {
		for (VenueOrders.Ended ended : orders.sessionEnded(clock.instant(), BATCH)) {
			try {
				fills.close(ended.tenantId(), ended.id(), OrderStatus.Expired, "The trading session ended");
			}
			catch (RuntimeException refused) {
				log.warn("Day order {} could not be expired: {}", ended.id(), refused.getMessage());
			}
		}
	}
}
