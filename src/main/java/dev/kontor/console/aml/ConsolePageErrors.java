package dev.kontor.console.aml;

import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

import dev.kontor.console.SignedInUser;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;

/**
 * The error pages of the officer's and the market pages: a record that is not found in the signed-in user's tenant
 * (or in the market), and an address that names none (a malformed id, an unknown provider or range), answer the
 * console's page with 404 rather than an API problem body; other invalid input answers 400.
 */
@ControllerAdvice(basePackages = { "dev.kontor.console.aml", "dev.kontor.console.market" })
@Order(Ordered.HIGHEST_PRECEDENCE)
class ConsolePageErrors {

	@ExceptionHandler({ NotFound.class, MethodArgumentTypeMismatchException.class })
	String notFound(Exception ex, @AuthenticationPrincipal @Nullable SignedInUser user, Model model,
			HttpServletResponse response) {
		response.setStatus(HttpServletResponse.SC_NOT_FOUND);
		model.addAttribute("user", user);
		model.addAttribute("heading", "Not found");
		model.addAttribute("message", ex instanceof NotFound ? ex.getMessage() : "This address names no record.");
		return "console/error-page";
	}

	@ExceptionHandler(InvalidInput.class)
	String invalid(InvalidInput ex, @AuthenticationPrincipal @Nullable SignedInUser user, Model model,
			HttpServletResponse response) {
		response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
		model.addAttribute("user", user);
		model.addAttribute("heading", "Not a valid request");
		model.addAttribute("message", ex.getMessage());
		return "console/error-page";
	}
}
