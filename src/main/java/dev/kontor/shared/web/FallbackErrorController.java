package dev.kontor.shared.web;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseBody;

/**
 * Answers whatever reached the servlet container's error page (errors raised outside Spring MVC, such as a
 * rejected authorization request) in the platform's own body: a page for browsers, the API's error body for
 * everyone else. Never the framework's default body, never a stack trace.
 */
@Controller
@RequiredArgsConstructor
class FallbackErrorController implements ErrorController {

	private final ErrorBodies bodies;

	private final WebSettings settings;

	@RequestMapping(value = "/error", produces = MediaType.TEXT_HTML_VALUE)
	String page(HttpServletRequest request, Model model) {
		HttpStatus status = statusOf(request);
		model.addAttribute("status", status.value());
		model.addAttribute("reason", status.getReasonPhrase());
		model.addAttribute("message", browserMessage(request, status));
		return "error";
	}

	@RequestMapping("/error")
	@ResponseBody
	ResponseEntity<Object> body(HttpServletRequest request) {
		HttpStatus status = statusOf(request);
		Object uri = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
		String path = uri == null ? request.getRequestURI() : uri.toString();
		if (request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof Throwable failure
				&& UnexpectedFailures.isDatabaseUnavailable(failure)) {
			return bodies.unavailable(path, settings.unavailableRetryAfter());
		}
		return bodies.entity(path, status, status.is5xxServerError() ? "An unexpected error occurred"
				: status.getReasonPhrase(), Map.of(), status.name());
	}

	private static HttpStatus statusOf(HttpServletRequest request) {
		Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
		HttpStatus status = code instanceof Integer value ? HttpStatus.resolve(value) : null;
		return status == null ? HttpStatus.INTERNAL_SERVER_ERROR : status;
	}

	private static String browserMessage(HttpServletRequest request, HttpStatus status) {
		if (status.is5xxServerError()) {
			return "Something went wrong on our side. Please try again later.";
		}
		Object message = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
		String text = message == null ? "" : message.toString();
		// The authorization endpoint reports an invalid request as "[error_code] description".
		return text.isBlank() ? "The request could not be processed." : text;
	}
}
