package dev.kontor.webhooks.asyncapi;

import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.stereotype.Component;

import dev.kontor.shared.asyncapi.AsyncApiDocument;
import dev.kontor.shared.asyncapi.AsyncApiPart;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The webhooks and the event stream in the AsyncAPI document: one message per type of the catalogue
 * ({@link EventType}), each with its schema ({@link EventSchemas}), sent to the endpoints an operator registers
 * (signed, channel {@value #WEBHOOKS}) and on the stream {@code GET /api/v3/events/stream} (channel
 * {@value #EVENT_STREAM}), as the contract's section 14 describes it.
 */
@Component
class WebhookEventsDescription implements AsyncApiPart {

	static final String WEBHOOKS = "webhooks";

	static final String EVENT_STREAM = "eventStream";

	static final String RECEIVER_SERVER = "webhookReceiver";

	static final String SIGNED = "signedWebhook";

	static final String STREAMED_SUFFIX = "Streamed";

	static final String EVENTS_READ_SCHEME = "eventsRead";

	private static final String EVENTS_READ = "events.read";

	@Override
	public void describe(AsyncApiDocument document) {
		document.server(RECEIVER_SERVER, receiver());
		document.messageTrait(SIGNED, WebhookHeaders.trait());
		document.securityScheme(EVENTS_READ_SCHEME, document.accessToken(EVENTS_READ,
				"Read the tenant's events as a stream"));
		ObjectNode webhookMessages = AsyncApiDocument.object();
		ObjectNode streamMessages = AsyncApiDocument.object();
		for (EventType type : EventType.values()) {
			document.schema(type.name(), EventSchemas.of(type));
			document.message(type.name(), webhookMessage(type));
			document.message(type.name() + STREAMED_SUFFIX, streamMessage(type));
			webhookMessages.set(type.name(), AsyncApiDocument.ref("components/messages", type.name()));
			streamMessages.set(type.name(), AsyncApiDocument.ref("components/messages", type.name() + STREAMED_SUFFIX));
		}
		document.channel(WEBHOOKS, webhooksChannel(webhookMessages));
		document.channel(EVENT_STREAM, eventStreamChannel(streamMessages));
		document.operation("sendWebhook", operation(WEBHOOKS, webhookMessages)
			.put("summary", "Send each accepted event to every endpoint of its tenant that takes its type")
			.put("description", "A POST of the event with Content-Type application/json; a 2xx answer within the "
					+ "endpoint's timeout settles it, anything else is tried again with growing pauses."));
		ObjectNode stream = operation(EVENT_STREAM, streamMessages)
			.put("summary", "Stream the tenant's events in the order they were accepted")
			.put("description", StreamText.OPERATION);
		stream.putArray("security").add(AsyncApiDocument.ref("components/securitySchemes", EVENTS_READ_SCHEME));
		stream.putObject("bindings").set("http", StreamText.httpBinding());
		document.operation("streamEvents", stream);
	}

	private static ObjectNode receiver() {
		ObjectNode server = AsyncApiDocument.object().put("host", "{receiverHost}")
			.put("protocol", "https")
			.put("description", "An integrator's endpoint, registered by the operator (/admin/v1/webhook-endpoints) "
					+ "with its URL, auth mode and signing secret");
		server.putObject("variables").putObject("receiverHost").put("default", "receiver.example.com")
			.put("description", "The host of the endpoint's URL");
		return server;
	}

	private static ObjectNode webhookMessage(EventType type) {
		ObjectNode message = eventMessage(type).put("summary", type.name() + " sent to an endpoint");
		message.putArray("traits").add(AsyncApiDocument.ref("components/messageTraits", SIGNED));
		return message;
	}

	private static ObjectNode streamMessage(EventType type) {
		return eventMessage(type).put("summary", type.name() + " on the event stream")
			.put("description", "A Server-Sent Events record: `id: <eventId>`, `event: " + type.name()
					+ "`, `data: <this payload>`");
	}

	private static ObjectNode eventMessage(EventType type) {
		ObjectNode message = AsyncApiDocument.object().put("name", type.name())
			.put("title", type.name())
			.put("contentType", "application/json");
		message.set("payload", AsyncApiDocument.ref("components/schemas", type.name()));
		message.putArray("examples").addObject().put("name", type.name()).set("payload", EventSchemas.example(type));
		return message;
	}

	private static ObjectNode webhooksChannel(ObjectNode messages) {
		ObjectNode channel = AsyncApiDocument.object().putNull("address")
			.put("title", "Webhooks")
			.put("description", "The URL of each registered endpoint; an endpoint may unsubscribe from types.");
		channel.putArray("servers").add(AsyncApiDocument.ref("servers", RECEIVER_SERVER));
		channel.set("messages", messages);
		return channel;
	}

	private static ObjectNode eventStreamChannel(ObjectNode messages) {
		ObjectNode channel = AsyncApiDocument.object().put("address", "/api/v3/events/stream")
			.put("title", "Event stream")
			.put("description", StreamText.CHANNEL);
		channel.putArray("servers").add(AsyncApiDocument.ref("servers", AsyncApiDocument.HTTP_SERVER));
		channel.set("messages", messages);
		return channel;
	}

	private static ObjectNode operation(String channel, ObjectNode channelMessages) {
		ObjectNode operation = AsyncApiDocument.object().put("action", "send");
		operation.set("channel", AsyncApiDocument.ref("channels", channel));
		ArrayNode messages = operation.putArray("messages");
		channelMessages.propertyNames()
			.forEach(name -> messages.add(AsyncApiDocument.ref("channels/" + channel + "/messages", name)));
		return operation;
	}
}
