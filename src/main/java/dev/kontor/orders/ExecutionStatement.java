package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import dev.kontor.pricefeed.TradeProvider;

/** What an execution's statement shows: the order it belongs to and the execution's figures and dates. */
public record ExecutionStatement(UUID clientId, String clientOrderId, UUID orderId, String isinCode,
		TradeProvider provider, OrderSide side, OrderType orderType, String currencyCode, UUID executionId,
		BigDecimal quantity, BigDecimal price, BigDecimal fee, BigDecimal amount, Instant dateTime, String venue,
		LocalDate valueDate) {

	/** What the client pays (a buy) or receives (a sell): the amount plus or minus the fee. */
	public BigDecimal total() {
		return side == OrderSide.Buy ? amount.add(fee) : amount.subtract(fee);
	}
}
