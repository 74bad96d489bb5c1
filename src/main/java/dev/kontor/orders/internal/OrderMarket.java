package dev.kontor.orders.internal;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.MarketSchedules;
import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.orders.TimeInForce;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.RuleViolation;

/**
 * Whether an instrument may be ordered at all: it must be a tradeable instrument of the provider with a currency;
 * the tenant's order support item (or, without one, plain whole-quantity orders) says how. A Day order lives until
 * the end of the market's session it is placed in.
 */
@Component
class OrderMarket {

	private final InstrumentCatalogue instruments;

	private final OrderSupport support;

	private final MarketSchedules schedules;

	OrderMarket(InstrumentCatalogue instruments, OrderSupport support, MarketSchedules schedules) {
		this.instruments = instruments;
		this.support = support;
		this.schedules = schedules;
	}

	/** The instrument, its currency and the tenant's order support rules of it. */
	record Tradable(Instrument instrument, String currencyCode, OrderSupportRules rules) {
	}

	/**
	 * When an order placed now expires by its time in force: a Day order at the end of the session open now; null
	 * for the others, and for a Day order placed while the market is closed (the venue expires it at the end of the
	 * next session, which it sees open).
	 */
	@Nullable Instant sessionEnd(Tradable tradable, TimeInForce timeInForce, Instant now) {
		if (timeInForce != TimeInForce.Day) {
			return null;
		}
		return schedules.sessionEnd(tradable.instrument(), now).orElse(null);
	}

	Tradable of(UUID tenantId, TradeProvider provider, String isinCode) {
		Instrument instrument = instruments.find(provider, isinCode)
			.filter(Instrument::tradeable)
			.orElseThrow(() -> new RuleViolation("isinCode", "is not a tradeable instrument of " + provider));
		String currency = instrument.currency();
		if (currency == null) {
			throw new RuleViolation("isinCode", "has no currency at " + provider + " and cannot be ordered");
		}
		return new Tradable(instrument, currency,
				support.find(tenantId, provider, isinCode).orElse(OrderSupportRules.PLAIN));
	}
}
