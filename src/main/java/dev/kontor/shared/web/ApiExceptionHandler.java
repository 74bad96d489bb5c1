package dev.kontor.shared.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.ConstraintViolationException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.http.HttpHeaders;
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
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.HandlerMethodValidationException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.PreconditionFailed;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TooLarge;
import dev.kontor.shared.TooManyRequests;

/**
 * Maps the platform's domain exceptions and Spring MVC's input errors to the error body of the addressed API.
 * Anything unexpected answers 500 with a generic detail and is logged; no internal message leaves the process.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
class ApiExceptionHandler {

	private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

	private final ErrorBodies bodies;

	private final SecurityErrorHandlers securityErrors;

	ApiExceptionHandler(ErrorBodies bodies, SecurityErrorHandlers securityErrors) {
		this.bodies = bodies;
		this.securityErrors = securityErrors;
	}

	@ExceptionHandler(NotFound.class)
	ResponseEntity<Object> notFound(NotFound ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_FOUND, ex.getMessage(), Map.of(), ex);
	}

	@ExceptionHandler(Conflict.class)
	ResponseEntity<Object> conflict(Conflict ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONFLICT, ex.getMessage(), Map.of(), ex);
	}

	@ExceptionHandler(PreconditionFailed.class)
	ResponseEntity<Object> preconditionFailed(PreconditionFailed ex, HttpServletRequest request) {
		return answer(request, HttpStatus.PRECONDITION_FAILED, ex.getMessage(), Map.of(), ex);
	}

	/** A row lock not granted in time (H2 waits 10 s): the request met another one changing the same records. */
	@ExceptionHandler(PessimisticLockingFailureException.class)
	ResponseEntity<Object> lockNotGranted(PessimisticLockingFailureException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONFLICT, "Another request is changing the same records; send it again",
				Map.of(), ex);
	}

	@ExceptionHandler(RuleViolation.class)
	ResponseEntity<Object> ruleViolation(RuleViolation ex, HttpServletRequest request) {
		return answer(request, HttpStatus.UNPROCESSABLE_CONTENT, ex.getMessage(), ex.errors(), ex);
	}

	@ExceptionHandler(InvalidInput.class)
	ResponseEntity<Object> invalidInput(InvalidInput ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST, ex.getMessage(), ex.errors(), ex);
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
		return answer(request, HttpStatus.BAD_REQUEST, "One or more fields are invalid", errors, ex);
	}

	@ExceptionHandler(HandlerMethodValidationException.class)
	ResponseEntity<Object> invalidParameters(HandlerMethodValidationException ex, HttpServletRequest request) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		ex.getParameterValidationResults()
			.forEach(result -> errors.put(result.getMethodParameter().getParameterName(),
					result.getResolvableErrors().stream().map(e -> String.valueOf(e.getDefaultMessage())).toList()));
		return answer(request, HttpStatus.BAD_REQUEST, "One or more parameters are invalid", errors, ex);
	}

	@ExceptionHandler(ConstraintViolationException.class)
	ResponseEntity<Object> constraintViolation(ConstraintViolationException ex, HttpServletRequest request) {
		Map<String, List<String>> errors = new LinkedHashMap<>();
		ex.getConstraintViolations()
			.forEach(violation -> errors
				.computeIfAbsent(lastNode(violation.getPropertyPath().toString()), p -> new ArrayList<>())
				.add(violation.getMessage()));
		return answer(request, HttpStatus.BAD_REQUEST, "One or more values are invalid", errors, ex);
	}

	@ExceptionHandler(MethodArgumentTypeMismatchException.class)
	ResponseEntity<Object> typeMismatch(MethodArgumentTypeMismatchException ex, HttpServletRequest request) {
		String name = ex.getName();
		return answer(request, HttpStatus.BAD_REQUEST, "Parameter '" + name + "' has an invalid value",
				Map.of(name, List.of("has an invalid value")), ex);
	}

	/** A multipart body that cannot be parsed, such as one whose content type names no boundary. */
	@ExceptionHandler(MultipartException.class)
	ResponseEntity<Object> unreadableMultipart(MultipartException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST, "The multipart body cannot be read", Map.of(), ex);
	}

	/** A query string or form whose percent-encoding does not decode as UTF-8 ({@code ?name=%ED%A0%80}). */
	@ExceptionHandler(InvalidParameterException.class)
	ResponseEntity<Object> undecodableParameters(InvalidParameterException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.BAD_REQUEST,
				"The query string or form is not valid percent-encoded UTF-8", Map.of(), ex);
	}

	/** A path variable present but blank after decoding, such as an id that is only spaces ({@code /clients/%20}). */
	@ExceptionHandler(MissingPathVariableException.class)
	ResponseEntity<Object> blankPathVariable(MissingPathVariableException ex, HttpServletRequest request) {
		if (!ex.isMissingAfterConversion()) {
			return unexpected(ex, request);
		}
		String name = ex.getVariableName();
		return answer(request, HttpStatus.BAD_REQUEST, "Path variable '" + name + "' has an invalid value",
				Map.of(name, List.of("has an invalid value")), ex);
	}

	@ExceptionHandler(MissingServletRequestParameterException.class)
	ResponseEntity<Object> missingParameter(MissingServletRequestParameterException ex,
			HttpServletRequest request) {
		String name = ex.getParameterName();
		return answer(request, HttpStatus.BAD_REQUEST, "Parameter '" + name + "' is required",
				Map.of(name, List.of("is required")), ex);
	}

	@ExceptionHandler(HttpMessageNotReadableException.class)
	ResponseEntity<Object> unreadable(HttpMessageNotReadableException ex, HttpServletRequest request) {
		if (causedBy(ex, PayloadTooLarge.class)) {
			return answer(request, HttpStatus.CONTENT_TOO_LARGE, "The request body is too large", Map.of(), ex);
		}
		String field = fieldOf(ex);
		if (field != null) {
			return answer(request, HttpStatus.BAD_REQUEST, "Property '" + field + "' has an invalid value",
					Map.of(field, List.of("has an invalid value")), ex);
		}
		return answer(request, HttpStatus.BAD_REQUEST, "The request body is not valid JSON of the expected shape",
				Map.of(), ex);
	}

	/**
	 * The property a value of the wrong shape was sent for (an unknown enum constant, a malformed UUID or date), as
	 * {@code owners[2]} or {@code validation.validationDate}; null when the body is not JSON at all.
	 */
	private static @Nullable String fieldOf(HttpMessageNotReadableException ex) {
		for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
			if (cause instanceof JacksonException jackson && !jackson.getPath().isEmpty()) {
				StringBuilder path = new StringBuilder();
				for (JacksonException.Reference reference : jackson.getPath()) {
					if (reference.getPropertyName() != null) {
						path.append(path.isEmpty() ? "" : ".").append(reference.getPropertyName());
					}
					else if (reference.getIndex() >= 0) {
						path.append('[').append(reference.getIndex()).append(']');
					}
				}
				return path.isEmpty() ? null : path.toString();
			}
		}
		return null;
	}

	@ExceptionHandler(TooLarge.class)
	ResponseEntity<Object> contentTooLarge(TooLarge ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONTENT_TOO_LARGE, ex.getMessage(), Map.of(), ex);
	}

	@ExceptionHandler({ PayloadTooLarge.class, MaxUploadSizeExceededException.class })
	ResponseEntity<Object> tooLarge(Exception ex, HttpServletRequest request) {
		return answer(request, HttpStatus.CONTENT_TOO_LARGE, "The request body is too large", Map.of(), ex);
	}

	/** A rate limit used up: 429 with the wait until a call is allowed again in {@code Retry-After}. */
	@ExceptionHandler(TooManyRequests.class)
	ResponseEntity<Object> tooManyRequests(TooManyRequests ex, HttpServletRequest request) {
		ResponseEntity<Object> answer = answer(request, HttpStatus.TOO_MANY_REQUESTS, ex.getMessage(), Map.of(), ex);
		return ResponseEntity.status(answer.getStatusCode())
			.headers(answer.getHeaders())
			.header(HttpHeaders.RETRY_AFTER, String.valueOf(ex.retryAfterSeconds()))
			.body(answer.getBody());
	}

	@ExceptionHandler(HttpRequestMethodNotSupportedException.class)
	ResponseEntity<Object> methodNotAllowed(HttpRequestMethodNotSupportedException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.METHOD_NOT_ALLOWED, "Method " + ex.getMethod() + " is not supported here",
				Map.of(), ex);
	}

	@ExceptionHandler(HttpMediaTypeNotSupportedException.class)
	ResponseEntity<Object> unsupportedMediaType(HttpMediaTypeNotSupportedException ex,
			HttpServletRequest request) {
		return answer(request, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Content type is not supported here", Map.of(),
				ex);
	}

	@ExceptionHandler(HttpMediaTypeNotAcceptableException.class)
	ResponseEntity<Object> notAcceptable(HttpMediaTypeNotAcceptableException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_ACCEPTABLE, "No acceptable representation", Map.of(), ex);
	}

	@ExceptionHandler(NoResourceFoundException.class)
	ResponseEntity<Object> noResource(NoResourceFoundException ex, HttpServletRequest request) {
		return answer(request, HttpStatus.NOT_FOUND, "No such resource", Map.of(), ex);
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

	@ExceptionHandler(Exception.class)
	ResponseEntity<Object> unexpected(Exception ex, HttpServletRequest request) {
		log.error("Unexpected failure on {} {}", request.getMethod(), request.getRequestURI(), ex);
		return bodies.entity(request.getRequestURI(), HttpStatus.INTERNAL_SERVER_ERROR,
				"An unexpected error occurred", Map.of(), "InternalError");
	}

	private ResponseEntity<Object> answer(HttpServletRequest request, HttpStatus status, String detail,
			Map<String, List<String>> errors, Exception ex) {
		return bodies.entity(request.getRequestURI(), status, detail, errors, ex.getClass().getSimpleName());
	}

	private static String lastNode(String propertyPath) {
		int dot = propertyPath.lastIndexOf('.');
		return dot < 0 ? propertyPath : propertyPath.substring(dot + 1);
	}

	private static boolean causedBy(Throwable ex, Class<? extends Throwable> type) {
		for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
			if (type.isInstance(cause)) {
				return true;
			}
		}
		return false;
	}
}
