package dev.kontor.console.dashboard;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.spring6.SpringTemplateEngine;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;
import org.thymeleaf.web.servlet.JakartaServletWebApplication;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockServletContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dashboard's template as the console renders it, for what the browser test cannot bring about: a late
 * backlog raises an alert the page announces, and a page without samples says so.
 */
class DashboardTemplateTest {

	private static final Duration ALERT = Duration.ofSeconds(60);

	private final SpringTemplateEngine templates = engine();

	@Test
	void announcesALateBacklogAsAnAlert() {
		String page = render(figures(Duration.ofMillis(95_400)), trend());

		assertThat(page).containsPattern("<p id=\"backlog-alert\" class=\"alert error\" role=\"alert\">"
				+ "Webhook deliveries are late: the oldest due delivery has waited 95 s \\(alert at 60 s\\)</p>");
		assertThat(page).contains("<dd id=\"backlog-age\">95 s</dd>");
	}

	@Test
	void showsNoAlertWhileTheBacklogIsOnTime() {
		String page = render(figures(ALERT), trend());

		assertThat(page).doesNotContain("backlog-alert", "role=\"alert\"").contains("<dd id=\"backlog-age\">60 s</dd>");
	}

	@Test
	void describesTheChartAndListsTheSameIntervalsInATable() {
		String page = render(figures(Duration.ZERO), trend());

		assertThat(page).contains("<dd id=\"delivery-latency-p99\">12 ms</dd>", "role=\"img\"",
				"aria-label=\"Line chart of the last 30 minutes, one point per sample interval: delivery latency p50 "
						+ "and p99 (highest p99 12 ms) and the age of the oldest waiting delivery (highest 3 s); the "
						+ "table below lists the same values\"",
				"data-points=\"/console/dashboard/deliveries\"", "<caption id=\"delivery-intervals-caption\">",
				"<th scope=\"col\">Interval ending (UTC)</th>",
				"<th scope=\"row\"><time datetime=\"2026-11-25T10:00:10Z\">10:00:10</time></th>",
				"<td class=\"number\">12 ms</td>",
				"<td class=\"number\">none</td>", "<td class=\"number\">not known</td>",
				"<script src=\"/webjars/echarts/dist/echarts.min.js\"></script>",
				"<script src=\"/js/dashboard-chart.js\"></script>");
	}

	@Test
	void saysSoBeforeTheFirstSample() {
		String page = render(new DashboardFigures(0, 0, 0, 0, null,
				new DashboardFigures.Backlog(Duration.ZERO, ALERT),
				new DashboardFigures.TokenFigures(0, 0), new DashboardFigures.OrderFigures(0, 0, 0, 0)),
				new DeliveryTrend(List.of()));

		assertThat(page).contains("<dd id=\"delivery-latency-p99\">none</dd>", "No samples yet.")
			.doesNotContain("<table");
	}

	@Test
	void listsTheOrdersExecutionsAndDeliveriesPerIntervalBesideTheirChart() {
		Instant end = Instant.parse("2026-11-25T10:00:20Z");
		String page = render(figures(Duration.ZERO), trend(),
				List.of(new ActivityPoint(end, 7, 5, 12), new ActivityPoint(end.minusSeconds(10), 0, 0, 1)));

		assertThat(page).contains("data-points=\"/console/dashboard/activity\"",
				"<caption id=\"activity-intervals-caption\">",
				"<th scope=\"row\"><time datetime=\"2026-11-25T10:00:20Z\">10:00:20</time></th>",
				"<td class=\"number\">7</td>", "<td class=\"number\">12</td>",
				"<script src=\"/js/activity-chart.js\"></script>");
	}

	private String render(DashboardFigures figures, DeliveryTrend deliveries) {
		return render(figures, deliveries, List.of());
	}

	private String render(DashboardFigures figures, DeliveryTrend deliveries, List<ActivityPoint> activity) {
		MockServletContext servletContext = new MockServletContext();
		MockHttpServletRequest request = new MockHttpServletRequest(servletContext, "GET", "/console/dashboard");
		WebContext context = new WebContext(JakartaServletWebApplication.buildApplication(servletContext)
			.buildExchange(request, new MockHttpServletResponse()), Locale.ROOT);
		context.setVariables(Map.of("figures", figures, "deliveries", deliveries, "activity", activity, "currentPath",
				"/console/dashboard"));
		return templates.process("console/dashboard", context);
	}

	private static DashboardFigures figures(Duration backlogAge) {
		return new DashboardFigures(0, 0, 0, 0, new Percentile(Duration.ofMillis(12), false),
				new DashboardFigures.Backlog(backlogAge, ALERT),
				new DashboardFigures.TokenFigures(0, 0), new DashboardFigures.OrderFigures(0, 0, 0, 0));
	}

	private static DeliveryTrend trend() {
		Instant start = Instant.parse("2026-11-25T10:00:00Z");
		Percentile p50 = new Percentile(Duration.ofMillis(8), false);
		Percentile p99 = new Percentile(Duration.ofMillis(12), false);
		return new DeliveryTrend(List.of(new DeliveryPoint(start, null, null, null, Duration.ZERO),
				new DeliveryPoint(start.plusSeconds(10), 3L, p50, p99, Duration.ofSeconds(3)),
				new DeliveryPoint(start.plusSeconds(20), 0L, null, null, Duration.ZERO)));
	}

	private static SpringTemplateEngine engine() {
		ClassLoaderTemplateResolver resolver = new ClassLoaderTemplateResolver();
		resolver.setPrefix("templates/");
		resolver.setSuffix(".html");
		SpringTemplateEngine engine = new SpringTemplateEngine();
		engine.setTemplateResolver(resolver);
		return engine;
	}
}
