package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.ExecutionId;
import dev.kontor.orders.Fees;
import dev.kontor.orders.Fill;
import dev.kontor.orders.OrderExecuted;
import dev.kontor.orders.OrderStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.Ids;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Applies a fill or a closing to an order its caller has locked, in the caller's transaction: the order's new
 * figures, the execution, its settlement in the ledger, the release of what the order no longer holds, and the
 * events. One place for all of it, so that whichever venue reports, an order's money moves the same way.
 */
@Component
@RequiredArgsConstructor
class OrderFills {

	private final Orders orders;

	private final Executions executions;

	private final Fees fees;

	private final Settlement settlement;

	private final OrderReservations reservations;

	private final ApplicationEventPublisher events;

	private final Ids ids;

	private final Clock clock;

	/** An order after a fill, as the table now holds it, and the execution recorded. */
	record Filled(OrderRow order, ExecutionId executionId) {
	}

	/**
	 * Records the execution and the order's new figures and books the execution. A {@link Conflict} when the order
	 * is no longer open or the quantity exceeds what remains.
	 */
	Filled fill(OrderRow order, Fill fill) {
		return fill(order, fill, null);
	}

	/** As {@link #fill(OrderRow, Fill)}, keeping the venue's own id of the execution with it. */
	Filled fill(OrderRow order, Fill fill, @Nullable String venueExecutionId) {
		if (!order.status().isOpen()) {
			throw new Conflict("The order is " + order.status() + " and takes no more fills");
		}
		BigDecimal remaining = order.remainingQuantity();
		if (fill.quantity().signum() <= 0 || remaining != null && fill.quantity().compareTo(remaining) > 0) {
			throw new Conflict("A fill must be more than zero and at most the remaining quantity " + remaining);
		}
		BigDecimal amount = fill.quantity().multiply(fill.price()).setScale(2, RoundingMode.HALF_EVEN);
		ExecutionDetails.Figures figures = new ExecutionDetails.Figures(fill.quantity(), fill.price(),
				feeOf(order, amount), amount);
		Executions.ExecutionRow execution = new Executions.ExecutionRow(new ExecutionId(ids.next()), order.id(),
				figures, Timestamps.storable(fill.at()), fill.venue(), fill.valueDate());
		executions.insert(order.tenantId(), execution, venueExecutionId);
		OrderRow filled = write(order.filled(fill.quantity(), fill.price(), amount, figures.fee(),
				Timestamps.now(clock)));
		settlement.book(order, execution, filled);
		events.publishEvent(new OrderExecuted(new TenantId(order.tenantId()), new ClientId(order.parties().clientId()),
				order.parties().clientOrderId(), order.id(), execution.id()));
		return new Filled(filled, execution.id());
	}

	/**
	 * An order pays one fee, on everything it executed: each execution is charged what the fee of the amount executed
	 * so far grows by with it (never less than nothing), so the executions' fees add up to the fee of the whole
	 * execution, which the reservation of a buy covers.
	 */
	private BigDecimal feeOf(OrderRow order, BigDecimal amount) {
		BigDecimal charged = order.progress().filledQuantity().signum() == 0 ? BigDecimal.ZERO
				: executions.feesCharged(order.id());
		return fees.of(order.tenantId(), order.progress().filledAmount().add(amount)).subtract(charged)
			.max(BigDecimal.ZERO);
	}

	/**
	 * Ends an open order with a final status and releases what it still holds reserved; nothing happens to an order
	 * no longer open. The reason is kept for Rejected only.
	 */
	void close(OrderRow order, OrderStatus status, @Nullable String reason) {
		if (status.isOpen()) {
			throw new IllegalArgumentException("An order is closed as Filled, Expired, Cancelled or Rejected, not "
					+ status);
		}
		if (!order.status().isOpen()) {
			return;
		}
		if (status == OrderStatus.Filled && order.progress().filledQuantity().signum() == 0) {
			throw new IllegalArgumentException("An order without executions is not Filled");
		}
		reservations.release(order);
		write(order.closed(status, status == OrderStatus.Rejected ? reason : null, Timestamps.now(clock)));
	}

	/** Writes a change of a locked order and publishes it; answers the order as the table now holds it. */
	OrderRow write(OrderRow changed) {
		if (!orders.update(changed)) {
			throw new IllegalStateException("A locked order was changed by another transaction");
		}
		events.publishEvent(changed.changed());
		return changed.written();
	}
}
