package dev.kontor.shared.web;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.ConstraintViolationException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.jspecify.annotations.Nullable;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.validation.BindException;
import org.springframework.validation.FieldError;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingPathVariableException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.context.request.async.AsyncRequestNotUsableException;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

import dev.kontor.shared.Conflict;
import dev.kontor.shared.Gone;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TooLarge;
import dev.kontor.shared.TooManyRequests;

/**
 * Maps the platform's domain exceptions and Spring MVC's input errors to the error body of the addressed API.
 * Anything unexpected answers 500 with a generic detail and an error id, and is logged by {@link UnexpectedFailures};
 * no internal message or Java type leaves the process.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
@RequiredArgsConstructor
class ApiExceptionHandler {

	private static final String INVALID_INPUT = "invalid-input";

	private static final String UNREADABLE = "unreadable-body";

	private static final String TOO_LARGE = "content-too-large";

	private final ErrorBodies bodies;

	private final SecurityErrorHandlers securityErrors;

	private final UnexpectedFailures failures;

	private final WebSettings settings;

	@ExceptionHandler(NotFound.class)
	ResponseEntity<Object> notFound(NotFound ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_FOUND, ex.getMessage(), Map.of(), "not-found");
	}

	@ExceptionHandler(Conflict.class)
	ResponseEntity<Object> conflict(Conflict ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONFLICT, ex.getMessage(), Map.of(), "conflict");
	}

	/**
	 * The client left in the middle of a streamed answer (an event stream): nothing can be written to it, and nothing
	 * went wrong.
	 */
	@ExceptionHandler(AsyncRequestNotUsableException.class)
	void clientLeft() {
		// the answer ends here
	}

	@ExceptionHandler(Gone.class)
	ResponseEntity<Object> gone(Gone ex, HttpServletRequest request) {
		return answer(request, HttpStatus.GONE, ex.getMessage(), Map.of(), "gone");
	}

	@ExceptionHandler(PreconditionFailed.class)
	ResponseEntity<Object> preconditionFailed(PreconditionFailed ex, HttpServletRequest request) {
		return answer(request, HttpStatus.PRECONDITION_FAILED, ex.getMessage(), Map.of(), "precondition-failed");
	}

	/** A row lock not granted in time (H2 waits 10 s): the request met another one changing the same records. */
	@ExceptionHandler(PessimisticLockingFailureException.class)
	ResponseEntity<Object> lockNotGranted(PessimisticLockingFailureException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONFLICT, "Another request is changing the same records; send it again",
				Map.of(), "conflict");
	}

	@ExceptionHandler(RuleViolation.class)
	ResponseEntity<Object> ruleViolation(RuleViolation ex, HttpServletRequest request) {
		return answer(request, HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage(), ex.errors(), "rule-violation");
	}

	@ExceptionHandler(InvalidInput.class)
	ResponseEntity<Object> invalidInput(InvalidInput ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST, ex.getMessage(), ex.errors(), INVALID_INPUT);
	}

	@ExceptionHandler(BindException.class)
	ResponseEntity<Object> invalidBody(BindException ex, HttpServletRequest request) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		for (FieldError error : ex.getFieldErrors()) {
			errors.computeIfAbsent(error.getField(), field -> new ArrayList<>())
				.add(String.valueOf(error.getDefaultMessage()));
		}
		ex.getGlobalErrors()
			.forEach(error -> errors.computeIfAbsent(error.getObjectName(), name -> new ArrayList<>())
				.add(String.valueOf(error.getDefaultMessage())));
		return answer(request, HttpStatus.BAD_REQUEST, "One or more fields are invalid", errors, INVALID_INPUT);
	}

	@ExceptionHandler(HandlerMethodValidationException.class)
	ResponseEntity<Object> invalidParameters(HandlerMethodValidationException ex, HttpServletRequest request) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		ex.getParameterValidationResults()
			.forEach(result -> errors.put(result.getMethodParameter().getParameterName(),
					result.getResolvableErrors().stream().map(e -> String.valueOf(e.getDefaultMessage())).toList()));
		return answer(request, HttpStatus.BAD_REQUEST, "One or more parameters are invalid", errors, INVALID_INPUT);
	}

	@ExceptionHandler(ConstraintViolationException.class)
	ResponseEntity<Object> constraintViolation(ConstraintViolationException ex, HttpServletRequest request) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		ex.getConstraintViolations()
			.forEach(violation -> errors
				.computeIfAbsent(lastNode(violation.getPropertyPath().toString()), p -> new ArrayList<>())
				.add(violation.getMessage()));
		return answer(request, HttpStatus.BAD_REQUEST, "One or more values are invalid", errors, INVALID_INPUT);
	}

	@ExceptionHandler(MethodArgumentTypeMismatchException.class)
	ResponseEntity<Object> typeMismatch(MethodArgumentTypeMismatchException ex, HttpServletRequest request) {
		String name = ex.getName();
		return answer(request, HttpStatus.BAD_REQUEST, "Parameter '" + name + "' has an invalid value",
				Map.of(name, List.of("has an invalid value")), INVALID_INPUT);
	}

	/** A multipart body that cannot be parsed, such as one whose content type names no boundary. */
	@ExceptionHandler(MultipartException.class)
	ResponseEntity<Object> unreadableMultipart(MultipartException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST, "The multipart body cannot be read", Map.of(), UNREADABLE);
	}

	/** A query string or form whose percent-encoding does not decode as UTF-8 ({@code ?name=%ED%A0%80}). */
	@ExceptionHandler(InvalidParameterException.class)
	ResponseEntity<Object> undecodableParameters(InvalidParameterException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST,
				"The query string or form is not valid percent-encoded UTF-8", Map.of(), UNREADABLE);
	}

	/** A path variable present but blank after decoding, such as an id that is only spaces ({@code /clients/%20}). */
	@ExceptionHandler(MissingPathVariableException.class)
	ResponseEntity<Object> blankPathVariable(MissingPathVariableException ex, HttpServletRequest request) {
		if (!ex.isMissingAfterConversion()) {
			return unexpected(ex, request);
		}
		String name = ex.getVariableName();
		return answer(request, HttpStatus.BAD_REQUEST, "Path variable '" + name + "' has an invalid value",
				Map.of(name, List.of("has an invalid value")), INVALID_INPUT);
	}

	@ExceptionHandler(MissingServletRequestParameterException.class)
	ResponseEntity<Object> missingParameter(MissingServletRequestParameterException ex,
			HttpServletRequest request) {
		String name = ex.getParameterName();
		return answer(request, HttpStatus.BAD_REQUEST, "Parameter '" + name + "' is required",
				Map.of(name, List.of("is required")), INVALID_INPUT);
	}

	@ExceptionHandler(HttpMessageNotReadableException.class)
	ResponseEntity<Object> unreadable(HttpMessageNotReadableException ex, HttpServletRequest request) {
		if (causedBy(ex, PayloadTooLarge.class)) {
			return answer(request, HttpStatus.CONTENT_TOO_LARGE, "The request body is too large", Map.of(), TOO_LARGE);
		}
		String duplicate = JsonPaths.ofDuplicate(ex);
		if (!duplicate.isEmpty()) {
			return answer(request, HttpStatus.BAD_REQUEST, "Property '" + duplicate + "' is sent more than once",
					Map.of(duplicate, List.of("is sent more than once")), UNREADABLE);
		}
		ServerSetProperties.Sent serverSet = causeOf(ex, ServerSetProperties.Sent.class);
		if (serverSet != null) {
			String enclosing = JsonPaths.of(serverSet);
			String property = enclosing.isEmpty() ? serverSet.property() : enclosing + "." + serverSet.property();
			return answer(request, HttpStatus.BAD_REQUEST, "Property '" + property + "' is set by the server and "
					+ "cannot be sent", Map.of(property, List.of("is set by the server and cannot be sent")), UNREADABLE);
		}
		String field = JsonPaths.of(ex);
		if (!field.isEmpty()) {
			return answer(request, HttpStatus.BAD_REQUEST, "Property '" + field + "' has an invalid value",
					Map.of(field, List.of("has an invalid value")), UNREADABLE);
		}
		return answer(request, HttpStatus.BAD_REQUEST, "The request body is not valid JSON of the expected shape",
				Map.of(), UNREADABLE);
	}

	@ExceptionHandler(TooLarge.class)
	ResponseEntity<Object> contentTooLarge(TooLarge ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONTENT_TOO_LARGE, ex.getMessage(), Map.of(), TOO_LARGE);
	}

	@ExceptionHandler({ PayloadTooLarge.class, MaxUploadSizeExceededException.class })
	ResponseEntity<Object> tooLarge(Exception ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONTENT_TOO_LARGE, "The request body is too large", Map.of(), TOO_LARGE);
	}

	/** A rate limit used up: 429 with the wait until a call is allowed again in {@code Retry-After}. */
	@ExceptionHandler(TooManyRequests.class)
	ResponseEntity<Object> tooManyRequests(TooManyRequests ex, HttpServletRequest request) {
		return bodies.entity(request.getRequestURI(), HttpStatus.TOO_MANY_REQUESTS, ex.getMessage(), Map.of(),
				"too-many-requests", Duration.ofSeconds(ex.retryAfterSeconds()));
	}

	@ExceptionHandler(HttpRequestMethodNotSupportedException.class)
	ResponseEntity<Object> methodNotAllowed(HttpRequestMethodNotSupportedException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.METHOD_NOT_ALLOWED, "Method " + ex.getMethod() + " is not supported here",
				Map.of(), "method-not-allowed");
	}

	@ExceptionHandler(HttpMediaTypeNotSupportedException.class)
	ResponseEntity<Object> unsupportedMediaType(HttpMediaTypeNotSupportedException ex,
			HttpServletRequest request) {
		return answer(request, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Content type is not supported here", Map.of(),
				"unsupported-media-type");
	}

	@ExceptionHandler(HttpMediaTypeNotAcceptableException.class)
	ResponseEntity<Object> notAcceptable(HttpMediaTypeNotAcceptableException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_ACCEPTABLE, "No acceptable representation", Map.of(), "not-acceptable");
	}

	@ExceptionHandler(NoResourceFoundException.class)
	ResponseEntity<Object> noResource(NoResourceFoundException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_FOUND, "No such resource", Map.of(), "not-found");
	}

	@ExceptionHandler(AuthenticationException.class)
	void unauthenticated(AuthenticationException ex, HttpServletRequest request, HttpServletResponse response)
			throws IOException, ServletException {
		securityErrors.commence(request, response, ex);
	}

	@ExceptionHandler(AccessDeniedException.class)
	void accessDenied(AccessDeniedException ex, HttpServletRequest request, HttpServletResponse response)
			throws IOException, ServletException {
		securityErrors.handle(request, response, ex);
	}

	/**
	 * Anything no other handler expected. A database out of reach (down, or no pooled connection within Hikari's
	 * {@code connection-timeout}) is no fault of the request: 503 with {@code Retry-After}, so that callers come back
	 * rather than report a bug. Everything else is a bug: 500 naming an error id that the one log line repeats.
	 */
	@ExceptionHandler(Exception.class)
	ResponseEntity<Object> unexpected(Exception ex, HttpServletRequest request) {
		if (UnexpectedFailures.isDatabaseUnavailable(ex)) {
			failures.logUnavailable(request.getMethod(), request.getRequestURI(), ex);
			return bodies.unavailable(request.getRequestURI(), settings.unavailableRetryAfter());
		}
		UUID errorId = failures.log(request.getMethod(), request.getRequestURI(), ex);
		return answer(request, HttpStatus.INTERNAL_SERVER_ERROR, "An unexpected error occurred; error id " + errorId,
				Map.of(), "internal-error");
	}

	/** {@code kind} is the master data body's {@code exception}: a stable word, never a Java class name. */
	private ResponseEntity<Object> answer(HttpServletRequest request, HttpStatus status, String detail,
			Map<String, List<String>> errors, String kind) {
		return bodies.entity(request.getRequestURI(), status, detail, errors, kind);
	}

	private static String lastNode(String propertyPath) {
		int dot = propertyPath.lastIndexOf('.');
		return dot < 0 ? propertyPath : propertyPath.substring(dot + 1);
	}

	private static boolean causedBy(Throwable ex, Class<? extends Throwable> type) {
		return causeOf(ex, type) != null;
	}

	private static <T extends Throwable> @Nullable T causeOf(Throwable ex, Class<T> type) {
		for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
			if (type.isInstance(cause)) {
				return type.cast(cause);
			}
		}
		return null;
	}
}
