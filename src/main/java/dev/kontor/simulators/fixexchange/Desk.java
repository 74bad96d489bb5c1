package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.Objects;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import quickfix.field.CxlRejReason;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;

/**
 * Takes Kontor's requests: new orders, cancels, replaces and status requests, answered as {@code docs/fix.md}
 * says. A new order is worked at once against the current quote, so that an immediate order is decided on arrival.
 * Runs on the exchange's thread.
 */
final class Desk {

	private static final String UNKNOWN_INSTRUMENT = "unknown instrument";

	private final OrderBook book;

	private final Dealer dealer;

	private final Market market;

	private final Reports reports;

	private final Ids ids;

	private final Supplier<Switches> switches;

	private final Clock clock;

	Desk(OrderBook book, Dealer dealer, Market market, Reports reports, Ids ids, Supplier<Switches> switches,
			Clock clock) {
		this.book = book;
		this.dealer = dealer;
		this.market = market;
		this.reports = reports;
		this.ids = ids;
		this.switches = switches;
		this.clock = clock;
	}

	/**
	 * A NewOrderSingle, or a problem found while reading one ({@code problem} not null: the order is rejected). A
	 * ClOrdID the venue holds already is no second order: a resend with PossDupFlag is ignored, anything else rejected.
	 */
	void newOrder(NewOrder request, boolean possDup, @Nullable String problem) {
		book.countReceived(request.clOrdId(), possDup);
		if (book.find(request.clOrdId()) != null) {
			if (possDup) {
				OrderLog.event(request.clOrdId(), "resent (PossDupFlag): ignored");
			}
			else {
				OrderLog.event(request.clOrdId(), "sent again: rejected as a duplicate ClOrdID");
				ExchangeOrder duplicate = new ExchangeOrder(ids.orderId(), request);
				duplicate.close(OrdStatus.REJECTED);
				reports.rejected(duplicate, OrdRejReason.DUPLICATE_ORDER, "duplicate ClOrdID");
			}
			return;
		}
		ExchangeOrder order = new ExchangeOrder(ids.orderId(), request);
		book.add(order);
		String refusal = refusal(request, problem);
		if (refusal != null) {
			reject(order, refusal.equals(UNKNOWN_INSTRUMENT) ? OrdRejReason.UNKNOWN_SYMBOL : OrdRejReason.OTHER,
					refusal);
			return;
		}
		Market.Now state = market.recent(request.instrument(), clock.instant());
		if (buysNoUnit(order, state)) {
			reject(order, OrdRejReason.OTHER, "the amount buys less than one unit");
			return;
		}
		OrderLog.event(order.key(), "accepted as %s: %s %s %s %s", order.orderId(),
				order.buys() ? "buy" : "sell", request.instrument().isinCode(), request.type(), request.timeInForce());
		if (request.timeInForce() == TimeInForce.DAY && state.sessionEnd() != null) {
			order.tradesUntil(state.sessionEnd());
		}
		reports.accepted(order);
		dealer.work(order, state, clock.instant());
	}

	void cancel(Request request) {
		ExchangeOrder order = cancellable(request, CxlRejResponseTo.ORDER_CANCEL_REQUEST);
		if (order != null) {
			order.close(OrdStatus.CANCELED);
			OrderLog.event(order.key(), "cancelled at request %s", request.clOrdId());
			reports.cancelled(order, request.clOrdId(), "cancelled at Kontor's request");
		}
	}

	void replace(Request request, Terms terms) {
		ExchangeOrder order = cancellable(request, CxlRejResponseTo.ORDER_CANCEL_REPLACE_REQUEST);
		if (order == null) {
			return;
		}
		String problem = terms.problemFor(order.order().type());
		if (problem == null && (terms.quantity() == null) != (order.terms().quantity() == null)) {
			problem = "a replace keeps OrderQty or CashOrderQty as the order has it";
		}
		if (problem == null && !leavesSomething(order, terms)) {
			problem = "the new quantity is not above what is filled";
		}
		if (problem != null) {
			reports.cancelRejected(request, order, CxlRejResponseTo.ORDER_CANCEL_REPLACE_REQUEST, CxlRejReason.OTHER,
					problem);
			return;
		}
		order.replace(terms, request.clOrdId());
		OrderLog.event(order.key(), "replaced at request %s: %s", request.clOrdId(), terms);
		reports.replaced(order);
		Market.Now state = market.recent(order.instrument(), clock.instant());
		dealer.work(order, state, clock.instant());
	}

	/** Answers a status request, repeating its OrdStatusReqID ({@code statusRequestId}) when it named one. */
	void status(Request request, @Nullable String statusRequestId) {
		book.countStatusRequest();
		ExchangeOrder order = book.find(request.orderKey());
		if (order == null) {
			OrderLog.event(request.orderKey(), "status asked: unknown order");
			reports.unknown(request, statusRequestId);
		}
		else {
			reports.status(order, request.clOrdId(), statusRequestId);
		}
	}

	private @Nullable String refusal(NewOrder request, @Nullable String problem) {
		if (switches.get().rejectOrders()) {
			return "orders refused (reject-orders)";
		}
		if (problem != null) {
			return problem;
		}
		return market.knows(request.instrument()) ? null : UNKNOWN_INSTRUMENT;
	}

	private void reject(ExchangeOrder order, int reason, String text) {
		order.close(OrdStatus.REJECTED);
		OrderLog.event(order.key(), "rejected: %s", text);
		reports.rejected(order, reason, text);
	}

	/** The open order a cancel or replace may change; null (and a cancel reject sent) when there is none. */
	private @Nullable ExchangeOrder cancellable(Request request, char responseTo) {
		ExchangeOrder order = book.find(request.orderKey());
		String refusal = order == null ? "unknown order"
				: !order.isOpen() ? "the order is closed"
						: switches.get().refuseCancels() ? "cancels refused (refuse-cancels)" : null;
		if (refusal == null) {
			return order;
		}
		int reason = order == null ? CxlRejReason.UNKNOWN_ORDER
				: !order.isOpen() ? CxlRejReason.TOO_LATE_TO_CANCEL : CxlRejReason.OTHER;
		OrderLog.event(request.orderKey(), "%s request %s refused: %s",
				responseTo == CxlRejResponseTo.ORDER_CANCEL_REQUEST ? "cancel" : "replace", request.clOrdId(),
				refusal);
		reports.cancelRejected(request, order, responseTo, reason, refusal);
		return null;
	}

	private static boolean leavesSomething(ExchangeOrder order, Terms terms) {
		return terms.quantity() != null ? terms.quantity().compareTo(order.cumQty()) > 0
				: Objects.requireNonNull(terms.cash())
					.compareTo(Objects.requireNonNull(order.terms().cash())
						.subtract(Objects.requireNonNull(order.amountLeft()))) > 0;
	}

	/** A money order whose amount buys less than one unit at the current price is rejected. */
	private static boolean buysNoUnit(ExchangeOrder order, Market.Now state) {
		Quote quote = state.quote();
		if (!order.isMoneyOrder() || quote == null) {
			return false;
		}
		BigDecimal price = order.buys() ? quote.ask() : quote.bid();
		return Matching.affordable(Objects.requireNonNull(order.terms().cash()), price).signum() == 0;
	}
}
