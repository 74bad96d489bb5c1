package dev.kontor.accounts.statements;

import java.time.Clock;
import java.time.YearMonth;
import java.time.ZoneOffset;

import lombok.RequiredArgsConstructor;

import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;

import dev.kontor.shared.DemoTenantCreated;

/**
 * The {@code demo} profile's statements: once the demo tenant's accounts are committed, each gets an interim
 * statement of the month running, so that a newcomer finds a statement to open at once (the monthly run adds the
 * whole month after its end).
 */
@Component
@Profile("demo")
@RequiredArgsConstructor
class DemoStatements {

	private final MonthlyStatements monthly;

	private final Clock clock;

	@TransactionalEventListener(fallbackExecution = true)
	void on(DemoTenantCreated created) {
		monthly.issueNow(YearMonth.now(clock.withZone(ZoneOffset.UTC)), created.tenantId());
	}
}
