package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderCancelRejected;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderChange;
import dev.kontor.orders.OrderModifyRejected;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.Venue;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Cancellations and modifications an integrator requests (both answered 202). The order row is locked first, so a
 * fill and a cancellation of one order happen one after the other. An order no longer open stays as it is and the
 * refusal is told by event (TradeOrderCancelReject, TradeOrderModifyReject); a modification that breaks a rule of
 * placing (support limits, not enough cash or securities) is refused at once with 422 and changes nothing.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class OrderAmendments {

	/** The rejectReason of an order cancelled for a corporate action. */
	static final String CORPORATE_ACTION = "CorporateAction";

	private final Orders orders;

	private final OrderParties parties;

	private final OrderRepricing repricing;

	private final OrderViews views;

	private final ApplicationEventPublisher events;

	private final Venue venue;

	private final Clock clock;

	/** Cancels an open order and releases its reservation; an order no longer open fires the reject event. */
	@Transactional
	public Order cancel(UUID tenantId, UUID clientId, String clientOrderId) {
		OrderRow order = locked(tenantId, clientId, clientOrderId);
		if (!order.status().isOpen()) {
			events.publishEvent(new OrderCancelRejected(new TenantId(tenantId), new ClientId(clientId),
					clientOrderId, order.status()));
			return views.of(order);
		}
		repricing.release(order);
		OrderRow cancelled = order.closed(OrderStatus.Cancelled, null, Timestamps.now(clock));
		write(cancelled);
		venue.cancelled(cancelled.id());
		return views.of(cancelled);
	}

	/**
	 * Cancels an open order because a corporate action changes the number of shares of its instrument on its ex
	 * date (contract section 10): its reservation released, rejectReason {@code CorporateAction}; an order closed
	 * meanwhile stays as it is.
	 */
	@Transactional
	public void cancelForCorporateAction(UUID tenantId, OrderId id) {
		Optional<OrderRow> order = orders.lock(tenantId, id).filter(row -> row.status().isOpen());
		if (order.isEmpty()) {
			return;
		}
		repricing.release(order.get());
		OrderRow cancelled = order.get().closed(OrderStatus.Cancelled, CORPORATE_ACTION, Timestamps.now(clock));
		write(cancelled);
		venue.cancelled(cancelled.id());
	}

	/**
	 * Replaces the figures sent and re-reserves for what then remains, releasing the old reservation and taking the
	 * new one in one transaction: either both happen or neither.
	 */
	@Transactional
	public Order modify(UUID tenantId, UUID clientId, String clientOrderId, OrderChange change) {
		OrderRow order = locked(tenantId, clientId, clientOrderId);
		if (!order.status().isOpen()) {
			events.publishEvent(new OrderModifyRejected(new TenantId(tenantId), new ClientId(clientId),
					clientOrderId, order.status()));
			return views.of(order);
		}
		OrderInput.check(change, order.kind().orderType(), order.terms().amount() != null);
		BigDecimal quantity = or(change.quantity(), order.terms().quantity());
		if (quantity != null && quantity.compareTo(order.progress().filledQuantity()) <= 0) {
			throw new RuleViolation("quantity", "must exceed the quantity already filled, "
					+ Decimals.plain(order.progress().filledQuantity()));
		}
		OrderRow modified = repricing.reprice(order, quantity, or(change.limitPrice(), order.terms().limitPrice()),
				or(change.stopPrice(), order.terms().stopPrice()), Timestamps.now(clock));
		write(modified);
		venue.modified(modified.id());
		return views.of(modified);
	}

	private OrderRow locked(UUID tenantId, UUID clientId, String clientOrderId) {
		parties.client(tenantId, clientId);
		return orders.lock(tenantId, clientId, clientOrderId)
			.orElseThrow(() -> new NotFound("No order with this clientOrderId exists for the client record"));
	}

	private void write(OrderRow changed) {
		if (!orders.update(changed)) {
			throw new IllegalStateException("A locked order was changed by another transaction");
		}
		events.publishEvent(changed.changed());
	}

	private static @Nullable BigDecimal or(@Nullable BigDecimal sent, @Nullable BigDecimal current) {
		return sent != null ? sent : current;
	}
}
