package dev.kontor.orders.venue;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

import dev.kontor.orders.Fill;
import dev.kontor.orders.Fills;
import dev.kontor.orders.OrderExecuted;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.pricefeed.Instrument;

/**
 * Works one order against one quote, in one transaction: locks the order, decides with {@link Matching} (nothing
 * fills while {@link PriceBands} does not permit the quote), and applies the decision (the execution and the order's
 * new figures through {@link Fills}, the settlement in the ledger, the events). An order that is no longer open, or
 * that this quote has filled already (another instance or the sweep got there first), is left as it is.
 */
@Component
class Dealer {

	/** The name of this venue on the executions it records. */
	static final String VENUE = "Kontor simulated venue";

	private final VenueOrders orders;

	private final Matching matching;

	private final Markets markets;

	private final Fills fills;

	private final Settlement settlement;

	private final ApplicationEventPublisher events;

	private final VenueMetrics metrics;

	private final PriceBands bands;

	Dealer(VenueOrders orders, Matching matching, Markets markets, Fills fills, Settlement settlement,
			ApplicationEventPublisher events, VenueMetrics metrics, PriceBands bands) {
		this.orders = orders;
		this.matching = matching;
		this.markets = markets;
		this.fills = fills;
		this.settlement = settlement;
		this.events = events;
		this.metrics = metrics;
		this.bands = bands;
	}

	/**
	 * Works the order against the quote (null: none yet) at {@code now}; answers what the index should keep of the
	 * order, empty once it is closed.
	 */
	@Transactional
	Optional<IndexedOrder> work(OrderId id, @Nullable VenueQuote quote, Instant now) {
		Optional<VenueOrder> locked = orders.lockOpen(id);
		if (locked.isEmpty()) {
			return Optional.empty();
		}
		VenueOrder order = locked.get();
		if (quote != null && !order.notYetFilledBy(quote.dateTime())) {
			return Optional.of(order.indexed());
		}
		Optional<Instrument> instrument = markets.instrument(order.provider(), order.isinCode());
		boolean open = instrument.isPresent() && markets.isOpen(instrument.get(), now);
		RestingOrder resting = order.resting(markets.quantityScale(order));
		boolean halted = quote != null
				&& !bands.permits(new OrderIndex.Instrument(order.provider(), order.isinCode()), quote);
		Decision decision = halted ? matching.halted(resting) : matching.decide(resting, quote, open, now);
		return switch (decision) {
			case Decision.Rest rest -> rest(order, rest);
			case Decision.Cancel cancel -> close(order, OrderStatus.Cancelled, cancel.reason());
			case Decision.Fill fill -> fill(order, instrument.orElseThrow(), fill, Objects.requireNonNull(quote), now);
		};
	}

	private Optional<IndexedOrder> rest(VenueOrder order, Decision.Rest rest) {
		if (!rest.stopTriggered()) {
			return Optional.of(order.indexed());
		}
		orders.markStopTriggered(order.id());
		return Optional.of(order.indexed().stopTouched());
	}

	private Optional<IndexedOrder> close(VenueOrder order, OrderStatus status, String reason) {
		fills.close(order.tenantId(), order.id(), status, reason);
		return Optional.empty();
	}

	private Optional<IndexedOrder> fill(VenueOrder order, Instrument instrument, Decision.Fill decided,
			VenueQuote quote, Instant now) {
		LocalDate tradeDate = LocalDate.ofInstant(now, ZoneOffset.UTC);
		Fill fill = fills.apply(order.tenantId(), order.id(), decided.quantity(), decided.price(), VENUE, now,
				markets.valueDate(instrument, tradeDate));
		orders.markFilledBy(order.id(), quote.dateTime());
		settlement.book(order.tenantId(), order.provider(), fill);
		events.publishEvent(new OrderExecuted(order.tenantId(), order.clientId(), order.clientOrderId(), order.id(),
				fill.executionId()));
		metrics.executed();
		if (!fill.orderStatus().isOpen()) {
			return Optional.empty();
		}
		return switch (decided.then()) {
			case CANCELS_REST -> close(order, OrderStatus.Cancelled, "The rest of an immediate-or-cancel order");
			case COMPLETES -> close(order, OrderStatus.Filled, "The rest of the amount buys less than one unit");
			case RESTS -> Optional.of(order.indexed().stopTouched());
		};
	}
}
