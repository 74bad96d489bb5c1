package dev.kontor.orders.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import dev.kontor.orders.FeeSchedule;
import dev.kontor.orders.OrderSettings;
import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.InstrumentListing;
import dev.kontor.pricefeed.InstrumentSettlement;
import dev.kontor.pricefeed.OrderSupportRules;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.SettlementDaysType;
import dev.kontor.pricefeed.SettlementFor;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.TradingReferenceChanged;
import dev.kontor.shared.RuleViolation;

class OrderMarketTest {

	private static final String ISIN = "DE0005557508";

	private static final UUID TENANT = UUID.randomUUID();

	private final AtomicInteger instrumentReads = new AtomicInteger();

	private final AtomicBoolean tradeable = new AtomicBoolean(true);

	private OrderMarket market(Duration ttl) {
		OrderSettings settings = new OrderSettings(new BigDecimal("0.05"),
				new FeeSchedule(BigDecimal.ONE, new BigDecimal("0.1"), new BigDecimal("2")), ttl);
		return new OrderMarket((provider, isin) -> {
			instrumentReads.incrementAndGet();
			return Optional.of(instrument(tradeable.get()));
		}, (tenant, provider, isin) -> Optional.of(OrderSupportRules.PLAIN), settings);
	}

	private static Instrument instrument(boolean tradeable) {
		return new Instrument("1", ISIN, TradeProvider.ProviderA, "Telekom",
				new InstrumentListing(null, null, null, "EUR", null, null, SecurityType.Stocks, null),
				new InstrumentSettlement(true, 2, SettlementFor.OnValueDate, SettlementDaysType.WorkingDays), null,
				tradeable);
	}

	@Test
	void anInstrumentIsReadOnceWhileRememberedAndAgainOnceThePriceFeedChangesOne() {
		OrderMarket market = market(Duration.ofMinutes(1));
		assertThat(market.of(TENANT, TradeProvider.ProviderA, ISIN).currencyCode()).isEqualTo("EUR");
		market.of(TENANT, TradeProvider.ProviderA, ISIN);
		assertThat(instrumentReads).hasValue(1);

		tradeable.set(false);
		market.on(new TradingReferenceChanged());

		assertThatThrownBy(() -> market.of(TENANT, TradeProvider.ProviderA, ISIN)).isInstanceOf(RuleViolation.class)
			.hasMessageContaining("not a tradeable instrument");
		assertThat(instrumentReads).hasValue(2);
	}

	@Test
	void aRefusalIsNotRemembered() {
		OrderMarket market = market(Duration.ofMinutes(1));
		tradeable.set(false);
		assertThatThrownBy(() -> market.of(TENANT, TradeProvider.ProviderA, ISIN)).isInstanceOf(RuleViolation.class);
		tradeable.set(true);
		assertThat(market.of(TENANT, TradeProvider.ProviderA, ISIN).rules()).isEqualTo(OrderSupportRules.PLAIN);
		assertThat(instrumentReads).hasValue(2);
	}

	@Test
	void aTimeToLiveOfZeroReadsForEveryOrder() {
		OrderMarket market = market(Duration.ZERO);
		market.of(TENANT, TradeProvider.ProviderA, ISIN);
		market.of(TENANT, TradeProvider.ProviderA, ISIN);
		assertThat(instrumentReads).hasValue(2);
	}
}
