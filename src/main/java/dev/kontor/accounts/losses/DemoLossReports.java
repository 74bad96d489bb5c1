package dev.kontor.accounts.losses;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

import dev.kontor.shared.DemoTenantCreated;

/**
 * The {@code demo} profile's loss threshold reports: when the demo tenant is new, its portfolios are valued for each
 * weekday of the week before, once the quote simulator has filled that week with prices (in which the demo market
 * falls by about two fifths), so that the demo clients have a loss threshold report from the first start on.
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoLossReports {

	static final int DAYS_VALUED = 7;

	private static final Logger log = LoggerFactory.getLogger(DemoLossReports.class);

	private final LossThresholdRuns runs;

	private final Clock clock;

	private volatile @Nullable UUID newDemoTenant;

	@EventListener
	void on(DemoTenantCreated created) {
		newDemoTenant = created.tenantId();
	}

	/** After the quote simulator's own start-up work ({@code Ordered.HIGHEST_PRECEDENCE}), which fills the week. */
	@EventListener(ApplicationReadyEvent.class)
	@Order(Ordered.LOWEST_PRECEDENCE)
	void valueTheWeekBefore() {
		UUID tenantId = newDemoTenant;
		if (tenantId == null) {
			return;
		}
		LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
		int reports = 0;
		for (LocalDate day = today.minusDays(DAYS_VALUED); day.isBefore(today); day = day.plusDays(1)) {
			if (day.getDayOfWeek() != DayOfWeek.SATURDAY && day.getDayOfWeek() != DayOfWeek.SUNDAY) {
				reports += runs.run(day, tenantId).reportsIssued();
			}
		}
		log.info("Demo loss threshold reports: the week before valued, {} reports issued", reports);
	}
}
