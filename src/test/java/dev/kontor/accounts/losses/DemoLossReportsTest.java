package dev.kontor.accounts.losses;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

import dev.kontor.clients.Clients;
import dev.kontor.identity.tenants.Tenants;
import dev.kontor.shared.TenantId;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The demo's loss threshold reports, in the demo context of {@code DemoDataTest} (same settings, so one context):
 * the week before the first start is valued, and as the demo market fell by about two fifths in it, every demo client
 * with a portfolio has a report from the start. A quarter that began within that week starts its period anew, so
 * the test holds only when the week lies in one quarter.
 */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:kontor-demo;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class DemoLossReportsTest {

	private static final List<String> PORTFOLIO_HOLDERS = List.of("demo-erika-mustermann", "demo-jean-dupont",
			"demo-john-doe", "demo-musterfirma");

	@Autowired
	LossReports reports;

	@Autowired
	Tenants tenants;

	@Autowired
	Clients clients;

	@Test
	void everyDemoPortfolioHasALossThresholdReportFromTheStart() {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		assumeTrue(PeriodStart.quarterOf(today.minusDays(DemoLossReports.DAYS_VALUED))
			.equals(PeriodStart.quarterOf(today.minusDays(1))), "the week before lies in two quarters");
		UUID tenantId = tenants.findByName("demo").orElseThrow().id();

		for (String key : PORTFOLIO_HOLDERS) {
			UUID clientId = clients.idOfKey(new TenantId(tenantId), key).orElseThrow().value();
			assertThat(reports.list(tenantId, clientId)).as(key).isNotEmpty();
		}
	}
}
