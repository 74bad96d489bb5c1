package dev.kontor.webhooks.dispatch;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.webhooks.queue.AcceptedEvent;

/**
 * The JSON body of every webhook request, exactly as document 1 describes it, and the {@code data} of every event of
 * the event stream.
 */
public record WebhookEnvelope(String eventId, String type, String timestamp, @Nullable String dataUrl,
		List<KeyValue> additionalData) {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/** UTC with fractional seconds (always six digits) and {@code Z}. */
	private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'")
		.withZone(ZoneOffset.UTC);

	public WebhookEnvelope {
		additionalData = List.copyOf(additionalData);
	}

	/** The envelope of an event: {@code additionalData} lists its parameters in the catalogue's order. */
	static WebhookEnvelope of(AcceptedEvent event) {
		List<KeyValue> data = event.type()
			.requiredParameters()
			.stream()
			.filter(event.parameters()::containsKey)
			.map(name -> new KeyValue(name, event.parameters().get(name)))
			.toList();
		return new WebhookEnvelope(event.id().toString(), event.type().name(), timestampOf(event.occurredAt()),
				event.dataUrl(), data);
	}

	/** The envelope of an event as the body of a webhook request carries it. */
	public static String jsonOf(AcceptedEvent event) {
		return JSON.writeValueAsString(of(event));
	}

	static String timestampOf(Instant instant) {
		return TIMESTAMP.format(instant);
	}

	/** One event parameter. */
	public record KeyValue(String key, String value) {
	}
}
