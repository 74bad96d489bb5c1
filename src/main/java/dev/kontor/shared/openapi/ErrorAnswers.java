package dev.kontor.shared.openapi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SequencedMap;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;

import org.springframework.http.HttpHeaders;

import dev.kontor.shared.web.ErrorStyle;

/**
 * Every operation's error answers, derived from what the operation takes, so that a new operation is documented
 * with the errors the platform's one exception handler, security handlers and filters give it: 400 where it reads
 * a parameter or a body, 401 and 403 where it needs a token, 404 where its path names a record, 409 and 422 where
 * it changes something (a state that does not allow the change, a change by another request meanwhile, a rule, an
 * {@code Idempotency-Key} sent again with another body), 412 where it reads {@code If-Match}, 413 and 415 where it
 * reads a body, and 500 and 503 everywhere. An answer an operation declares itself ({@code @ApiResponse(
 * responseCode = "429")}) keeps its description and gets the error body. Bodies are in the style of the API the
 * path belongs to ({@link ErrorStyle}).
 */
final class ErrorAnswers {

	private static final Map<String, String> DESCRIPTIONS = Map.ofEntries(
			Map.entry("400", "A parameter or a property of the body is invalid; `errors` names each"),
			Map.entry("401", "No valid bearer access token (`WWW-Authenticate` says why)"),
			Map.entry("403", "The token lacks a scope the operation needs, or its caller may not act for the record"),
			Map.entry("404", "No such record in the token's tenant"),
			Map.entry("409", "The record's state does not allow the change, or another request changed it meanwhile"),
			Map.entry("412", "If-Match names a version the record is no longer at"),
			Map.entry("413", "The request body is too large"),
			Map.entry("415", "The body's content type is not one the operation reads"),
			Map.entry("422", "A rule refuses the request (`errors` names it), or the Idempotency-Key was sent "
					+ "before with another body"),
			Map.entry("429", "Too many calls; `Retry-After` says in how many seconds to come back"),
			Map.entry("500", "An unexpected failure; the detail names an error id the server's log repeats"),
			Map.entry("503", "The database is out of reach; `Retry-After` says in how many seconds to come back"));

	private ErrorAnswers() {
	}

	static void declare(OpenAPI openApi) {
		ErrorSchemas.all().forEach(openApi.getComponents()::addSchemas);
		if (openApi.getPaths() == null) {
			return;
		}
		openApi.getPaths().forEach((path, item) -> item.readOperationsMap()
			.forEach((method, operation) -> declare(ErrorStyle.forPath(path), path, method, operation)));
	}

	private static void declare(ErrorStyle style, String path, PathItem.HttpMethod method, Operation operation) {
		ApiResponses responses = operation.getResponses() == null ? new ApiResponses() : operation.getResponses();
		SequencedMap<String, ApiResponse> errors = new LinkedHashMap<>();
		responses.forEach((code, response) -> {
			if (code.startsWith("4") || code.startsWith("5")) {
				errors.put(code, response);
			}
		});
		boolean changes = method != PathItem.HttpMethod.GET && method != PathItem.HttpMethod.HEAD;
		boolean readsBody = operation.getRequestBody() != null;
		addIf(errors, "400", readsBody || (operation.getParameters() != null && !operation.getParameters().isEmpty()));
		addIf(errors, "401", operation.getSecurity() != null);
		addIf(errors, "403", operation.getSecurity() != null);
		addIf(errors, "404", path.contains("{"));
		addIf(errors, "409", changes);
		addIf(errors, "412", readsHeader(operation, HttpHeaders.IF_MATCH));
		addIf(errors, "413", readsBody);
		addIf(errors, "415", readsBody);
		addIf(errors, "422", changes);
		addIf(errors, "500", true);
		addIf(errors, "503", true);
		errors.forEach((code, response) -> responses.addApiResponse(code, withBody(style, code, response)));
		operation.setResponses(responses);
	}

	private static void addIf(Map<String, ApiResponse> errors, String code, boolean applies) {
		if (applies) {
			errors.putIfAbsent(code, new ApiResponse().description(DESCRIPTIONS.get(code)));
		}
	}

	private static ApiResponse withBody(ErrorStyle style, String code, ApiResponse response) {
		if (response.getDescription() == null || response.getDescription().isBlank()) {
			response.description(DESCRIPTIONS.getOrDefault(code, "An error"));
		}
		response.content(new Content().addMediaType(ErrorSchemas.mediaTypeOf(style), new MediaType()
			.schema(new Schema<>().$ref("#/components/schemas/" + ErrorSchemas.schemaOf(style)))));
		if (code.equals("429") || code.equals("503")) {
			response.addHeaderObject(HttpHeaders.RETRY_AFTER, new Header()
				.description("Seconds to wait before calling again")
				.schema(new IntegerSchema().format("int32")));
		}
		return response;
	}

	private static boolean readsHeader(Operation operation, String name) {
		return operation.getParameters() != null && operation.getParameters()
			.stream()
			.anyMatch(parameter -> "header".equals(parameter.getIn()) && name.equalsIgnoreCase(parameter.getName()));
	}
}
