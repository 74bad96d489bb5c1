package dev.kontor.pricefeed.web;

import java.util.Map;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

import dev.kontor.pricefeed.quotes.IngestUnavailable;
import dev.kontor.shared.web.ErrorBodies;

/** Quotes that could not be stored in time answer 503 with a problem body: the connector sends them again. */
@RestControllerAdvice(assignableTypes = QuoteIngestController.class)
@RequiredArgsConstructor
class QuoteErrors {

	private static final Logger log = LoggerFactory.getLogger(QuoteErrors.class);

	private final ErrorBodies bodies;

	@ExceptionHandler(IngestUnavailable.class)
	ResponseEntity<Object> unavailable(IngestUnavailable ex, HttpServletRequest request) {
		// One line: a slow database makes every connector's request fail alike, and a trace each would flood the log.
		log.warn("Quotes not stored in time on {}: {} ({})", request.getRequestURI(), ex.getMessage(),
				String.valueOf(ex.getCause()));
		return bodies.entity(request.getRequestURI(), HttpStatus.SERVICE_UNAVAILABLE, ex.getMessage(), Map.of(),
				"service-unavailable");
	}
}
