package dev.kontor.aml.screening.web;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import dev.kontor.aml.screening.ScreeningUnavailable;
import dev.kontor.shared.web.ErrorBodies;

/**
 * A screening provider that cannot answer is no fault of the platform: 503 with a problem body, so that the caller
 * retries later, rather than the 500 of an unexpected failure.
 */
@RestControllerAdvice(assignableTypes = CustomerMonitoringController.class)
@Order(0)
@RequiredArgsConstructor
class ScreeningErrors {

	private static final Logger log = LoggerFactory.getLogger(ScreeningErrors.class);

	private final ErrorBodies bodies;

	@ExceptionHandler(ScreeningUnavailable.class)
	ResponseEntity<Object> unavailable(ScreeningUnavailable ex, HttpServletRequest request) {
		log.warn("Screening provider unavailable on {} {}: {}", request.getMethod(), request.getRequestURI(),
				ex.getMessage());
		return bodies.entity(request.getRequestURI(), HttpStatus.SERVICE_UNAVAILABLE,
				ex.getMessage() + "; nothing was stored, try again later", Map.of(), "ScreeningUnavailable");
	}
}
