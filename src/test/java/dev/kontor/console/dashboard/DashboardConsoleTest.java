package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The dashboard's webhook delivery latency in headless Chromium, after deliveries to a receiver that answers after
 * 150 ms: the figure of the last minute, the chart and the table of the sample intervals, and no alert while the
 * backlog is on time. The page passes axe-core and reads at 320 px without scrolling sideways.
 */
@DisabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "scripts and layout of pages rendered over both databases elsewhere: once, against H2")
class DashboardConsoleTest extends HttpTest {

	private static final int EVENTS = 5;

	@Autowired
	Dashboard dashboard;

	@Autowired
	MeterRegistry meters;

	private final WebhookReceiver receiver = new WebhookReceiver().delay(Duration.ofMillis(150));

	@AfterEach
	void stop() {
		receiver.close();
	}

	@Test
	void chartsAndListsTheLatencyOfTheDeliveriesOfEachInterval() {
		UUID tenantId = platform.newTenant();
		Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
				Map.of("tenantId", tenantId, "url", receiver.url()));
		assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
		Timer latency = meters.find(Dashboard.DELIVERY_LATENCY).timer();
		long before = latency.count();
		dashboard.sample();
		for (int i = 0; i < EVENTS; i++) {
			publish(tenantId);
		}
		await().atMost(Duration.ofSeconds(30)).until(() -> latency.count() >= before + EVENTS);
		dashboard.sample();

		try (ConsoleBrowser browser = ConsoleBrowser.start(BASE_URL)
			.signIn(platform.newUser(platform.operatorTenantId(), "operator"))) {
			browser.open("/console/dashboard");

			// Deliveries of other tests of this application in the last minute count too; a retried one reads "over 30 s".
			assertThat(millis(browser.text(By.id("delivery-latency-p99"))))
				.as("at least the receiver's 150 ms, less a bucket")
				.isBetween(100.0, 30_000.0);
			browser.screenshot("dashboard");
			WebElement chart = browser.find(By.id("delivery-chart"));
			assertThat(chart.getAttribute("role")).isEqualTo("img");
			assertThat(chart.getAttribute("aria-label")).contains("delivery latency p50 and p99", "highest p99");
			@SuppressWarnings("unchecked")
			List<Number> drawn = (List<Number>) browser.waiting().until(driver -> browser.driver().executeScript("""
					const chart = echarts.getInstanceByDom(document.getElementById('delivery-chart'));
					return chart ? chart.getOption().series[1].data.map(point => point[1]).filter(v => v !== null) : null;
					"""));
			assertThat(drawn).as("p99 points the chart drew")
				.anySatisfy(p99 -> assertThat(p99.doubleValue()).isGreaterThanOrEqualTo(100));
			assertThat(browser.find(By.cssSelector("#activity-chart canvas")).isDisplayed())
				.as("the chart of orders, executions and deliveries per interval")
				.isTrue();

			browser.find(By.cssSelector("details.history summary")).click();
			String table = browser.text(By.id("delivery-intervals"));
			assertThat(table).contains("Webhook delivery per sample interval", "Latency p99", "Oldest waiting delivery")
				.containsPattern("\\d+ ms");
			String age = browser.text(By.id("backlog-age"));
			boolean late = Long.parseLong(age.replace(" s", "")) > 60;
			assertThat(browser.driver().findElements(By.id("backlog-alert"))).as("alert with %s waiting", age)
				.hasSize(late ? 1 : 0);
			browser.driver().executeScript("document.getElementById('deliveries-heading').scrollIntoView();");
			browser.assertAccessible().screenshot("dashboard-deliveries");

			browser.driver().manage().window().setSize(new Dimension(320, 800));
			browser.open("/console/dashboard");
			browser.find(By.cssSelector("#delivery-chart canvas"));
			browser.find(By.cssSelector("details.history summary")).click();
			Object overflow = browser.driver()
				.executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
			assertThat(((Number) overflow).intValue()).as("scrolls sideways at 320 px").isLessThanOrEqualTo(0);
			browser.assertAccessible().screenshot("dashboard-deliveries-320");
		}
	}

	private void publish(UUID tenantId) {
		Http.Response accepted = http.postJson("/admin/v1/events", platform.adminToken(), Map.of("tenantId", tenantId,
				"type", "CorporateActionMetadata", "parameters", Map.of("corporateActionId", "ca-dashboard")));
		assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
	}

	/** A latency as the page shows it, in milliseconds; "over 30 s", past the histogram's last bucket, as 30 s. */
	private static double millis(String text) {
		assertThat(text).matches("(over )?[0-9.]+ (ms|s)");
		String figure = text.replaceFirst("^over ", "");
		double value = Double.parseDouble(figure.substring(0, figure.indexOf(' ')));
		return figure.endsWith(" ms") ? value : value * 1000;
	}
}
