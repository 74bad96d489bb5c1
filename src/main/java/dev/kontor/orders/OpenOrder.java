package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;

/**
 * An open order as the order side shows it to a venue: its kind and terms, what is filled so far, and the venue's
 * marks on it. Nothing of the client, its accounts or its reservations: a venue decides on the terms and leaves the
 * booking to the order side. {@code tenantId} stays, since what a fill may be (whole units or fractions) is the
 * tenant's choice per instrument.
 */
public record OpenOrder(OrderId id, TenantId tenantId, TradeProvider provider, String isinCode, Order.Kind kind,
		Order.Terms terms, Filled filled, Marks marks) {

	/** What the fills so far took of the order: a quantity, and the money it was worth. */
	public record Filled(BigDecimal quantity, BigDecimal amount) {
	}

	/** Whether a quote touched the order's stop, and the time of the latest quote that filled it. */
	public record Marks(boolean stopTriggered, @Nullable Instant lastFillQuoteAt) {
	}

	/** Whether the quote of {@code at} may still fill the order: one quote fills it once. */
	public boolean notYetFilledBy(Instant at) {
		return marks.lastFillQuoteAt() == null || at.isAfter(marks.lastFillQuoteAt());
	}

	/** The same order once a quote touched its stop (a fill of a stop order is such a touch too). */
	public OpenOrder stopTouched() {
		Marks touched = new Marks(marks.stopTriggered() || kind.orderType().takesStopPrice(), marks.lastFillQuoteAt());
		return new OpenOrder(id, tenantId, provider, isinCode, kind, terms, filled, touched);
	}
}
