package dev.kontor.webhooks.asyncapi;

import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.asyncapi.AsyncApiDocument;

/**
 * The headers of every webhook request, as a message trait: the signatures made with the endpoint's signing secret
 * (the {@code X-Svc-…} scheme and the Standard Webhooks headers) and the credentials of the endpoint's auth mode.
 */
final class WebhookHeaders {

	private WebhookHeaders() {
	}

	static ObjectNode trait() {
		ObjectNode headers = AsyncApiDocument.object().put("type", "object");
		headers.putArray("required").add("webhook-id").add("webhook-timestamp").add("webhook-signature")
			.add("X-Svc-Trader-Backend-Content-Signature-HMAC");
		ObjectNode properties = headers.putObject("properties");
		header(properties, "webhook-id", "The event id");
		header(properties, "webhook-timestamp", "Epoch seconds of this attempt; every attempt is signed afresh");
		header(properties, "webhook-signature", "`v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`; during a "
				+ "secret rotation two, space-separated, the current secret's first");
		header(properties, "X-Svc-Trader-Backend-Content-Signature-HMAC", "`sha256=<base64 HMAC-SHA256(key, "
				+ "body)>`; during a secret rotation two, comma-separated");
		header(properties, "X-Api-Key", "The endpoint's API key, in auth mode ApiKey");
		header(properties, "X-Data-Cryptogram", "base64 HMAC-SHA256(auth secret, timestamp.body), in auth mode "
				+ "DataCryptogram");
		ObjectNode trait = AsyncApiDocument.object().put("contentType", "application/json");
		trait.set("headers", headers);
		return trait;
	}

	private static void header(ObjectNode properties, String name, String description) {
		properties.putObject(name).put("type", "string").put("description", description);
	}
}
