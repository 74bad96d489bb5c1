package dev.kontor.orders.fix;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueSession;
import dev.kontor.orders.VenueSessionView;

/**
 * The FIX session as the operator sees it (the console's page and {@code /admin/v1/fix-session}): the connection
 * from {@link FixSession}, the holder from {@link SessionHolders}, the orders at the venue from the order side and
 * the {@link Outbox}. Apart from {@link FixSession}, whose meters read the connection every scrape and must not
 * query the database each time.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class VenueSessionOverview implements VenueSession {

	private final FixSession session;

	private final SessionHolders holders;

	private final VenueReads reads;

	private final Outbox outbox;

	@Override
	public VenueSessionView view() {
		VenueSessionView.Holder holder = holders.current(session.sessionKey())
			.map(holding -> new VenueSessionView.Holder(holding.holder(), holding.holder().equals(session.holder()),
					holding.leaseUntil()))
			.orElse(null);
		return new VenueSessionView(session.connection(), holder, openOrders());
	}

	@Override
	public void reconnect() {
		session.reconnect();
	}

	private VenueSessionView.OpenOrders openOrders() {
		Map<OrderStatus, Integer> open = reads.openByStatus();
		return new VenueSessionView.OpenOrders(count(open, OrderStatus.New) + count(open, OrderStatus.PartiallyFilled),
				count(open, OrderStatus.PendingNew), count(open, OrderStatus.PendingCancel),
				count(open, OrderStatus.PendingReplace), outbox.unsentCount());
	}

	private static int count(Map<OrderStatus, Integer> open, OrderStatus status) {
		return open.getOrDefault(status, 0);
	}
}
