package dev.kontor.orders.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.orders.Fees;
import dev.kontor.orders.OrderSettings;
import dev.kontor.orders.OrderSide;
import dev.kontor.orders.OrderType;
import dev.kontor.pricefeed.MarketData;
import dev.kontor.pricefeed.MarketQuote;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.RuleViolation;

/**
 * What an order is worth when it is accepted, and so what a buy reserves: quantity x limit for a limit order; for a
 * market or stop order the latest ask (a stop buy: the higher of ask and stop) plus the configured buffer, as the
 * fill may come at a worse price; the amount of a money order; each plus the tenant's fee of that value.
 */
@Component
@RequiredArgsConstructor
class OrderPricing {

	private final MarketData market;

	private final Fees fees;

	private final OrderSettings settings;

	/** The value of an order and the cash a buy of it reserves (value + fee); amounts rounded up to the cent. */
	record Figures(BigDecimal value, BigDecimal fee) {

		BigDecimal cashToReserve() {
			return value.add(fee);
		}
	}

	/** The figures of an order (or of what remains of it: {@code quantity} is then the remaining quantity). */
	Figures of(UUID tenantId, TradeProvider provider, String isinCode, OrderSide side, OrderType type,
			@Nullable BigDecimal quantity, @Nullable BigDecimal amount, @Nullable BigDecimal limitPrice,
			@Nullable BigDecimal stopPrice) {
		BigDecimal value = amount != null ? amount
				: cents(quantity(quantity).multiply(price(provider, isinCode, side, type, limitPrice, stopPrice)));
		return new Figures(value, fees.of(tenantId, value));
	}

	private BigDecimal price(TradeProvider provider, String isinCode, OrderSide side, OrderType type,
			@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice) {
		if (type.takesLimitPrice() && limitPrice != null) {
			return limitPrice;
		}
		MarketQuote quote = market.latestQuote(provider, isinCode)
			.orElseThrow(() -> new RuleViolation("isinCode", "has no quote yet to price a " + type + " order; "
					+ "send a limit order"));
		BigDecimal reference = side == OrderSide.Buy ? quote.ask() : quote.bid();
		if (stopPrice != null && side == OrderSide.Buy) {
			reference = reference.max(stopPrice);
		}
		return side == OrderSide.Buy ? reference.multiply(BigDecimal.ONE.add(settings.marketBuffer())) : reference;
	}

	private static BigDecimal quantity(@Nullable BigDecimal quantity) {
		if (quantity == null) {
			throw new IllegalArgumentException("A quantity order without a quantity");
		}
		return quantity;
	}

	private static BigDecimal cents(BigDecimal value) {
		return value.setScale(2, RoundingMode.CEILING);
	}
}
