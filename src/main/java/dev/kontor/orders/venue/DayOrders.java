package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.orders.Fills;
import dev.kontor.orders.OrderStatus;

/**
 * Gives each Day order the end of the session it trades in (the one open when it was placed, or the next one for an
 * order placed while its market was closed: it is scheduled when that session opens), and expires the Day orders whose trading session has ended: status Expired, their reservations released, a
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

	private final Markets markets;

	private final Clock clock;

	DayOrders(VenueOrders orders, Fills fills, Markets markets, Clock clock) {
		this.orders = orders;
		this.fills = fills;
		this.markets = markets;
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "${kontor.orders.expiry-interval:5s}", initialDelayString = "PT5S")
	void expire() {
		Instant now = clock.instant();
		for (VenueOrders.Unscheduled order : orders.unscheduledDayOrders(BATCH)) {
			markets.sessionEnd(order.provider(), order.isinCode(), now)
				.ifPresent(end -> orders.scheduleSessionEnd(order.id(), end));
		}
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
