package dev.kontor.console.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ResponseBody;

import dev.kontor.console.dashboard.ActivityPoint;
import dev.kontor.console.dashboard.Dashboard;
import dev.kontor.console.dashboard.DeliveryPoint;
import dev.kontor.console.dashboard.Percentile;

/**
 * The operator's dashboard, with a chart of the orders, executions and deliveries per interval and one of the webhook
 * delivery latency and backlog age, whose scripts read the points as JSON from {@code /console/dashboard/activity}
 * and {@code /console/dashboard/deliveries}.
 */
@Controller
@RequiredArgsConstructor
class DashboardPage {

	private final Dashboard dashboard;

	@GetMapping("/console/dashboard")
	String dashboard(Model model) {
		model.addAttribute("figures", dashboard.figures());
		model.addAttribute("deliveries", dashboard.deliveries());
		model.addAttribute("activity", dashboard.activity().reversed());
		return "console/dashboard";
	}

	/** The orders placed, executions and deliveries per sample interval, oldest first, as the activity chart reads. */
	@GetMapping("/console/dashboard/activity")
	@ResponseBody
	List<ActivityPoint> activity() {
		return dashboard.activity();
	}

	/** The points the chart script draws, oldest first. */
	@GetMapping("/console/dashboard/deliveries")
	@ResponseBody
	List<ChartPoint> deliveries() {
		return dashboard.deliveries().points().stream().map(ChartPoint::of).toList();
	}

	/**
	 * A point as the chart script reads it: the interval's end in epoch milliseconds, the latency percentiles in
	 * milliseconds (null for an interval without deliveries), the backlog age in seconds.
	 */
	record ChartPoint(long time, @Nullable Double p50, @Nullable Double p99, boolean p99Exceeded, double backlogAge) {

		static ChartPoint of(DeliveryPoint point) {
			return new ChartPoint(point.at().toEpochMilli(), millis(point.p50()), millis(point.p99()),
					point.p99() != null && point.p99().exceeded(), point.backlogAge().toMillis() / 1000.0);
		}

		private static @Nullable Double millis(@Nullable Percentile percentile) {
			return percentile == null ? null : percentile.millis();
		}
	}
}
