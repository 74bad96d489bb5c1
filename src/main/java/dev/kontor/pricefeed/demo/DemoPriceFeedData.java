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
import dev.kontor.shared.jdbc.StartupLocks;
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

	/** Instances started at the same moment load the sample one at a time: the first loads, the others find it. */
	private static final String SEEDING = "demo-price-feed-data";

	private final DemoSample sample;

	private final InstrumentManagement instruments;

	private final MarketCalendars calendars;

	private final OrderSupportManagement orderSupport;

	private final StartupLocks startupLocks;

	@Override
	public void run(ApplicationArguments args) {
		startupLocks.holding(SEEDING, () -> {
			if (instruments.isEmpty()) {
				instruments.upsert(sample.instruments());
			}
			if (calendars.isEmpty()) {
				sample.calendars().forEach(calendars::replace);
			}
		});
	}

	@EventListener
	void on(DemoTenantCreated created) {
		orderSupport.upsert(new Caller(created.tenantId(), "demo", created.userId(), null, Set.of()), sample.orderSupport());
	}
}
