package dev.kontor.webhooks.asyncapi;

import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.asyncapi.AsyncApiDocument;
import dev.kontor.webhooks.catalogue.EventType;
import dev.kontor.webhooks.catalogue.EventValidation;

/**
 * The JSON schema of an event of one type as every webhook request and every record of the event stream carries
 * it (document 1's envelope): {@code eventId}, {@code type}, {@code timestamp}, {@code dataUrl} and
 * {@code additionalData}, the type's parameters as key and value pairs in the catalogue's order, each with the
 * limits {@link EventValidation} enforces. With an example of the type.
 */
final class EventSchemas {

	private static final String EXAMPLE_ID = "0193a4f2-6c1e-7b3d-9a55-2f1e8c4b7d10";

	private EventSchemas() {
	}

	static ObjectNode of(EventType type) {
		ObjectNode schema = AsyncApiDocument.object().put("type", "object")
			.put("description", "An event of type " + type.name() + "; additionalData holds "
					+ String.join(", ", type.requiredParameters()) + ", in that order");
		schema.putArray("required").add("eventId").add("type").add("timestamp").add("additionalData");
		ObjectNode properties = schema.putObject("properties");
		properties.putObject("eventId").put("type", "string").put("format", "uuid")
			.put("description", "The event's id: the webhook-id header, and the stream's id to resume after");
		properties.putObject("type").put("type", "string").put("const", type.name());
		properties.putObject("timestamp").put("type", "string").put("format", "date-time")
			.put("description", "When the event occurred, UTC with six fractional digits")
			.put("pattern", "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z$");
		ObjectNode dataUrl = properties.putObject("dataUrl").put("format", "uri")
			.put("description", "Where the event's data can be read, when its publisher named a place");
		dataUrl.putArray("type").add("string").add("null");
		properties.set("additionalData", additionalData(type));
		return schema;
	}

	/** {@code additionalData}: exactly the type's parameters, one pair each, in the catalogue's order. */
	private static ObjectNode additionalData(EventType type) {
		ObjectNode array = AsyncApiDocument.object().put("type", "array")
			.put("minItems", type.requiredParameters().size())
			.put("maxItems", type.requiredParameters().size())
			.put("additionalItems", false);
		ArrayNode items = array.putArray("items");
		for (String parameter : type.requiredParameters()) {
			ObjectNode pair = items.addObject().put("type", "object").put("additionalProperties", false);
			pair.putArray("required").add("key").add("value");
			pair.putObject("properties").putObject("key").put("type", "string").put("const", parameter);
			((ObjectNode) pair.get("properties")).set("value", value(parameter));
		}
		return array;
	}

	private static ObjectNode value(String parameter) {
		ObjectNode value = AsyncApiDocument.object().put("type", "string")
			.put("minLength", 1)
			.put("maxLength", EventValidation.MAX_VALUE_LENGTH);
		EventValidation.patternOf(parameter).ifPresent(pattern -> value.put("pattern", "^(?:" + pattern + ")$"));
		EventValidation.formatOf(parameter).ifPresent(format -> value.put("description", "The value " + format));
		return value;
	}

	/** An event of the type as a receiver gets it. */
	static ObjectNode example(EventType type) {
		ObjectNode event = AsyncApiDocument.object().put("eventId", EXAMPLE_ID)
			.put("type", type.name())
			.put("timestamp", "2026-03-02T09:15:00.123456Z")
			.putNull("dataUrl");
		ArrayNode data = event.putArray("additionalData");
		type.requiredParameters()
			.forEach(parameter -> data.addObject().put("key", parameter).put("value", exampleValue(parameter)));
		return event;
	}

	private static String exampleValue(String parameter) {
		return switch (parameter) {
			case "year" -> "2026";
			case "fileNumber" -> "1";
			case "snapshotDate" -> "2026-03-02";
			default -> parameter.replaceFirst("Id$", "") + "-1042";
		};
	}
}
