package dev.kontor.webhooks.asyncapi;

import tools.jackson.databind.node.ObjectNode;

import dev.kontor.shared.asyncapi.AsyncApiDocument;

/** What the AsyncAPI document says of the event stream's request: its text, and its query as an HTTP binding. */
final class StreamText {

	static final String CHANNEL = "`text/event-stream`: the tenant's webhook events, each as an SSE record `id: "
			+ "<eventId>`, `event: <type>`, `data: <the webhook envelope>`; a comment line every 15 s keeps the "
			+ "connection open. A user token bound to a client record gets only the events that concern it.";

	static final String OPERATION = "Resuming: the `Last-Event-ID` header (or `?after=<eventId>`) replays every "
			+ "event accepted after that one, then goes on live; events are kept kontor.events.stream-retention "
			+ "(7 days), and an id older than that answers 410. `?types=A,B` sends only those types.";

	private StreamText() {
	}

	/** The HTTP operation binding: {@code GET} with the query parameters {@code after} and {@code types}. */
	static ObjectNode httpBinding() {
		ObjectNode binding = AsyncApiDocument.object().put("method", "GET");
		ObjectNode query = binding.putObject("query").put("type", "object");
		ObjectNode properties = query.putObject("properties");
		properties.putObject("after").put("type", "string").put("format", "uuid")
			.put("description", "Replay the events accepted after this event id (as Last-Event-ID does)");
		properties.putObject("types").put("type", "string")
			.put("description", "Comma-separated event types to send; all types when absent")
			.put("example", "TradeExecutionReport,ClientUpdate");
		binding.put("bindingVersion", "0.3.0");
		return binding;
	}
}
