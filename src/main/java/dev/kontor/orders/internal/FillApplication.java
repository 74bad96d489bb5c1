package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.ExecutionId;
import dev.kontor.orders.Fees;
import dev.kontor.orders.Fill;
import dev.kontor.orders.Fills;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Applies a venue's fills and closings to orders. The order row is locked first, so that two instances filling and
 * an integrator cancelling one order take turns, and a fill of an order no longer open is refused. Booking cash and
 * securities is the venue's: the fill answers the reservations it settles against.
 */
@Component
class FillApplication implements Fills {

	private final Orders orders;

	private final Executions executions;

	private final Fees fees;

	private final OrderReservations reservations;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	FillApplication(Orders orders, Executions executions, Fees fees, OrderReservations reservations,
			ApplicationEventPublisher events, Ids ids, Clock clock) {
		this.orders = orders;
		this.executions = executions;
		this.fees = fees;
		this.reservations = reservations;
		this.events = events;
		this.ids = ids;
		this.clock = clock;
	}

	@Override
	@Transactional
	public Fill apply(UUID tenantId, OrderId orderId, BigDecimal quantity, BigDecimal price, String venue,
			Instant at, LocalDate valueDate) {
		OrderRow order = locked(tenantId, orderId);
		if (!order.status().isOpen()) {
			throw new Conflict("The order is " + order.status() + " and takes no more fills");
		}
		BigDecimal remaining = order.remainingQuantity();
		if (quantity.signum() <= 0 || remaining != null && quantity.compareTo(remaining) > 0) {
			throw new Conflict("A fill must be more than zero and at most the remaining quantity " + remaining);
		}
		BigDecimal amount = quantity.multiply(price).setScale(2, RoundingMode.HALF_EVEN);
		BigDecimal fee = feeOf(tenantId, order, amount);
		ExecutionId executionId = new ExecutionId(ids.next());
		Instant dateTime = Timestamps.storable(at);
		executions.insert(tenantId, new Executions.ExecutionRow(executionId, orderId, quantity, price, fee, amount,
				dateTime, venue, valueDate));
		OrderRow filled = order.filled(quantity, price, amount, fee, Timestamps.now(clock));
		write(filled);
		return new Fill(executionId, orderId, order.clientId(), order.side(), order.isinCode(), quantity, price, fee,
				amount, order.currencyCode(), valueDate, order.internalAccountId(), order.depositAccountId(),
				order.reserved().cash(), order.reserved().securities(), filled.status());
	}

	/**
	 * An order pays one fee, on everything it executed: each execution is charged what the fee of the amount executed
	 * so far grows by with it (never less than nothing), so the executions' fees add up to the fee of the whole
	 * execution, which the reservation of a buy covers.
	 */
	private BigDecimal feeOf(UUID tenantId, OrderRow order, BigDecimal amount) {
		BigDecimal charged = order.filledQuantity().signum() == 0 ? BigDecimal.ZERO
				: executions.feesCharged(order.id());
		return fees.of(tenantId, order.filledAmount().add(amount)).subtract(charged).max(BigDecimal.ZERO);
	}

	@Override
	@Transactional
	public void close(UUID tenantId, OrderId orderId, OrderStatus status, String reason) {
		if (status.isOpen()) {
			throw new IllegalArgumentException("An order is closed as Filled, Expired, Cancelled or Rejected, not "
					+ status);
		}
		OrderRow order = locked(tenantId, orderId);
		if (!order.status().isOpen()) {
			return;
		}
		if (status == OrderStatus.Filled && order.filledQuantity().signum() == 0) {
			throw new IllegalArgumentException("An order without executions is not Filled");
		}
		reservations.release(order);
		write(order.closed(status, status == OrderStatus.Rejected ? reason : null, Timestamps.now(clock)));
	}

	private OrderRow locked(UUID tenantId, OrderId orderId) {
		return orders.lock(tenantId, orderId).orElseThrow(() -> new NotFound("No order with this id"));
	}

	private void write(OrderRow changed) {
		if (!orders.update(changed)) {
			throw new IllegalStateException("A locked order was changed by another transaction");
		}
		events.publishEvent(changed.changed());
	}
}
