package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

import org.jspecify.annotations.Nullable;

/**
 * The rules of Kontor's simulated venue ({@code dev.kontor.orders.venue.Matching}), written again for FIX orders, so
 * that an order fills here as it would there: buys at the ask and sells at the bid, at most the quote's volume on
 * that side; a limit fills when the price reaches it; a stop is touched by a buy's ask at or above it or a sell's bid
 * at or below it, after which the order fills as a market (Stop) or limit (StopLimit) order. A money order buys or
 * sells what its amount pays for at the price, in whole units rounded down. Pure, so that it is tested without a
 * session or a price feed.
 */
final class Matching {

	private final Duration maxQuoteAge;

	Matching(Duration maxQuoteAge) {
		this.maxQuoteAge = Objects.requireNonNull(maxQuoteAge, "maxQuoteAge");
	}

	/**
	 * The decision for the order on the quote at {@code now}. An unusable quote (none, older than the maximal age,
	 * or the market closed by its calendar) fills nothing: a resting order waits, an immediate order is cancelled.
	 */
	Decision decide(ExchangeOrder order, @Nullable Quote quote, boolean marketOpen, Instant now) {
		if (!marketOpen) {
			return nothing(order, "market closed");
		}
		if (quote == null || quote.dateTime().isBefore(now.minus(maxQuoteAge))) {
			return nothing(order, "no current quote");
		}
		BigDecimal price = order.buys() ? quote.ask() : quote.bid();
		boolean hasStop = order.order().type().takesStop();
		boolean triggeredNow = hasStop && !order.stopTriggered() && touches(order, price);
		if (hasStop && !order.stopTriggered() && !triggeredNow) {
			return nothing(order, "stop not touched");
		}
		if (order.order().type().takesLimit() && !reaches(order, price)) {
			return isImmediate(order) ? new Decision.Cancel("limit not reached") : new Decision.Rest(triggeredNow);
		}
		return fill(order, price, order.buys() ? quote.askVolume() : quote.bidVolume(), triggeredNow);
	}

	private Decision fill(ExchangeOrder order, BigDecimal price, @Nullable BigDecimal volume, boolean triggeredNow) {
		BigDecimal wanted = order.isMoneyOrder() ? affordable(Objects.requireNonNull(order.amountLeft()), price)
				: Objects.requireNonNull(order.quantityLeft());
		BigDecimal quantity = volume == null ? wanted : wanted.min(volume.setScale(0, RoundingMode.DOWN));
		if (order.order().timeInForce() == TimeInForce.FILL_OR_KILL
				&& (quantity.compareTo(wanted) < 0 || wanted.signum() == 0)) {
			return new Decision.Cancel("not fillable whole");
		}
		if (quantity.signum() <= 0) {
			if (isImmediate(order)) {
				return new Decision.Cancel(wanted.signum() == 0 ? "amount below one unit" : "no volume");
			}
			// a money order whose amount buys less than one unit at this price waits for a better one
			return new Decision.Rest(triggeredNow);
		}
		return new Decision.Fill(quantity, price, triggeredNow, then(order, quantity, price));
	}

	private static Decision.Then then(ExchangeOrder order, BigDecimal quantity, BigDecimal price) {
		if (order.order().timeInForce() == TimeInForce.IMMEDIATE_OR_CANCEL) {
			return Decision.Then.CANCELS_REST;
		}
		if (order.isMoneyOrder()) {
			BigDecimal rest = Objects.requireNonNull(order.amountLeft()).subtract(quantity.multiply(price));
			return affordable(rest, price).signum() == 0 ? Decision.Then.COMPLETES : Decision.Then.RESTS;
		}
		return Decision.Then.RESTS;
	}

	private static Decision nothing(ExchangeOrder order, String reason) {
		return isImmediate(order) ? new Decision.Cancel(reason) : new Decision.Rest(false);
	}

	private static boolean isImmediate(ExchangeOrder order) {
		return order.order().timeInForce().isImmediate();
	}

	private static boolean touches(ExchangeOrder order, BigDecimal price) {
		int comparison = price.compareTo(Objects.requireNonNull(order.terms().stopPrice()));
		return order.buys() ? comparison >= 0 : comparison <= 0;
	}

	private static boolean reaches(ExchangeOrder order, BigDecimal price) {
		int comparison = price.compareTo(Objects.requireNonNull(order.terms().limitPrice()));
		return order.buys() ? comparison <= 0 : comparison >= 0;
	}

	/** The whole units a money order's amount buys or sells at the price, rounded down. */
	static BigDecimal affordable(BigDecimal amount, BigDecimal price) {
		return amount.signum() <= 0 ? BigDecimal.ZERO : amount.divide(price, 0, RoundingMode.DOWN);
	}
}
