package dev.kontor.shared.idempotency;

import java.time.Duration;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import dev.kontor.shared.web.ErrorBodies;

/** Answers {@link KeyInUse} with 409 in the style of the addressed API, and {@code Retry-After}. */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
@RequiredArgsConstructor
class KeyInUseHandler {

	private final ErrorBodies bodies;

	@ExceptionHandler(KeyInUse.class)
	ResponseEntity<Object> keyInUse(KeyInUse ex, HttpServletRequest request) {
		return bodies.entity(request.getRequestURI(), HttpStatus.CONFLICT, ex.getMessage(), Map.of(),
				ex.getClass().getSimpleName(), Duration.ofSeconds(KeyInUse.RETRY_AFTER_SECONDS));
	}
}
