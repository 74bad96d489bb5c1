package dev.kontor.simulators.fixexchange;

import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;


import quickfix.field.OrdStatus;

/**
 * Works open orders against the latest quote, as Kontor's simulated venue does: the quote and the market's session
 * are read from the price feed, {@link Matching} decides, and the dealer applies the decision and reports it. A
 * quote fills an order once at most. Runs on the exchange's thread.
 */
final class Dealer {

	private final OrderBook book;

	private final Matching matching;

	private final Market market;

	private final Reports reports;

	private final Ids ids;

	private final Clock clock;

	Dealer(OrderBook book, Matching matching, Market market, Reports reports, Ids ids, Clock clock) {
		this.book = book;
		this.matching = matching;
		this.market = market;
		this.reports = reports;
		this.ids = ids;
		this.clock = clock;
	}

	/**
	 * Works the open orders of each instrument against its state as the poll read it ({@link PriceReader}), and
	 * remembers the state for the orders that come until the next poll; on the exchange's thread.
	 */
	void poll(Map<Instrument, Market.Now> states) {
		// the time of the decision is after the price feed's answers, so that an execution never predates them
		Instant now = clock.instant();
		states.forEach((instrument, state) -> {
			market.remember(instrument, now, state);
			if (state.isOpen()) {
				book.openOf(instrument).forEach(order -> work(order, state, now));
			}
		});
	}

	/** Works one order against the instrument's state of now; the market read is the caller's. */
	void work(ExchangeOrder order, Market.Now state, Instant now) {
		Quote quote = state.quote();
		if (quote != null && !order.notYetFilledBy(quote.dateTime())) {
			return;
		}
		switch (matching.decide(order, quote, state.isOpen(), now)) {
			case Decision.Rest rest -> {
				if (rest.stopTriggered()) {
					order.triggerStop();
					book.changed(order);
					OrderLog.event(order.key(), "stop touched at %s", quote == null ? "-" : price(order, quote));
				}
			}
			case Decision.Cancel cancel -> closeImmediate(order, cancel.reason());
			case Decision.Fill fill -> execute(order, fill, Objects.requireNonNull(quote),
					Objects.requireNonNull(state.sessionEnd()), now);
		}
	}

	private void execute(ExchangeOrder order, Decision.Fill fill, Quote quote, Instant sessionEnd, Instant now) {
		if (fill.stopTriggered()) {
			order.triggerStop();
		}
		order.fill(fill.quantity(), fill.price(), quote.dateTime());
		if (order.isOpen() && order.isMoneyOrder()
				&& Matching.affordable(Objects.requireNonNull(order.amountLeft()), fill.price()).signum() == 0) {
			// the rest of the amount buys less than one unit: the order is done
			order.close(OrdStatus.FILLED);
		}
		Execution execution = new Execution(ids.execId(), order, fill.quantity(), fill.price(), now, sessionEnd);
		book.executed(execution);
		OrderLog.event(order.key(), "filled %s at %s (%s, cumulated %s)", fill.quantity().toPlainString(),
				fill.price().toPlainString(), execution.execId(), order.cumQty().toPlainString());
		reports.filled(execution);
		if (fill.then() == Decision.Then.CANCELS_REST && order.isOpen()) {
			order.close(OrdStatus.CANCELED);
			OrderLog.event(order.key(), "rest cancelled (immediate or cancel)");
			reports.cancelled(order, order.clOrdId(), "The rest of an immediate-or-cancel order");
		}
	}

	/** An immediate order the quote cannot fill: a fill-or-kill expires, an immediate-or-cancel is cancelled. */
	private void closeImmediate(ExchangeOrder order, String reason) {
		if (order.order().timeInForce() == TimeInForce.FILL_OR_KILL) {
			order.close(OrdStatus.EXPIRED);
			OrderLog.event(order.key(), "expired: %s", reason);
			reports.expired(order, reason);
		}
		else {
			order.close(OrdStatus.CANCELED);
			OrderLog.event(order.key(), "cancelled: %s", reason);
			reports.cancelled(order, order.clOrdId(), reason);
		}
	}

	private static String price(ExchangeOrder order, Quote quote) {
		return (order.buys() ? quote.ask() : quote.bid()).toPlainString();
	}
}
