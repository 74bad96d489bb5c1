package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.util.UUID;

import dev.kontor.pricefeed.TradeProvider;

/** What a client held of an instrument at a day's end, over all of its deposit accounts. */
record Holding(UUID tenantId, UUID clientId, String currencyCode, String isinCode, TradeProvider provider,
		BigDecimal quantity) {
}
