package dev.kontor.orders.venue;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.orders.Fill;
import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.VenueDecision;
import dev.kontor.orders.VenueReports;
import dev.kontor.pricefeed.Instrument;

/**
 * Works one order against one quote: the order side locks the order and hands it over, the dealer decides with
 * {@link Matching} (nothing fills while {@link PriceBands} does not permit the quote), and the order side applies the
 * decision in the same transaction ({@link VenueReports#decide}). A fill, and an order offered no quote, first look
 * for a newer quote in the store: another instance may have stored one a moment ago, and no order fills at a quote
 * older than the newest stored. An order that is no longer open, or that this
 * quote has filled already (another instance or the sweep got there first), is left as it is.
 */
@Component
@RequiredArgsConstructor
class Dealer {

	/** The name of this venue on the executions it records. */
	static final String VENUE = "Kontor simulated venue";

	private final VenueReports reports;

	private final Matching matching;

	private final Markets markets;

	private final VenueMetrics metrics;

	private final PriceBands bands;

	/**
	 * Works the order against the quote (null: none yet) at {@code now}; answers what the index should keep of the
	 * order, empty once it is closed.
	 */
	Optional<IndexedOrder> work(OrderId id, @Nullable VenueQuote quote, Instant now) {
		return reports.decide(id, order -> decide(order, quote, now)).map(IndexedOrder::of);
	}

	private VenueDecision decide(OpenOrder order, @Nullable VenueQuote offered, Instant now) {
		if (offered != null && !order.notYetFilledBy(offered.dateTime())) {
			return new VenueDecision.Rest(false);
		}
		Optional<Instrument> instrument = markets.instrument(order.provider(), order.isinCode());
		boolean open = instrument.isPresent() && markets.isOpen(instrument.get(), now);
		RestingOrder resting = RestingOrder.of(order, markets.quantityScale(order));
		OrderIndex.Instrument listed = new OrderIndex.Instrument(order.provider(), order.isinCode());
		VenueQuote quote = offered;
		Decision decision = decide(resting, listed, quote, open, now);
		if (decision instanceof Decision.Fill || quote == null) {
			Optional<VenueQuote> newer = markets.storedNewerThan(order.provider(), order.isinCode(), quote);
			if (newer.isPresent()) {
				// another instance stored a newer quote, whose announcement has not arrived yet: that one decides
				if (!bands.admits(listed, newer.get()) || !order.notYetFilledBy(newer.get().dateTime())) {
					return new VenueDecision.Rest(false);
				}
				quote = newer.get();
				decision = decide(resting, listed, quote, open, now);
			}
		}
		return switch (decision) {
			case Decision.Rest rest -> new VenueDecision.Rest(rest.stopTriggered());
			case Decision.Cancel cancel -> new VenueDecision.Close(OrderStatus.Cancelled, cancel.reason());
			case Decision.Fill fill -> execute(instrument.orElseThrow(), fill, Objects.requireNonNull(quote), now);
		};
	}

	private Decision decide(RestingOrder resting, OrderIndex.Instrument instrument, @Nullable VenueQuote quote,
			boolean open, Instant now) {
		boolean halted = quote != null && !bands.permits(instrument, quote);
		return halted ? matching.halted(resting) : matching.decide(resting, quote, open, now);
	}

	/** The fill, counted once the transaction that applies it commits. */
	private VenueDecision execute(Instrument instrument, Decision.Fill decided, VenueQuote quote, Instant now) {
		LocalDate tradeDate = LocalDate.ofInstant(now, ZoneOffset.UTC);
		Fill fill = new Fill(decided.quantity(), decided.price(), VENUE, now, markets.valueDate(instrument, tradeDate),
				quote.dateTime());
		metrics.executed();
		return new VenueDecision.Execute(fill, switch (decided.then()) {
			case CANCELS_REST -> new VenueDecision.Close(OrderStatus.Cancelled,
					"The rest of an immediate-or-cancel order");
			case COMPLETES -> new VenueDecision.Close(OrderStatus.Filled,
					"The rest of the amount buys less than one unit");
			case RESTS -> null;
		});
	}
}
