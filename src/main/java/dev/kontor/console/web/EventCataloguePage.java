package dev.kontor.console.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

import dev.kontor.webhooks.catalogue.EventType;

/** The webhook event catalogue: every type with the parameters its events carry. */
@Controller
class EventCataloguePage {

	@GetMapping("/console/events")
	String catalogue(Model model) {
		model.addAttribute("rows", EventType.values());
		return "console/events";
	}
}
