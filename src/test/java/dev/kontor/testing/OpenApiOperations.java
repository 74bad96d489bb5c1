package dev.kontor.testing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The operations of an OpenAPI document, with their path and query parameters and JSON body, and a plausible value
 * for each: a request built from those values reaches the operation's own checks, so that one malformed value at a
 * time tests how the operation reads that value.
 */
public final class OpenApiOperations {

	public record Parameter(String name, String in, JsonNode schema) {
	}

	public record Operation(String method, String path, List<Parameter> parameters, @Nullable JsonNode bodySchema) {

		@Override
		public String toString() {
			return method + " " + path;
		}
	}

	private final JsonNode document;

	public OpenApiOperations(JsonNode document) {
		this.document = document;
	}

	public List<Operation> all() {
		List<Operation> operations = new ArrayList<>();
		for (Map.Entry<String, JsonNode> path : document.get("paths").properties()) {
			for (Map.Entry<String, JsonNode> method : path.getValue().properties()) {
				JsonNode operation = method.getValue();
				List<Parameter> parameters = new ArrayList<>();
				for (JsonNode parameter : operation.path("parameters")) {
					String in = parameter.path("in").asString();
					if (in.equals("path") || in.equals("query")) {
						parameters.add(new Parameter(parameter.get("name").asString(), in,
								resolve(parameter.path("schema"))));
					}
				}
				JsonNode body = operation.path("requestBody").path("content").path("application/json").path("schema");
				operations.add(new Operation(method.getKey().toUpperCase(), path.getKey(), parameters,
						body.isMissingNode() ? null : resolve(body)));
			}
		}
		return operations;
	}

	/** The schema itself, or the one its {@code $ref} names. */
	public JsonNode resolve(JsonNode schema) {
		JsonNode resolved = schema;
		for (int depth = 0; resolved.has("$ref") && depth < 10; depth++) {
			String name = resolved.get("$ref").asString().substring("#/components/schemas/".length());
			resolved = document.path("components").path("schemas").path(name);
		}
		return resolved;
	}

	/** The properties of an object schema, or of the items of an array of objects. */
	public Map<String, JsonNode> properties(JsonNode schema) {
		JsonNode object = "array".equals(typeOf(schema)) ? resolve(schema.path("items")) : schema;
		Map<String, JsonNode> properties = new LinkedHashMap<>();
		for (Map.Entry<String, JsonNode> property : object.path("properties").properties()) {
			properties.put(property.getKey(), resolve(property.getValue()));
		}
		return properties;
	}

	/** A plausible value of a parameter, as text; {@code known} names values to use for parameters by name. */
	public String plausibleText(String name, JsonNode schema, Map<String, String> known) {
		if (known.containsKey(name)) {
			return known.get(name);
		}
		Object value = plausible(name, schema, 0);
		return String.valueOf(value instanceof List<?> list && !list.isEmpty() ? list.get(0) : value);
	}

	/** A plausible value of a schema, for a JSON body. */
	public Object plausible(String name, JsonNode schema, int depth) {
		JsonNode resolved = resolve(schema);
		if (resolved.has("enum")) {
			return resolved.get("enum").get(0).isString() ? resolved.get("enum").get(0).asString() : "text";
		}
		String type = typeOf(resolved);
		String format = resolved.path("format").asString("");
		return switch (type) {
			case "integer" -> 1;
			case "number" -> 10;
			case "boolean" -> true;
			case "array" -> depth > 3 ? List.of() : List.of(plausible(name, resolved.path("items"), depth + 1));
			case "object" -> depth > 3 ? Map.of() : object(resolved, depth);
			default -> text(name, format);
		};
	}

	/** The type of a schema; OpenAPI 3.1 writes a nullable one as {@code ["string", "null"]}. */
	public static String typeOf(JsonNode schema) {
		JsonNode type = schema.path("type");
		if (type.isArray()) {
			for (JsonNode one : type) {
				if (!"null".equals(one.asString())) {
					return one.asString();
				}
			}
			return "";
		}
		return type.isString() ? type.asString() : "";
	}

	private Map<String, Object> object(JsonNode schema, int depth) {
		Map<String, Object> object = new LinkedHashMap<>();
		Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").properties().iterator();
		while (properties.hasNext()) {
			Map.Entry<String, JsonNode> property = properties.next();
			object.put(property.getKey(), plausible(property.getKey(), property.getValue(), depth + 1));
		}
		return object;
	}

	private static String text(String name, String format) {
		String lower = name.toLowerCase();
		if (format.equals("uuid") || lower.endsWith("id") && !lower.contains("isin")) {
			return UUID.randomUUID().toString();
		}
		if (format.equals("date-time")) {
			return "2026-01-02T10:00:00Z";
		}
		if (format.equals("date") || lower.contains("date")) {
			return "2026-01-02";
		}
		if (lower.contains("isin")) {
			return "DE0007164600";
		}
		if (lower.contains("currency")) {
			return "EUR";
		}
		if (lower.contains("country")) {
			return "DEU";
		}
		if (lower.equals("mic")) {
			return "XETR";
		}
		if (lower.contains("url")) {
			return "https://example.com/hook";
		}
		return "text";
	}
}
