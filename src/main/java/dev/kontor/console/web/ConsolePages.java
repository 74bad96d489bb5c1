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

	/** Operators start at the dashboard; AML officers at the welcome page that lists their pages. */
	@GetMapping("/console")
	String home(@AuthenticationPrincipal SignedInUser user) {
		return user.isOperator() ? "redirect:/console/dashboard" : "console/home";
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
