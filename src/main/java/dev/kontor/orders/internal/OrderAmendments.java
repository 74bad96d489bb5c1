package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
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
import dev.kontor.orders.VenueRequest;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Cancellations and modifications an integrator requests (both answered 202), applied at once at a venue that
 * answers at once and sent as requests to one that answers later (contract section 12). The order row is locked
 * first, so a fill and a cancellation of one order happen one after the other. An order no longer open stays as it is and the
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

	private final VenueRequests requests;

	private final OrderFills fills;

	private final Clock clock;

	/**
	 * Cancels an open order and releases its reservation; at a venue that answers later the order becomes
	 * PendingCancel and keeps its reservation until the venue cancels it. An order no longer open, or one whose
	 * cancellation or modification waits for the venue, fires the reject event.
	 */
	@Transactional
	public Order cancel(UUID tenantId, UUID clientId, String clientOrderId) {
		OrderRow order = locked(tenantId, clientId, clientOrderId);
		if (!order.status().isOpen() || order.status().awaitsAmendment()) {
			events.publishEvent(new OrderCancelRejected(new TenantId(tenantId), new ClientId(clientId),
					clientOrderId, order.status()));
			return views.of(order);
		}
		Instant now = Timestamps.now(clock);
		if (!venue.answersAtOnce()) {
			VenueRequest request = requests.add(order, VenueRequests.Kind.Cancel, null, now);
			OrderRow pending = order.withStatus(OrderStatus.PendingCancel, now);
			fills.write(pending);
			venue.cancelled(request);
			return views.of(pending);
		}
		repricing.release(order);
		OrderRow cancelled = order.closed(OrderStatus.Cancelled, null, now);
		fills.write(cancelled);
		venue.cancelled(new VenueRequest(cancelled.id(), 0, null));
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
		Instant now = Timestamps.now(clock);
		VenueRequest request = venue.answersAtOnce() ? new VenueRequest(id, 0, null)
				: requests.add(order.get(), VenueRequests.Kind.Cancel, null, now);
		repricing.release(order.get());
		fills.write(order.get().closed(OrderStatus.Cancelled, CORPORATE_ACTION, now));
		venue.cancelled(request);
	}

	/**
	 * Replaces the figures sent and re-reserves for what then remains, releasing the old reservation and taking the
	 * new one in one transaction: either both happen or neither. At a venue that answers later the order becomes
	 * PendingReplace with its terms unchanged until the venue replaces it; meanwhile it holds what the larger of the
	 * old and the new terms needs, so that either answer finds the order covered. An order no longer open, still
	 * PendingNew, or waiting for an answer to another request fires the reject event.
	 */
	@Transactional
	public Order modify(UUID tenantId, UUID clientId, String clientOrderId, OrderChange change) {
		OrderRow order = locked(tenantId, clientId, clientOrderId);
		OrderStatus status = order.status();
		if (!status.isOpen() || status.awaitsAmendment() || status == OrderStatus.PendingNew) {
			events.publishEvent(new OrderModifyRejected(new TenantId(tenantId), new ClientId(clientId),
					clientOrderId, status));
			return views.of(order);
		}
		OrderInput.check(change, order.kind().orderType(), order.terms().amount() != null);
		BigDecimal quantity = or(change.quantity(), order.terms().quantity());
		if (quantity != null && quantity.compareTo(order.progress().filledQuantity()) <= 0) {
			throw new RuleViolation("quantity", "must exceed the quantity already filled, "
					+ Decimals.plain(order.progress().filledQuantity()));
		}
		BigDecimal limitPrice = or(change.limitPrice(), order.terms().limitPrice());
		BigDecimal stopPrice = or(change.stopPrice(), order.terms().stopPrice());
		Instant now = Timestamps.now(clock);
		if (!venue.answersAtOnce()) {
			OrderRow covered = repricing.coverAlso(order, quantity, limitPrice, stopPrice, now);
			VenueRequest request = requests.add(order, VenueRequests.Kind.Replace,
					new Order.Terms(quantity, null, limitPrice, stopPrice), now);
			OrderRow pending = covered.withStatus(OrderStatus.PendingReplace, now);
			fills.write(pending);
			venue.modified(request);
			return views.of(pending);
		}
		OrderRow modified = repricing.reprice(order, quantity, limitPrice, stopPrice, now);
		fills.write(modified);
		venue.modified(new VenueRequest(modified.id(), 0, modified.terms()));
		return views.of(modified);
	}

	private OrderRow locked(UUID tenantId, UUID clientId, String clientOrderId) {
		parties.client(tenantId, clientId);
		return orders.lock(tenantId, clientId, clientOrderId)
			.orElseThrow(() -> new NotFound("No order with this clientOrderId exists for the client record"));
	}

	private static @Nullable BigDecimal or(@Nullable BigDecimal sent, @Nullable BigDecimal current) {
		return sent != null ? sent : current;
	}
}
