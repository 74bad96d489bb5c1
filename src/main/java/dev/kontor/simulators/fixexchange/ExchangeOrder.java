package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

import quickfix.field.OrdStatus;
import quickfix.field.Side;

/**
 * One order the simulator holds, keyed by Kontor's order id (the NewOrderSingle's ClOrdID), with what has been filled
 * of it and its FIX status. Changed only on the exchange's thread.
 */
final class ExchangeOrder {

	private final String orderId;

	private final NewOrder order;

	private Terms terms;

	private String clOrdId;

	private BigDecimal cumQty = BigDecimal.ZERO;

	private BigDecimal cumAmount = BigDecimal.ZERO;

	private char status = OrdStatus.NEW;

	private boolean stopTriggered;

	private @Nullable Instant sessionEnd;

	private @Nullable Instant filledByQuoteOf;

	private @Nullable BigDecimal lastPrice;

	/**
	 * What an order has become since its NewOrderSingle, as the journal keeps it: its terms and ClOrdID after
	 * replaces, its fills, its status, whether its stop was touched, its session's end, the time of the quote that
	 * filled it last and that fill's price.
	 */
	record State(Terms terms, String clOrdId, BigDecimal cumQty, BigDecimal cumAmount, char status,
			boolean stopTriggered, @Nullable Instant sessionEnd, @Nullable Instant filledByQuoteOf,
			@Nullable BigDecimal lastPrice) {
	}

	ExchangeOrder(String orderId, NewOrder order) {
		this.orderId = Objects.requireNonNull(orderId, "orderId");
		this.order = Objects.requireNonNull(order, "order");
		this.terms = order.terms();
		this.clOrdId = order.clOrdId();
	}

	/** Takes the state the journal kept of the order. */
	void restore(State state) {
		terms = state.terms();
		clOrdId = state.clOrdId();
		cumQty = state.cumQty();
		cumAmount = state.cumAmount();
		status = state.status();
		stopTriggered = state.stopTriggered();
		sessionEnd = state.sessionEnd();
		filledByQuoteOf = state.filledByQuoteOf();
		lastPrice = state.lastPrice();
	}

	State state() {
		return new State(terms, clOrdId, cumQty, cumAmount, status, stopTriggered, sessionEnd, filledByQuoteOf,
				lastPrice);
	}

	/** The venue's own id of the order ({@code OrderID}). */
	String orderId() {
		return orderId;
	}

	/** Kontor's order id, the NewOrderSingle's ClOrdID. */
	String key() {
		return order.clOrdId();
	}

	/** The ClOrdID of the order's latest accepted terms: the NewOrderSingle's, or that of the last replace. */
	String clOrdId() {
		return clOrdId;
	}

	NewOrder order() {
		return order;
	}

	Instrument instrument() {
		return order.instrument();
	}

	Terms terms() {
		return terms;
	}

	boolean buys() {
		return order.side() == Side.BUY;
	}

	boolean isMoneyOrder() {
		return terms.cash() != null;
	}

	char status() {
		return status;
	}

	boolean isOpen() {
		return status == OrdStatus.NEW || status == OrdStatus.PARTIALLY_FILLED;
	}

	boolean stopTriggered() {
		return stopTriggered;
	}

	void triggerStop() {
		stopTriggered = true;
	}

	/** The end of the session a Day order trades in; null until it is given one (its market closed so far). */
	@Nullable Instant sessionEnd() {
		return sessionEnd;
	}

	void tradesUntil(Instant end) {
		sessionEnd = end;
	}

	/** Whether the quote of that time may still fill the order: a quote fills an order once at most. */
	boolean notYetFilledBy(Instant quoteTime) {
		return filledByQuoteOf == null || quoteTime.isAfter(filledByQuoteOf);
	}

	@Nullable BigDecimal quantityLeft() {
		return terms.quantity() == null ? null : terms.quantity().subtract(cumQty);
	}

	@Nullable BigDecimal amountLeft() {
		return terms.cash() == null ? null : terms.cash().subtract(cumAmount);
	}

	BigDecimal cumQty() {
		return cumQty;
	}

	BigDecimal avgPx() {
		return cumQty.signum() == 0 ? BigDecimal.ZERO
				: cumAmount.divide(cumQty, 8, RoundingMode.HALF_EVEN).stripTrailingZeros();
	}

	/**
	 * What is left to fill in units: none once closed; for a money order the units its rest buys at the last fill's
	 * price, none before its first fill (its quantity is known only at a price).
	 */
	BigDecimal leavesQty() {
		if (!isOpen()) {
			return BigDecimal.ZERO;
		}
		if (terms.quantity() != null) {
			return terms.quantity().subtract(cumQty);
		}
		return lastPrice == null ? BigDecimal.ZERO
				: Objects.requireNonNull(amountLeft()).max(BigDecimal.ZERO).divide(lastPrice, 0, RoundingMode.DOWN);
	}

	void fill(BigDecimal quantity, BigDecimal price, Instant quoteTime) {
		cumQty = cumQty.add(quantity);
		cumAmount = cumAmount.add(quantity.multiply(price));
		lastPrice = price;
		filledByQuoteOf = quoteTime;
		BigDecimal left = quantityLeft();
		status = left != null && left.signum() <= 0 ? OrdStatus.FILLED : OrdStatus.PARTIALLY_FILLED;
	}

	/** Closes the order: cancelled, expired, filled (a money order whose rest buys no unit) or rejected. */
	void close(char closedStatus) {
		status = closedStatus;
	}

	void replace(Terms newTerms, String replacingClOrdId) {
		terms = newTerms;
		clOrdId = replacingClOrdId;
	}
}
