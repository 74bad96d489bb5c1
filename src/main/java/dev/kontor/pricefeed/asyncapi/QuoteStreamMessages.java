package dev.kontor.pricefeed.asyncapi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.asyncapi.AsyncApiDocument;

/**
 * The quote stream's messages: the client's {@code subscribe} and {@code unsubscribe}
 * ({@code {"action","provider","isinCodes"}}), and the server's quotes and its notices, told from a quote by their
 * {@code type}: {@code subscribed}, {@code unsubscribed}, {@code error}.
 */
final class QuoteStreamMessages {

	static final List<String> NAMES = List.of("subscribe", "unsubscribe", "quote", "subscribed", "unsubscribed",
			"error");

	private static final String ISIN_PATTERN = "^[A-Z]{2}[A-Z0-9]{9}[0-9]$";

	private static final int MAX_INSTRUMENTS = 1000;

	private QuoteStreamMessages() {
	}

	static String componentName(String name) {
		return "QuoteStream" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
	}

	/** Every message by its component name. */
	static Map<String, ObjectNode> all(ArrayNode providers) {
		Map<String, ObjectNode> messages = new LinkedHashMap<>();
		messages.put(componentName("subscribe"), message("subscribe", "Subscribe to instruments of a provider",
				subscription("subscribe", providers)));
		messages.put(componentName("unsubscribe"), message("unsubscribe",
				"Unsubscribe from instruments of a provider", subscription("unsubscribe", providers)));
		messages.put(componentName("quote"), message("quote", "The latest quote of a subscribed instrument",
				quote(providers)));
		messages.put(componentName("subscribed"), message("subscribed", "A subscription taken",
				notice("subscribed", providers)));
		messages.put(componentName("unsubscribed"), message("unsubscribed", "An unsubscription done",
				notice("unsubscribed", providers)));
		messages.put(componentName("error"), message("error", "A message refused; the subscriptions stay as they were",
				error()));
		return messages;
	}

	private static ObjectNode message(String name, String summary, ObjectNode payload) {
		ObjectNode message = AsyncApiDocument.object().put("name", name).put("summary", summary)
			.put("contentType", "application/json");
		message.set("payload", payload);
		return message;
	}

	private static ObjectNode subscription(String action, ArrayNode providers) {
		ObjectNode payload = object("action", "provider", "isinCodes");
		ObjectNode properties = (ObjectNode) payload.get("properties");
		properties.putObject("action").put("type", "string").put("const", action);
		properties.set("provider", provider(providers));
		properties.set("isinCodes", isinCodes());
		payload.putArray("examples").addObject().put("action", action).put("provider", "ProviderA")
			.putArray("isinCodes").add("DE0007164600").add("US0378331005");
		return payload;
	}

	private static ObjectNode quote(ArrayNode providers) {
		ObjectNode payload = object("isinCode", "provider", "bid", "ask", "dateTime", "status");
		ObjectNode properties = (ObjectNode) payload.get("properties");
		properties.putObject("isinCode").put("type", "string").put("pattern", ISIN_PATTERN);
		properties.set("provider", provider(providers));
		properties.putObject("bid").put("type", "number").put("exclusiveMinimum", 0);
		properties.putObject("ask").put("type", "number").put("exclusiveMinimum", 0);
		properties.putObject("bidVolume").put("minimum", 0).putArray("type").add("number").add("null");
		properties.putObject("askVolume").put("minimum", 0).putArray("type").add("number").add("null");
		properties.putObject("dateTime").put("type", "string").put("format", "date-time");
		properties.putObject("status").put("type", "string").put("pattern", "^[A-Za-z]{1,20}$");
		payload.putArray("examples").addObject().put("isinCode", "DE0007164600").put("provider", "ProviderA")
			.put("bid", 101.25).put("ask", 101.35).put("bidVolume", 1500).put("askVolume", 1200)
			.put("dateTime", "2026-03-02T09:15:00.123456Z").put("status", "Open");
		return payload;
	}

	private static ObjectNode notice(String type, ArrayNode providers) {
		ObjectNode payload = object("type", "provider", "isinCodes", "subscriptions");
		ObjectNode properties = (ObjectNode) payload.get("properties");
		properties.putObject("type").put("type", "string").put("const", type);
		properties.set("provider", provider(providers));
		properties.set("isinCodes", isinCodes());
		properties.putObject("subscriptions").put("type", "integer").put("minimum", 0)
			.put("description", "How many instruments the connection is subscribed to now");
		return payload;
	}

	private static ObjectNode error() {
		ObjectNode payload = object("type", "message");
		ObjectNode properties = (ObjectNode) payload.get("properties");
		properties.putObject("type").put("type", "string").put("const", "error");
		properties.putObject("message").put("type", "string").put("description", "What was wrong");
		payload.putArray("examples").addObject().put("type", "error")
			.put("message", "At most 1000 instruments per connection");
		return payload;
	}

	private static ObjectNode object(String... required) {
		ObjectNode schema = AsyncApiDocument.object().put("type", "object");
		ArrayNode names = schema.putArray("required");
		List.of(required).forEach(names::add);
		schema.putObject("properties");
		return schema;
	}

	private static ObjectNode provider(ArrayNode providers) {
		ObjectNode provider = AsyncApiDocument.object().put("type", "string");
		provider.set("enum", providers.deepCopy());
		return provider;
	}

	private static ObjectNode isinCodes() {
		ObjectNode isinCodes = AsyncApiDocument.object().put("type", "array")
			.put("minItems", 1)
			.put("maxItems", MAX_INSTRUMENTS)
			.put("description", "At most kontor.pricefeed.stream.max-instruments (1,000) per connection");
		isinCodes.putObject("items").put("type", "string").put("pattern", ISIN_PATTERN);
		return isinCodes;
	}
}
