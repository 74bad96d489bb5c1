package dev.kontor.orders.internal;

import java.time.Clock;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderCancelRejected;
import dev.kontor.orders.OrderModifyRejected;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * A venue's answers to the cancellations and modifications it was sent, applied to an order its caller has locked
 * in the caller's transaction: a modification accepted takes the terms asked for, a refusal puts the order back where
 * it stood and fires the reject event, and an order closed while a request waited settles the request.
 */
@Component
@RequiredArgsConstructor
class AmendmentAnswers {

	private final VenueRequests requests;

	private final OrderFills fills;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	/**
	 * The order takes the terms its pending modification asked for and works on. Its reservation stays as the request
	 * left it, covering both the old and the new terms, and goes back with the rest when the order ends.
	 */
	void replaced(OrderRow order) {
		Instant now = Timestamps.now(clock);
		requests.pending(order.id()).ifPresent(pending -> {
			Order.Terms asked = pending.request().replacement();
			if (pending.kind() != VenueRequests.Kind.Replace || asked == null) {
				return;
			}
			requests.answered(pending.request(), true, now);
			OrderRow replaced = order.modified(asked.quantity(), asked.limitPrice(), asked.stopPrice(),
					order.reserved(), now);
			fills.write(replaced.withStatus(OrderStatus.working(order.progress().filledQuantity()), now));
		});
	}

	/** The order goes back to where it stood before the request (with the fills that came meanwhile). */
	void refused(OrderRow order, String reason) {
		Instant now = Timestamps.now(clock);
		requests.pending(order.id()).ifPresent(pending -> {
			requests.answered(pending.request(), false, now);
			OrderStatus before = order.progress().filledQuantity().signum() > 0 ? OrderStatus.PartiallyFilled
					: pending.statusBefore();
			fills.write(order.withStatus(before, now));
			TenantId tenantId = new TenantId(order.tenantId());
			ClientId clientId = new ClientId(order.parties().clientId());
			String clientOrderId = order.parties().clientOrderId();
			events.publishEvent(pending.kind() == VenueRequests.Kind.Cancel
					? new OrderCancelRejected(tenantId, clientId, clientOrderId, before)
					: new OrderModifyRejected(tenantId, clientId, clientOrderId, before));
		});
	}

	/** The order ends while a request waits: the request is answered by the closing (accepted if it is cancelled). */
	void settledByClosing(OrderRow order, OrderStatus closing) {
		requests.pending(order.id()).ifPresent(pending -> requests.answered(pending.request(),
				pending.kind() == VenueRequests.Kind.Cancel && closing == OrderStatus.Cancelled, Timestamps.now(clock)));
	}
}
