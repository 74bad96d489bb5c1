package dev.kontor.shared.openapi;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * An example of every JSON request body, made from its schema: a property's own example where it has one, else the
 * first value of its enum, else a value of its format ({@code uuid}, {@code date}, …), its pattern, its name
 * ({@code isinCode}, {@code iban}, …), its lengths and bounds. A pattern is met with the first of a few known values it matches whole; a body with a pattern none matches
 * gets no example, which {@code OpenApiDocumentTest} notices, so that its property is given an example of its own
 * ({@code @Schema(example = …)}). Spectral checks every example against its schema.
 */
final class RequestExamples {

	private static final String JSON = "application/json";

	private static final int MAX_DEPTH = 6;

	private static final List<String> PATTERNED = List.of("EUR", "DE0007164600", "Open", "0x", "server",
			"client_credentials", "A1", "#1a4f8b", "erika.mustermann", "text");

	private static final Map<String, String> FORMATTED = Map.of("uuid", "0193a4f2-6c1e-7b3d-9a55-2f1e8c4b7d10", "date",
			"2026-03-02", "date-time", "2026-03-02T09:15:00Z", "email", "erika.mustermann@example.com", "uri",
			"https://example.com/kontor", "byte", "S29udG9y");

	/** Values of properties that name what they hold, where the schema says no more than "a string". */
	private static final Map<String, String> NAMED = Map.ofEntries(Map.entry("isinCode", "DE0007164600"),
			Map.entry("iban", "DE89370400440532013000"), Map.entry("bic", "COBADEFFXXX"), Map.entry("currency", "EUR"),
			Map.entry("country", "DE"), Map.entry("countryCode", "DE"), Map.entry("nationality", "DEU"),
			Map.entry("clientOrderId", "order-1042"));

	private final Map<String, Schema> components;

	private RequestExamples(Map<String, Schema> components) {
		this.components = components;
	}

	static void declare(OpenAPI openApi) {
		if (openApi.getPaths() == null || openApi.getComponents() == null
				|| openApi.getComponents().getSchemas() == null) {
			return;
		}
		RequestExamples examples = new RequestExamples(openApi.getComponents().getSchemas());
		openApi.getPaths().values().forEach(item -> item.readOperations().forEach(operation -> {
			if (operation.getRequestBody() != null && operation.getRequestBody().getContent() != null) {
				MediaType json = operation.getRequestBody().getContent().get(JSON);
				if (json != null && json.getSchema() != null && json.getExample() == null
						&& json.getExamples() == null) {
					examples.of(json.getSchema(), "body", 0).ifPresent(json::setExample);
				}
			}
		}));
	}

	/** A value of the schema, or empty where a pattern has no known value. */
	private Optional<Object> of(Schema<?> schema, String name, int depth) {
		Schema<?> resolved = resolve(schema);
		if (resolved.getExample() != null) {
			return Optional.of(resolved.getExample());
		}
		if (resolved.getEnum() != null && !resolved.getEnum().isEmpty()) {
			return Optional.ofNullable(resolved.getEnum().get(0));
		}
		if (resolved.getConst() != null) {
			return Optional.of(resolved.getConst());
		}
		return switch (typeOf(resolved)) {
			case "object" -> object(resolved, depth);
			case "array" -> array(resolved, name, depth);
			case "integer" -> Optional.of(number(resolved, BigDecimal.ONE).intValue());
			case "number" -> Optional.of(number(resolved, BigDecimal.TEN));
			case "boolean" -> Optional.of(true);
			case "string" -> text(resolved, name);
			default -> Optional.of("value");
		};
	}

