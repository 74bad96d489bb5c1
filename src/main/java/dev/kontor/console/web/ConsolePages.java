package dev.kontor.console.web;

import org.springframework.http.HttpStatus;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;

import dev.kontor.console.SignedInUser;

/** The console's start page and the pages of refused access. */
@Controller
class ConsolePages {

	/**
	 * Operators start at the dashboard, the back office at the search of client records, AML officers at the welcome
	 * page.
	 */
	@GetMapping("/console")
	String home(@AuthenticationPrincipal SignedInUser user) {
		if (user.isOperator()) {
			return "redirect:/console/dashboard";
		}
		return user.seesBackOffice() ? "redirect:/console/clients" : "console/home";
	}

	/**
	 * Any other path of the console: the 404 page in the console's look. Less specific than every other mapping, so
	 * that it answers only what no page does.
	 */
	@RequestMapping("/console/**")
	@ResponseStatus(HttpStatus.NOT_FOUND)
	String notFound() {
		return "console/not-found";
	}

	/** Where a refused request is forwarded, whatever its method (a CSRF refusal is one). */
	@RequestMapping("/console/forbidden")
	@ResponseStatus(HttpStatus.FORBIDDEN)
	String forbidden() {
		return "console/forbidden";
	}

	@GetMapping("/console/sign-in-failed")
	@ResponseStatus(HttpStatus.UNAUTHORIZED)
	String signInFailed() {
		return "console/sign-in-failed";
	}
}
