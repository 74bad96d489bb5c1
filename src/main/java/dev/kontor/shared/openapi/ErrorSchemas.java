package dev.kontor.shared.openapi;

import java.util.List;
import java.util.Map;

import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MapSchema;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;

import dev.kontor.shared.web.ErrorBodies;
import dev.kontor.shared.web.ErrorStyle;
import dev.kontor.shared.web.MasterDataError;

/**
 * The two error bodies {@link ErrorBodies} writes, as schemas of the document's components: the RFC 7807 problem
 * with its {@code errors} map, and the master data body of document 2 ({@link MasterDataError}). Written out here
 * because {@link ErrorBodies} builds the problem as a map; the tests compare a real error answer with this schema.
 */
final class ErrorSchemas {

	static final String PROBLEM = "ProblemDetails";

	static final String MASTER_DATA_ERROR = "MasterDataError";

	static final String PROBLEM_MEDIA_TYPE = "application/problem+json";

	static final String MASTER_DATA_MEDIA_TYPE = "application/json";

	private ErrorSchemas() {
	}

	static Map<String, Schema<?>> all() {
		return Map.of(PROBLEM, problem(), MASTER_DATA_ERROR, masterData());
	}

	static String schemaOf(ErrorStyle style) {
		return style == ErrorStyle.MASTER_DATA ? MASTER_DATA_ERROR : PROBLEM;
	}

	static String mediaTypeOf(ErrorStyle style) {
		return style == ErrorStyle.MASTER_DATA ? MASTER_DATA_MEDIA_TYPE : PROBLEM_MEDIA_TYPE;
	}

	private static Schema<?> problem() {
		return new ObjectSchema().description("An RFC 7807 problem: what went wrong, never a stack trace")
			.required(List.of("type", "title", "status", "detail", "instance", "errors"))
			.addProperty("type", new StringSchema().format("uri")
				.description("The kind of problem, one per status")
				.example("https://kontor.dev/problems/not-found"))
			.addProperty("title", new StringSchema().description("The status's reason phrase").example("Not Found"))
			.addProperty("status", new IntegerSchema().format("int32").description("The HTTP status").example(404))
			.addProperty("detail", new StringSchema().description("What went wrong, for a human")
				.example("No client record 0190a1b2-0000-7000-8000-000000000001"))
			.addProperty("instance", new StringSchema().description("The path the request addressed")
				.example("/api/v3/clients/0190a1b2-0000-7000-8000-000000000001"))
			.addProperty("errors", new MapSchema()
				.additionalProperties(new ArraySchema().items(new StringSchema()))
				.description("The messages of each property or rule at fault (empty when none is named)")
				.example(Map.of("surname", List.of("must not be blank"))));
	}

	private static Schema<?> masterData() {
		return new ObjectSchema().description("The master data API's error body (document 2)")
			.required(List.of("status", "timestamp", "code", "message", "error", "exception"))
			.addProperty("status", new StringSchema().description("The HTTP status's name").example("NOT_FOUND"))
			.addProperty("timestamp", new StringSchema().format("date-time").example("2026-03-02T09:15:00Z"))
			.addProperty("code", new StringSchema().description("The HTTP status's number, as text").example("404"))
			.addProperty("message", new StringSchema().description("What went wrong, naming the properties at fault")
				.example("No instrument request 42"))
			.addProperty("error", new StringSchema().description("The status's reason phrase").example("Not Found"))
			.addProperty("exception", new StringSchema().description("The kind of failure, a stable kebab-case word")
				.example("not-found"));
	}
}
