package dev.kontor.console.web;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.webhooks.DeliveryLog;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.queue.Attempt;
import dev.kontor.webhooks.queue.Delivery;
import dev.kontor.webhooks.queue.DeliveryStatus;

/** The delivery log: filtered by status, event type, endpoint and event; each delivery with its attempts; resend. */
@Controller
@RequestMapping("/console/webhook-deliveries")
@RequiredArgsConstructor
class WebhookDeliveriesPage {

	/** The newest deliveries shown; narrower filters find older ones. */
	static final int SHOWN = 200;

	private final DeliveryLog log;

	@GetMapping
	String list(@RequestParam(required = false) @Nullable DeliveryStatus status,
			@RequestParam(required = false) @Nullable EventType type,
			@RequestParam(required = false) @Nullable UUID endpointId,
			@RequestParam(required = false) @Nullable UUID eventId, Model model) {
		List<Delivery> found = log.find(eventId, endpointId, type, status, SHOWN);
		Map<UUID, List<Attempt>> attempts = log.attemptsOf(found.stream().map(Delivery::id).toList());
		model.addAttribute("rows", found);
		model.addAttribute("attempts", attempts);
		model.addAttribute("statuses", DeliveryStatus.values());
		model.addAttribute("eventTypes", EventType.values());
		model.addAttribute("status", status);
		model.addAttribute("type", type);
		model.addAttribute("endpointId", endpointId);
		model.addAttribute("eventId", eventId);
		model.addAttribute("shown", SHOWN);
		return "console/webhook-deliveries";
	}

	@PostMapping("/{id}/resend")
	String resend(@PathVariable UUID id, RedirectAttributes redirect) {
		log.resend(id);
		redirect.addFlashAttribute("notice", "Delivery " + id + " is queued again, with the same eventId.");
		redirect.addAttribute("eventId", log.findById(id).map(Delivery::eventId).orElseThrow());
		return "redirect:/console/webhook-deliveries";
	}
}
