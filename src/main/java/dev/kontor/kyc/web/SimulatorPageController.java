package dev.kontor.kyc.web;

import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

import dev.kontor.kyc.KycSession;
import dev.kontor.kyc.simulator.SimulatorDesk;

/**
 * The simulated provider's page for the person (contract section 11): a plain form without script, whose CSRF token
 * Thymeleaf adds. An unknown token or a finished session answers 404 with a page that says so; the person's entries
 * are checked here as a provider's page would, and what was entered wrongly is shown beside its field.
 */
@Controller
@RequiredArgsConstructor
class SimulatorPageController {

	private static final Logger log = LoggerFactory.getLogger(SimulatorPageController.class);

	private static final int MAX_NAME = 200;

	private final SimulatorDesk desk;

	private final Clock clock;

	@GetMapping("/kyc-simulator/{token}")
	ModelAndView page(@PathVariable String token) {
		Optional<KycSession> session = desk.open(token);
		if (session.isEmpty()) {
			return unavailable(HttpStatus.NOT_FOUND);
		}
		desk.started(token);
		return form(token, "", "", "DEU", Map.of(), HttpStatus.OK);
	}

	@PostMapping("/kyc-simulator/{token}")
	ModelAndView decide(@PathVariable String token, @RequestParam(defaultValue = "") String name,
			@RequestParam(defaultValue = "") String dateOfBirth, @RequestParam(defaultValue = "") String nationality,
			@RequestParam(defaultValue = "") String decision) {
		Optional<KycSession> session = desk.open(token);
		if (session.isEmpty()) {
			return unavailable(HttpStatus.NOT_FOUND);
		}
		Map<String, String> errors = new LinkedHashMap<>();
		String enteredName = name.strip();
		if (enteredName.isEmpty() || enteredName.length() > MAX_NAME) {
			errors.put("name", "Enter your full name (at most " + MAX_NAME + " characters).");
		}
		LocalDate birth = date(dateOfBirth);
		if (birth == null || birth.isAfter(LocalDate.now(clock)) || birth.getYear() < 1900) {
			errors.put("dateOfBirth", "Enter your date of birth as year-month-day, for example 1964-08-12.");
		}
		String country = nationality.strip().toUpperCase(Locale.ROOT);
		if (!country.matches("[A-Z]{3}")) {
			errors.put("nationality", "Enter the three-letter code of your nationality, for example DEU.");
		}
		if (!decision.equals("approve") && !decision.equals("decline")) {
			errors.put("decision", "Choose Approve or Decline.");
		}
		if (!errors.isEmpty() || birth == null) {
			return form(token, name, dateOfBirth, nationality, errors, HttpStatus.BAD_REQUEST);
		}
		try {
			URI next = desk.decide(session.get(), token,
					new SimulatorDesk.Decision(enteredName, birth, country, decision.equals("approve")));
			RedirectView redirect = new RedirectView(next.toString());
			redirect.setStatusCode(HttpStatus.SEE_OTHER);
			return new ModelAndView(redirect);
		}
		catch (IOException | SimulatorDesk.CallbackRefused ex) {
			log.warn("The KYC simulator could not report a decision: {}", ex.getMessage());
			return unavailable(HttpStatus.BAD_GATEWAY);
		}
	}

	private static @Nullable LocalDate date(String value) {
		try {
			return LocalDate.parse(value.strip());
		}
		catch (DateTimeParseException ex) {
			return null;
		}
	}

	private static ModelAndView form(String token, String name, String dateOfBirth, String nationality,
			Map<String, String> errors, HttpStatus status) {
		ModelAndView page = new ModelAndView("kyc-simulator/verify");
		page.addObject("token", token);
		page.addObject("name", name);
		page.addObject("dateOfBirth", dateOfBirth);
		page.addObject("nationality", nationality);
		page.addObject("errors", errors);
		page.setStatus(status);
		return page;
	}

	private static ModelAndView unavailable(HttpStatus status) {
		ModelAndView page = new ModelAndView("kyc-simulator/unavailable");
		page.addObject("gateway", status == HttpStatus.BAD_GATEWAY);
		page.setStatus(status);
		return page;
	}
}
