package dev.kontor.console.web;

import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.validation.BindException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.ModelAndView;

import dev.kontor.console.SignedInUser;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;

/**
 * A refused action of a console page answers a page that says what was wrong, with the status the API would
 * answer (400, 404, 409, 422), never the API's JSON body or a framework page; what names nothing answers the 404
 * page.
 */
@ControllerAdvice(basePackages = "dev.kontor.console")
@Order(Ordered.HIGHEST_PRECEDENCE)
class ConsoleProblems {

	@ExceptionHandler(InvalidInput.class)
	ModelAndView invalid(InvalidInput ex, @Nullable Principal principal) {
		return page(principal, HttpStatus.BAD_REQUEST, "The input is not valid", messages(ex.getMessage(), ex.errors()));
	}

	@ExceptionHandler(RuleViolation.class)
	ModelAndView ruleBroken(RuleViolation ex, @Nullable Principal principal) {
		return page(principal, HttpStatus.UNPROCESSABLE_CONTENT, "Not possible", messages(ex.getMessage(), ex.errors()));
	}

	@ExceptionHandler(NotFound.class)
	ModelAndView notFound(NotFound ex, @Nullable Principal principal) {
		return notFoundPage(principal, ex.getMessage());
	}

	/** An id in the path that is no id at all names nothing, as an unknown id does: the 404 page. */
	@ExceptionHandler(MethodArgumentTypeMismatchException.class)
	ModelAndView mismatched(MethodArgumentTypeMismatchException ex, @Nullable Principal principal) {
		if (ex.getRequiredType() == UUID.class && ex.getParameter().hasParameterAnnotation(PathVariable.class)) {
			return notFoundPage(principal, "No record has this id.");
		}
		return malformed(ex, principal);
	}

	@ExceptionHandler(Conflict.class)
	ModelAndView conflict(Conflict ex, @Nullable Principal principal) {
		return page(principal, HttpStatus.CONFLICT, "Changed meanwhile", List.of(ex.getMessage()));
	}

	@ExceptionHandler(BindException.class)
	ModelAndView unbound(BindException ex, @Nullable Principal principal) {
		List<String> messages = new ArrayList<>();
		ex.getFieldErrors().forEach(error -> messages.add(error.getField() + ": " + error.getDefaultMessage()));
		ex.getGlobalErrors().forEach(error -> messages.add(String.valueOf(error.getDefaultMessage())));
		return page(principal, HttpStatus.BAD_REQUEST, "The input is not valid", messages);
	}

	@ExceptionHandler({ MissingServletRequestParameterException.class, HandlerMethodValidationException.class })
	ModelAndView malformed(Exception ex, @Nullable Principal principal) {
		return page(principal, HttpStatus.BAD_REQUEST, "The input is not valid",
				List.of("A value of the request is missing or malformed."));
	}

	private static List<String> messages(String message, Map<String, List<String>> errors) {
		List<String> messages = new ArrayList<>();
		errors.forEach((field, fieldMessages) -> fieldMessages.forEach(text -> messages.add(field + ": " + text)));
		return messages.isEmpty() ? List.of(message) : messages;
	}

	private static ModelAndView notFoundPage(@Nullable Principal principal, String message) {
		ModelAndView page = page(principal, HttpStatus.NOT_FOUND, "Not found", List.of(message));
		page.setViewName("console/not-found");
		return page;
	}

	private static ModelAndView page(@Nullable Principal principal, HttpStatus status, String title,
			List<String> messages) {
		ModelAndView page = new ModelAndView("console/problem", status);
		page.addObject("currentPath", "");
		if (principal instanceof OAuth2AuthenticationToken token && token.getPrincipal() instanceof SignedInUser user) {
			page.addObject("user", user);
		}
		page.addObject("problemTitle", title);
		page.addObject("messages", messages);
		return page;
	}
}
