package dev.kontor.orders;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import dev.kontor.pricefeed.TradeProvider;

/**
 * What the order side shows a venue to decide on: the open orders it works, the Day orders whose session it tells,
 * and the executions it has yet to confirm. Reads only; a venue changes orders through {@link VenueReports}.
 */
public interface VenueReads {

	/** An execution the venue has not confirmed yet, with what tells the session it belongs to. */
	record Uncaptured(UUID executionId, OrderId orderId, TradeProvider provider, String isinCode, Instant dateTime) {
	}

	/** Every open order. */
	List<OpenOrder> open();

	/** How many orders are open, by status; a status without open orders is left out. */
	Map<OrderStatus, Integer> openByStatus();

	/** The order, if it is open. */
	Optional<OpenOrder> open(OrderId order);

	/** The order if it is an open Day order without the end of its session. */
	Optional<OpenOrder> unscheduledDayOrder(OrderId order);

	/** Open Day orders without the end of their session, at most {@code limit}, oldest first. */
	List<OpenOrder> unscheduledDayOrders(int limit);

	/** Open Day orders whose session ended at or before {@code now}, at most {@code limit}, earliest end first. */
	List<OrderId> sessionEnded(Instant now, int limit);

	/** The execution recorded for the venue's execution id of the order, if any. */
	Optional<UUID> execution(OrderId order, String venueExecutionId);

	/** The oldest executions not yet confirmed, at most {@code limit}. */
	List<Uncaptured> uncaptured(int limit);
}
