package dev.kontor.pricefeed.asyncapi;

import java.util.Arrays;

import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.asyncapi.AsyncApiDocument;
import dev.kontor.shared.asyncapi.AsyncApiPart;

/**
 * The quote stream in the AsyncAPI document (contract section 14): WebSocket {@value #ADDRESS}; the client sends
 * subscribe and unsubscribe messages naming a provider and ISINs, the server answers each with a notice and sends
 * each subscribed instrument's latest quote at once, then its changes, the newest only for a slow client.
 */
@Component
class QuoteStreamDescription implements AsyncApiPart {

	static final String ADDRESS = "/api/pricefeed/v2/quotes/stream";

	static final String CHANNEL = "quoteStream";

	private static final String MESSAGES = "channels/" + CHANNEL + "/messages";

	@Override
	public void describe(AsyncApiDocument document) {
		document.securityScheme("pricefeedRead", document.accessToken("pricefeed.read", "Read prices"));
		document.securityScheme("accessTokenQuery", AsyncApiDocument.object().put("type", "httpApiKey")
			.put("name", "access_token")
			.put("in", "query")
			.put("description", "The access token as a query parameter, for browsers, which cannot set headers on "
					+ "a WebSocket; it needs pricefeed.read"));
		QuoteStreamMessages.all(providers()).forEach(document::message);
		document.channel(CHANNEL, channel());
		document.operation("receiveQuoteSubscriptions", operation("receive", "subscribe", "unsubscribe")
			.put("summary", "Subscribe to or unsubscribe from instruments of a provider"));
		document.operation("sendQuotes", operation("send", "quote", "subscribed", "unsubscribed", "error")
			.put("summary", "Send the latest quote of each subscribed instrument at once, then each change")
			.put("description", "A slow client gets each instrument's newest quote, never a backlog. Each "
					+ "subscription or unsubscription is answered with a notice, or an error that leaves the "
					+ "subscriptions as they were. The socket closes with a reason when the token expires."));
	}

	private static ArrayNode providers() {
		ArrayNode names = AsyncApiDocument.object().arrayNode();
		Arrays.stream(TradeProvider.values()).map(Enum::name).forEach(names::add);
		return names;
	}

	private static ObjectNode channel() {
		ObjectNode channel = AsyncApiDocument.object().put("address", ADDRESS)
			.put("title", "Quote stream")
			.put("description", "Live quotes over WebSocket. The token in the Authorization header, or for "
					+ "browsers the access_token query parameter (scope pricefeed.read).");
		channel.putArray("servers").add(AsyncApiDocument.ref("servers", AsyncApiDocument.WEBSOCKET_SERVER));
		ObjectNode messages = channel.putObject("messages");
		for (String name : QuoteStreamMessages.NAMES) {
			messages.set(name, AsyncApiDocument.ref("components/messages", QuoteStreamMessages.componentName(name)));
		}
		channel.putObject("bindings").set("ws", webSocketBinding());
		return channel;
	}

	private static ObjectNode webSocketBinding() {
		ObjectNode binding = AsyncApiDocument.object().put("method", "GET");
		binding.putObject("query").put("type", "object").putObject("properties").putObject("access_token")
			.put("type", "string")
			.put("description", "The access token, where no Authorization header can be sent");
		binding.putObject("headers").put("type", "object").putObject("properties").putObject("Authorization")
			.put("type", "string")
			.put("pattern", "^Bearer .+$")
			.put("description", "Bearer and the access token");
		return binding.put("bindingVersion", "0.1.0");
	}

	private static ObjectNode operation(String action, String... messageNames) {
		ObjectNode operation = AsyncApiDocument.object().put("action", action);
		operation.set("channel", AsyncApiDocument.ref("channels", CHANNEL));
		ArrayNode security = operation.putArray("security");
		security.add(AsyncApiDocument.ref("components/securitySchemes", "pricefeedRead"));
		security.add(AsyncApiDocument.ref("components/securitySchemes", "accessTokenQuery"));
		ArrayNode messages = operation.putArray("messages");
		Arrays.stream(messageNames).forEach(name -> messages.add(AsyncApiDocument.ref(MESSAGES, name)));
		return operation;
	}
}
