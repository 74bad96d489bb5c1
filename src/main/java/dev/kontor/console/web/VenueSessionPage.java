package dev.kontor.console.web;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.orders.VenueSession;

/**
 * The FIX venue's session as this instance sees it, and a reconnect. While the orders go to the simulated venue
 * there is no session: the page says so.
 */
@Controller
@RequestMapping(VenueSessionPage.PATH)
class VenueSessionPage {

	static final String PATH = "/console/fix-session";

	private final ObjectProvider<VenueSession> session;

	VenueSessionPage(ObjectProvider<VenueSession> session) {
		this.session = session;
	}

	@GetMapping
	String show(Model model) {
		VenueSession running = session.getIfAvailable();
		model.addAttribute("fixSession", running == null ? null : running.view());
		return "console/fix-session";
	}

	@PostMapping("/reconnect")
	String reconnect(RedirectAttributes redirect) {
		VenueSession running = session.getIfAvailable();
		if (running == null) {
			redirect.addFlashAttribute("notice",
					"The orders go to the simulated venue: there is no session to reconnect.");
		}
		else {
			running.reconnect();
			redirect.addFlashAttribute("notice", "Logged out of the venue: the session logs on again within the "
					+ "reconnect interval. Reload the page to see it connected.");
		}
		return "redirect:" + PATH;
	}
}
