package dev.kontor.console.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

import dev.kontor.console.dashboard.Dashboard;

/** The operator's dashboard. */
@Controller
class DashboardPage {

	private final Dashboard dashboard;

	DashboardPage(Dashboard dashboard) {
		this.dashboard = dashboard;
	}

	@GetMapping("/console/dashboard")
	String dashboard(Model model) {
		model.addAttribute("figures", dashboard.figures());
		return "console/dashboard";
	}
}
