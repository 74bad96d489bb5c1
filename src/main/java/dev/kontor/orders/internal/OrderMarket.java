package dev.kontor.orders.internal;

import java.util.UUID;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.RuleViolation;

/**
 * Whether an instrument may be ordered at all: it must be a tradeable instrument of the provider with a currency;
 * the tenant's order support item (or, without one, plain whole-quantity orders) says how.
 */
@Component
class OrderMarket {

	private final InstrumentCatalogue instruments;

	private final OrderSupport support;

	OrderMarket(InstrumentCatalogue instruments, OrderSupport support) {
		this.instruments = instruments;
		this.support = support;
	}

	/** The instrument's currency and the tenant's order support rules of it. */
	record Tradable(String currencyCode, OrderSupportRules rules) {
	}

	Tradable of(UUID tenantId, TradeProvider provider, String isinCode) {
		Instrument instrument = instruments.find(provider, isinCode)
			.filter(Instrument::tradeable)
			.orElseThrow(() -> new RuleViolation("isinCode", "is not a tradeable instrument of " + provider));
		String currency = instrument.currency();
		if (currency == null) {
			throw new RuleViolation("isinCode", "has no currency at " + provider + " and cannot be ordered");
		}
		return new Tradable(currency, support.find(tenantId, provider, isinCode).orElse(OrderSupportRules.PLAIN));
	}
}