	private Optional<Object> object(Schema<?> schema, int depth) {
		Map<String, Object> object = new LinkedHashMap<>();
		if (depth >= MAX_DEPTH) {
			return Optional.of(object);
		}
		Map<String, Schema> properties = schema.getProperties() == null ? Map.of() : schema.getProperties();
		for (Map.Entry<String, Schema> property : properties.entrySet()) {
			if (Boolean.TRUE.equals(resolve(property.getValue()).getReadOnly())) {
				continue;
			}
			Optional<Object> value = of(property.getValue(), property.getKey(), depth + 1);
			if (value.isEmpty()) {
				return Optional.empty();
			}
			object.put(property.getKey(), value.get());
		}
		if (properties.isEmpty() && schema.getAdditionalProperties() instanceof Schema<?> values) {
			Optional<Object> value = of(values, "value", depth + 1);
			value.ifPresent(one -> object.put("key", one));
			return value.map(one -> object);
		}
		return Optional.of(object);
	}

	private Optional<Object> array(Schema<?> schema, String name, int depth) {
		if (schema.getItems() == null || depth >= MAX_DEPTH) {
			return Optional.of(List.of());
		}
		int count = Math.max(1, schema.getMinItems() == null ? 1 : schema.getMinItems());
		Optional<Object> item = of(schema.getItems(), name, depth + 1);
		return item.map(one -> {
			List<Object> items = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				items.add(one);
			}
			return items;
		});
	}

	private static BigDecimal number(Schema<?> schema, BigDecimal usual) {
		BigDecimal value = usual;
		if (schema.getMinimum() != null && value.compareTo(schema.getMinimum()) < 0) {
			value = schema.getMinimum();
		}
		if (schema.getMaximum() != null && value.compareTo(schema.getMaximum()) > 0) {
			value = schema.getMaximum();
		}
		return value;
	}

	private static Optional<Object> text(Schema<?> schema, String name) {
		if (schema.getFormat() != null && FORMATTED.containsKey(schema.getFormat())) {
			return Optional.of(FORMATTED.get(schema.getFormat()));
		}
		if (NAMED.containsKey(name) && fits(schema, NAMED.get(name))) {
			return Optional.of(NAMED.get(name));
		}
		if (schema.getPattern() != null) {
			return PATTERNED.stream().filter(value -> fits(schema, value)).findFirst().map(Object.class::cast);
		}
		int min = schema.getMinLength() == null ? 1 : schema.getMinLength();
		int max = schema.getMaxLength() == null ? Integer.MAX_VALUE : schema.getMaxLength();
		String value = name.length() >= min ? name : name + "x".repeat(min - name.length());
		return Optional.of(value.substring(0, Math.min(value.length(), max)));
	}

	/** Whether the value has the schema's lengths and matches its pattern whole. */
	private static boolean fits(Schema<?> schema, String value) {
		return (schema.getMinLength() == null || value.length() >= schema.getMinLength())
				&& (schema.getMaxLength() == null || value.length() <= schema.getMaxLength())
				&& (schema.getPattern() == null || Pattern.compile(schema.getPattern()).matcher(value).matches());
	}

	private Schema<?> resolve(Schema<?> schema) {
		Schema<?> resolved = schema;
		for (int i = 0; i < MAX_DEPTH && resolved.get$ref() != null; i++) {
			String name = resolved.get$ref().substring(resolved.get$ref().lastIndexOf('/') + 1);
			Schema<?> next = components.get(name);
			if (next == null) {
				break;
			}
			resolved = next;
		}
		if (resolved.getAllOf() != null && resolved.getAllOf().size() == 1) {
			return resolve(resolved.getAllOf().get(0));
		}
		if (resolved.getOneOf() != null && !resolved.getOneOf().isEmpty()) {
			return resolve(resolved.getOneOf().get(0));
		}
		return resolved;
	}

	private static String typeOf(Schema<?> schema) {
		Set<String> types = schema.getTypes();
		if (types != null) {
			return types.stream().filter(type -> !"null".equals(type)).findFirst().orElse("");
		}
		@Nullable String type = schema.getType();
		if (type != null) {
			return type;
		}
		return schema.getProperties() != null ? "object" : "";
	}
}
