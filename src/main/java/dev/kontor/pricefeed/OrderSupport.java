package dev.kontor.pricefeed;

import java.util.Optional;
import java.util.UUID;

/**
 * How a tenant may order an instrument, for the module that accepts orders: read here so that the order rules need
 * not know how the price feed stores its order support items.
 */
public interface OrderSupport {

	/** The tenant's order support item of the instrument; empty where the tenant has none. */
	Optional<OrderSupportRules> find(UUID tenantId, TradeProvider provider, String isinCode);
}
