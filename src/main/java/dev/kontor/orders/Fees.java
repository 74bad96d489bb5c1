package dev.kontor.orders;

import java.math.BigDecimal;
import java.util.UUID;

/**
 * The order fee of a tenant: what placing reserves on top of a buy, and what the venue charges at each fill. One
 * place for it, so that the reservation always covers the fee the fill books.
 */
public interface Fees {

	/** The fee of an order (or a fill) of this value, in the order's currency, rounded up to the cent. */
	BigDecimal of(UUID tenantId, BigDecimal orderValue);

	/** The tenant's fee schedule: its own, or the platform's default. */
	FeeSchedule scheduleOf(UUID tenantId);
}
