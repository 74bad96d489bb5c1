package dev.kontor.testing;

import java.util.HashMap;
import java.util.Map;

import tools.jackson.databind.JsonNode;

/** Reading the webhook event envelopes a receiver got. */
public final class EventEnvelopes {

	private EventEnvelopes() {
	}

	/** The envelope's {@code additionalData} key/value pairs as a map. */
	public static Map<String, String> parameters(JsonNode envelope) {
		Map<String, String> parameters = new HashMap<>();
		envelope.get("additionalData")
			.valueStream()
			.forEach(pair -> parameters.put(pair.get("key").asString(), pair.get("value").asString()));
		return parameters;
	}
}
