package dev.kontor.shared.web;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;

/**
 * Builds every error body the platform sends, in the style of the API the request addressed. Details never carry
 * stack traces or internal messages.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class ErrorBodies {

	static final String ERRORS_PROPERTY = "errors";

	private static final String UNAVAILABLE_DETAIL = "The service is temporarily unavailable; try again later";

	private static final String PROBLEM_TYPE_BASE = "https://kontor.dev/problems/";

	private final Clock clock;

	private final JsonMapper jsonMapper;

	public ResponseEntity<Object> entity(String path, HttpStatus status, String detail,
			Map<String, List<String>> errors, String exception) {
		return switch (ErrorStyle.forPath(path)) {
			case PROBLEM -> ResponseEntity.status(status)
				.contentType(MediaType.APPLICATION_PROBLEM_JSON)
				.body(problem(path, status, detail, errors));
			case MASTER_DATA -> ResponseEntity.status(status)
				.contentType(MediaType.APPLICATION_JSON)
				.body(masterData(status, masterDataMessage(detail, errors), exception));
		};
	}

	/** An error answer that tells the caller when to come back ({@code Retry-After}, in seconds). */
	public ResponseEntity<Object> entity(String path, HttpStatus status, String detail,
			Map<String, List<String>> errors, String exception, Duration retryAfter) {
		ResponseEntity<Object> answer = entity(path, status, detail, errors, exception);
		return ResponseEntity.status(answer.getStatusCode())
			.headers(answer.getHeaders())
			.header(HttpHeaders.RETRY_AFTER, String.valueOf(retryAfter.toSeconds()))
			.body(answer.getBody());
	}

	/** The answer while the database is out of reach: no fault of the request, so 503 asking to come back. */
	ResponseEntity<Object> unavailable(String path, Duration retryAfter) {
		return entity(path, HttpStatus.SERVICE_UNAVAILABLE, UNAVAILABLE_DETAIL, Map.of(), "service-unavailable",
				retryAfter);
	}

	/** Writes the body straight to the response, for filters and security handlers outside Spring MVC. */
	public void write(HttpServletRequest request, HttpServletResponse response, HttpStatus status, String detail,
			String exception) throws IOException {
		write(request, response, status, detail, Map.of(), exception);
	}

	/** Writes the body straight to the response, naming the properties at fault in {@code errors}. */
	void write(HttpServletRequest request, HttpServletResponse response, HttpStatus status, String detail,
			Map<String, List<String>> errors, String exception) throws IOException {
		ResponseEntity<Object> entity = entity(request.getRequestURI(), status, detail, errors, exception);
		response.setStatus(status.value());
		response.setContentType(String.valueOf(entity.getHeaders().getContentType()));
		response.setCharacterEncoding("UTF-8");
		jsonMapper.writeValue(response.getOutputStream(), entity.getBody());
	}

	/** An error body as its content type and JSON text, for Tomcat's error report outside the application. */
	record Rendered(String contentType, String json) {
	}

	Rendered render(String path, HttpStatus status, String detail, String exception) {
		ResponseEntity<Object> entity = entity(path, status, detail, Map.of(), exception);
		return new Rendered(String.valueOf(entity.getHeaders().getContentType()),
				jsonMapper.writeValueAsString(entity.getBody()));
	}

	private static Map<String, Object> problem(String path, HttpStatus status, String detail,
			Map<String, List<String>> errors) {
		Map<String, Object> problem = new LinkedHashMap<>();
		problem.put("type", PROBLEM_TYPE_BASE + slug(status));
		problem.put("title", status.getReasonPhrase());
		problem.put("status", status.value());
		problem.put("detail", detail);
		problem.put("instance", path);
		problem.put(ERRORS_PROPERTY, errors);
		return problem;
	}

	private MasterDataError masterData(HttpStatus status, String detail, String exception) {
		return new MasterDataError(status.name(), Instant.now(clock).toString(), String.valueOf(status.value()),
				detail, status.getReasonPhrase(), kind(exception));
	}

	/**
	 * The kind of failure as the master data body's {@code exception} names it: a stable kebab-case word
	 * ({@code invalid-input}, {@code payload-too-large}), whether the caller wrote it {@code PayloadTooLarge} or
	 * {@code BAD_REQUEST}, so that no Java class name ever reaches a client.
	 */
	static String kind(String exception) {
		String simple = exception.substring(exception.lastIndexOf('.') + 1);
		return simple.replaceAll("([a-z0-9])([A-Z])", "$1-$2").replace('_', '-').toLowerCase(java.util.Locale.ROOT);
	}

	/**
	 * The master data body has no map of properties, so its message names them: each property's messages, prefixed
	 * with the property unless they name it already ({@code "pageNumber: must be at least 1"}).
	 */
	static String masterDataMessage(String detail, Map<String, List<String>> errors) {
		if (errors.isEmpty()) {
			return detail;
		}
		return errors.entrySet()
			.stream()
			.sorted(Map.Entry.comparingByKey())
			.flatMap(entry -> entry.getValue()
				.stream()
				.map(message -> message.startsWith(entry.getKey()) ? message : entry.getKey() + ": " + message))
			.collect(Collectors.joining("; "));
	}

	private static String slug(HttpStatus status) {
		return status.getReasonPhrase().toLowerCase().replace(' ', '-');
	}
}
