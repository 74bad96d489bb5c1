package dev.kontor.pricefeed.ordersupport;

import java.math.BigDecimal;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.jspecify.annotations.Nullable;

import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.TradeProvider;

/**
 * An order support item of document 2: how one tenant may order one instrument of one provider. Its parts are
 * written flat, as the document lists the fields.
 */
public record OrderSupportItem(UUID tenantId, TradeProvider provider,
		@JsonUnwrapped OrderSupportInstrument instrument, @JsonUnwrapped OrderSupportRules rules,
		@Nullable BigDecimal peaMaxQuantity, @JsonUnwrapped OrderSupportAudit audit) {
}
