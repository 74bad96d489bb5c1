package dev.kontor.orders.internal;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import lombok.RequiredArgsConstructor;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.RecordedExecution;
import dev.kontor.orders.Fill;
import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueDecision;
import dev.kontor.orders.VenueReports;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Applies what a venue decided or reports. The order row is locked once, first, so that two instances filling and
 * an integrator cancelling one order take turns, a fill of an order no longer open is refused, and the venue's
 * decision, the order's new figures, the execution, its settlement and the release of a reservation all stand on
 * the one row this transaction holds.
 */
@Component
@RequiredArgsConstructor
class VenueReportApplication implements VenueReports {

	private final OpenOrderTable table;

	private final OrderFills fills;

	private final AmendmentAnswers amendments;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	@Override
	@Transactional
	public Optional<OpenOrder> decide(OrderId id, Function<OpenOrder, VenueDecision> venue) {
		Optional<OpenOrderTable.Locked> locked = table.lock(id).filter(order -> order.row().status().isOpen());
		if (locked.isEmpty()) {
			return Optional.empty();
		}
		OpenOrder open = locked.get().open();
		return switch (venue.apply(open)) {
			case VenueDecision.Rest rest -> rest(open, rest);
			case VenueDecision.Close close -> {
				fills.close(locked.get().row(), close.status(), close.reason());
				yield Optional.empty();
			}
			case VenueDecision.Execute execute -> execute(locked.get().row(), open, execute);
		};
	}

	private Optional<OpenOrder> rest(OpenOrder open, VenueDecision.Rest rest) {
		if (!rest.stopTriggered()) {
			return Optional.of(open);
		}
		table.markStopTriggered(open.id());
		return Optional.of(open.stopTouched());
	}

	private Optional<OpenOrder> execute(OrderRow order, OpenOrder open, VenueDecision.Execute execute) {
		OrderRow filled = fill(order, execute.fill()).order();
		if (!filled.status().isOpen()) {
			return Optional.empty();
		}
		if (execute.rest() != null) {
			fills.close(filled, execute.rest().status(), execute.rest().reason());
			return Optional.empty();
		}
		return Optional.of(open.stopTouched());
	}

	@Override
	@Transactional
	public RecordedExecution filled(OrderId id, Fill fill) {
		OrderFills.Filled filled = fill(locked(id), fill);
		return new RecordedExecution(filled.executionId(), filled.order().status());
	}

	/**
	 * The quote that fills the order is marked with the fill (a refused fill rolls the mark back with it), so that
	 * the same quote, seen again by another instance or the sweep, fills the order no more.
	 */
	private OrderFills.Filled fill(OrderRow order, Fill fill) {
		if (fill.quoteTime() != null) {
			table.markFilledBy(order.id(), fill.quoteTime());
		}
		return fills.fill(order, fill);
	}

	@Override
	@Transactional
	public Optional<RecordedExecution> filledOnce(OrderId id, String venueExecutionId, Fill fill) {
		OrderRow order = locked(id);
		if (table.execution(id, venueExecutionId).isPresent()) {
			return Optional.empty();
		}
		OrderFills.Filled filled = fills.fill(order, fill, venueExecutionId);
		return Optional.of(new RecordedExecution(filled.executionId(), filled.order().status()));
	}

	@Override
	@Transactional
	public void acknowledged(OrderId id) {
		OrderRow order = locked(id);
		if (order.status() == OrderStatus.PendingNew) {
			fills.write(order.withStatus(OrderStatus.New, Timestamps.now(clock)));
		}
	}

	@Override
	@Transactional
	public void replaced(OrderId id) {
		OrderRow order = locked(id);
		if (order.status() == OrderStatus.PendingReplace) {
			amendments.replaced(order);
		}
	}

	@Override
	@Transactional
	public void amendmentRefused(OrderId id, String reason) {
		OrderRow order = locked(id);
		if (order.status().awaitsAmendment()) {
			amendments.refused(order, reason);
		}
	}

	@Override
	@Transactional
	public void closed(OrderId id, OrderStatus status, String reason) {
		OrderRow order = locked(id);
		if (order.status().awaitsAmendment()) {
			amendments.settledByClosing(order, status);
		}
		fills.close(order, status, reason);
	}

	@Override
	@Transactional
	public void sessionEnds(OrderId id, Instant sessionEnd) {
		table.scheduleSessionEnd(id, sessionEnd);
	}

	@Override
	@Transactional
	public void captured(OrderId id, Collection<UUID> executionIds, Instant sessionEnd) {
		if (table.markCaptured(executionIds, Timestamps.now(clock)) > 0) {
			events.publishEvent(table.capture(id, sessionEnd));
		}
	}

	private OrderRow locked(OrderId id) {
		return table.lock(id).map(OpenOrderTable.Locked::row).orElseThrow(() -> new NotFound("No order with this id"));
	}
}
