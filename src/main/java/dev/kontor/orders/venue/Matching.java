package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.OrderSide;
import dev.kontor.orders.TimeInForce;

/**
 * The simulated venue's rules: whether and how far a quote fills an open order. Pure, so that every order type and
 * time in force is tested without a database or a clock. Buys fill at the ask and sells at the bid, at most the
 * quote's volume on that side; a limit fills when the price reaches it; a stop is touched by a buy's ask at or above
 * it or a sell's bid at or below it, after which the order fills as a market (Stop) or limit (StopLimit) order.
 */
final class Matching {

	private final Duration maxQuoteAge;

	Matching(Duration maxQuoteAge) {
		if (maxQuoteAge.isNegative() || maxQuoteAge.isZero()) {
			throw new IllegalArgumentException("maxQuoteAge must be positive");
		}
		this.maxQuoteAge = maxQuoteAge;
	}

	/**
	 * The decision for {@code order} on {@code quote} at {@code now}. An unusable quote (none, older than the
	 * maximal age, or the market closed by its calendar) fills nothing: a resting order waits, an immediate order is
	 * cancelled, since it is decided against the current quote or not at all.
	 */
	Decision decide(RestingOrder order, @Nullable VenueQuote quote, boolean marketOpen, Instant now) {
		if (!marketOpen) {
			return nothing(order, "market closed");
		}
		if (quote == null || quote.dateTime().isBefore(now.minus(maxQuoteAge))) {
			return nothing(order, "no current quote");
		}
		BigDecimal price = order.kind().side() == OrderSide.Buy ? quote.ask() : quote.bid();
		boolean triggeredNow = order.hasStop() && !order.stopTriggered() && touches(order, price);
		if (order.hasStop() && !order.stopTriggered() && !triggeredNow) {
			return nothing(order, "stop not touched");
		}
		if (order.hasLimit() && !reaches(order, price)) {
			return order.isImmediate() ? new Decision.Cancel("limit not reached") : new Decision.Rest(triggeredNow);
		}
		return fill(order, price, order.kind().side() == OrderSide.Buy ? quote.askVolume() : quote.bidVolume(),
				triggeredNow);
	}

	/**
	 * The decision while the instrument is halted or the quote lies outside its price band: as without a quote, a
	 * resting order waits and an immediate order is cancelled.
	 */
	Decision halted(RestingOrder order) {
		return nothing(order, "trading halted");
	}

	private Decision fill(RestingOrder order, BigDecimal price, @Nullable BigDecimal volume, boolean triggeredNow) {
		BigDecimal wanted = order.isMoneyOrder() ? affordable(order.amountLeft(), price, order.quantityScale())
				: order.quantityLeft();
		BigDecimal quantity = volume == null ? wanted
				: wanted.min(volume.setScale(order.quantityScale(), RoundingMode.DOWN));
		if (order.kind().timeInForce() == TimeInForce.FillOrKill
				&& (quantity.compareTo(wanted) < 0 || wanted.signum() == 0)) {
			return new Decision.Cancel("not fillable whole");
		}
		if (quantity.signum() <= 0) {
			if (order.isImmediate()) {
				return new Decision.Cancel(wanted.signum() == 0 ? "amount below one unit" : "no volume");
			}
			// a money order whose amount buys less than one unit at this price waits for a better one
			return new Decision.Rest(triggeredNow);
		}
		return new Decision.Fill(quantity, price, then(order, quantity, price));
	}

	private static Decision.Then then(RestingOrder order, BigDecimal quantity, BigDecimal price) {
		if (order.kind().timeInForce() == TimeInForce.ImmediateOrCancel) {
			return Decision.Then.CANCELS_REST;
		}
		if (order.isMoneyOrder()) {
			BigDecimal rest = order.amountLeft().subtract(quantity.multiply(price));
			return affordable(rest, price, order.quantityScale()).signum() == 0 ? Decision.Then.COMPLETES
					: Decision.Then.RESTS;
		}
		return Decision.Then.RESTS;
	}

	private static Decision nothing(RestingOrder order, String reason) {
		return order.isImmediate() ? new Decision.Cancel(reason) : new Decision.Rest(false);
	}

	private static boolean touches(RestingOrder order, BigDecimal price) {
		int comparison = price.compareTo(order.stopPrice());
		return order.kind().side() == OrderSide.Buy ? comparison >= 0 : comparison <= 0;
	}

	private static boolean reaches(RestingOrder order, BigDecimal price) {
		int comparison = price.compareTo(order.limitPrice());
		return order.kind().side() == OrderSide.Buy ? comparison <= 0 : comparison >= 0;
	}

	/** The quantity a money order's amount buys or sells at the price, rounded down to the quantity's decimals. */
	private static BigDecimal affordable(BigDecimal amount, BigDecimal price, int scale) {
		return amount.signum() <= 0 ? BigDecimal.ZERO : amount.divide(price, scale, RoundingMode.DOWN);
	}
}
