package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;

/**
 * An open order as the order side shows it to a venue: its terms, what is filled so far, whether a quote touched
 * its stop and the time of the latest quote that filled it. Nothing of the client, its accounts or its reservations:
 * a venue decides on the terms and leaves the booking to the order side. {@code tenantId} stays, since what a fill
 * may be (whole units or fractions) is the tenant's choice per instrument.
 */
public record OpenOrder(OrderId id, UUID tenantId, TradeProvider provider, String isinCode, OrderSide side,
		OrderType type, TimeInForce timeInForce, @Nullable BigDecimal quantity, @Nullable BigDecimal amount,
		@Nullable BigDecimal limitPrice, @Nullable BigDecimal stopPrice, BigDecimal filledQuantity,
		BigDecimal filledAmount, boolean stopTriggered, @Nullable Instant lastFillQuoteAt) {

	/** Whether the quote of {@code at} may still fill the order: one quote fills it once. */
	public boolean notYetFilledBy(Instant at) {
		return lastFillQuoteAt == null || at.isAfter(lastFillQuoteAt);
	}

	/** The same order once a quote touched its stop (a fill of a stop order is such a touch too). */
	public OpenOrder stopTouched() {
		return new OpenOrder(id, tenantId, provider, isinCode, side, type, timeInForce, quantity, amount, limitPrice,
				stopPrice, filledQuantity, filledAmount, stopTriggered || type.takesStopPrice(), lastFillQuoteAt);
	}
}
