package dev.kontor.pricefeed.demo;

import java.util.Set;

import lombok.RequiredArgsConstructor;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.instruments.InstrumentManagement;
import dev.kontor.pricefeed.ordersupport.OrderSupportManagement;
import dev.kontor.shared.DemoTenantCreated;
import dev.kontor.shared.security.Caller;

/**
 * The {@code demo} profile's price feed data. Instruments and calendars belong to no tenant: they are loaded at
 * start-up into empty tables, before the demo tenant is created (whose order support refers to the instruments).
 * The demo tenant's order support is added in the transaction that creates the tenant, so a restart adds nothing.
 */
@Component
@Profile("demo")
@Order(Ordered.HIGHEST_PRECEDENCE)
@RequiredArgsConstructor
class DemoPriceFeedData implements ApplicationRunner {

	private final DemoSample sample;

	private final InstrumentManagement instruments;

	private final MarketCalendars calendars;

	private final OrderSupportManagement orderSupport;

	@Override
	public void run(ApplicationArguments args) {
		if (instruments.isEmpty()) {
			instruments.upsert(sample.instruments());
		}
		if (calendars.isEmpty()) {
			sample.calendars().forEach(calendars::replace);
		}
	}

	@EventListener
	void on(DemoTenantCreated created) {
		orderSupport.upsert(new Caller(created.tenantId(), "demo", created.userId(), null, Set.of()), sample.orderSupport());
	}
}
