package dev.kontor.aml;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Whether the AML module bars a customer from trading, for the modules that accept the customer's orders: a customer
 * is banned when a parameter record matching it or one of its active monitoring records carries {@code isBanned},
 * the same test that denies its deposits and withdrawals.
 */
public interface ClientStanding {

	/** Whether the tenant's client record is banned; a {@link dev.kontor.shared.NotFound} for an unknown one. */
	boolean isBanned(TenantId tenantId, ClientId clientId);
}
