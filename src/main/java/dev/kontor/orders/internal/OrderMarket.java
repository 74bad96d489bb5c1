package dev.kontor.orders.internal;

import java.util.UUID;

import com.github.benmanes.caffeine.cache.Cache;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import dev.kontor.orders.OrderSettings;
import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.OrderSupport;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceChanged;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.jdbc.Forgetting;

/**
 * Whether an instrument may be ordered at all: it must be a tradeable instrument of the provider with a currency;
 * the tenant's order support item (or, without one, plain whole-quantity orders) says how. What it found is
 * remembered for {@code kontor.orders.reference-data-ttl} (two reads fewer per order) and forgotten at once when the
 * price feed changes instruments or order support through this instance; a refusal is not remembered.
 */
@Component
class OrderMarket {

	private final InstrumentCatalogue instruments;

	private final OrderSupport support;

	private final Cache<Key, Tradable> remembered;

	OrderMarket(InstrumentCatalogue instruments, OrderSupport support, OrderSettings settings) {
		this.instruments = instruments;
		this.support = support;
		this.remembered = settings.referenceDataCache(100_000);
	}

	/** The instrument's currency and the tenant's order support rules of it. */
	record Tradable(String currencyCode, OrderSupportRules rules) {
	}

	private record Key(UUID tenantId, TradeProvider provider, String isinCode) {
	}

	Tradable of(UUID tenantId, TradeProvider provider, String isinCode) {
		return remembered.get(new Key(tenantId, provider, isinCode), this::read);
	}

	@EventListener
	void on(TradingReferenceChanged changed) {
		Forgetting.nowAndAtTransactionEnd(remembered::invalidateAll);
	}

	private Tradable read(Key key) {
		Instrument instrument = instruments.find(key.provider(), key.isinCode())
			.filter(Instrument::tradeable)
			.orElseThrow(() -> new RuleViolation("isinCode", "is not a tradeable instrument of " + key.provider()));
		String currency = instrument.listing().currency();
		if (currency == null) {
			throw new RuleViolation("isinCode", "has no currency at " + key.provider() + " and cannot be ordered");
		}
		return new Tradable(currency,
				support.find(key.tenantId(), key.provider(), key.isinCode()).orElse(OrderSupportRules.PLAIN));
	}
}
