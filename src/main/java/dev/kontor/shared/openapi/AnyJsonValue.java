package dev.kontor.shared.openapi;

import java.util.Map;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;

/**
 * A JSON value of any type (master data field values, held as Jackson's {@code JsonNode}): a schema without a type.
 * springdoc types the schema it is given {@code object} where it stands for the values of a map, so the type is
 * taken off again once the document is built.
 */
final class AnyJsonValue {

	static final String DESCRIPTION = "Any JSON value";

	private AnyJsonValue() {
	}

	static Schema<?> schema() {
		return new Schema<>().description(DESCRIPTION);
	}

	static void untype(OpenAPI openApi) {
		if (openApi.getComponents() != null && openApi.getComponents().getSchemas() != null) {
			openApi.getComponents().getSchemas().values().forEach(schema -> untype(schema, 0));
		}
	}

	private static void untype(Schema<?> schema, int depth) {
		if (depth > 20) {
			return;
		}
		if (DESCRIPTION.equals(schema.getDescription())) {
			schema.setType(null);
			schema.setTypes(null);
		}
		Map<String, Schema> properties = schema.getProperties();
		if (properties != null) {
			properties.values().forEach(property -> untype(property, depth + 1));
		}
		if (schema.getItems() != null) {
			untype(schema.getItems(), depth + 1);
		}
		if (schema.getAdditionalProperties() instanceof Schema<?> values) {
			untype(values, depth + 1);
		}
	}
}
