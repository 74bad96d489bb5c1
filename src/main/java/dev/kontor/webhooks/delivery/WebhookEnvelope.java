package dev.kontor.webhooks.delivery;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.jspecify.annotations.Nullable;

/** The JSON body of every webhook request, exactly as document 1 describes it. */
public record WebhookEnvelope(String eventId, String type, String timestamp, @Nullable String dataUrl,
		List<KeyValue> additionalData) {

	/** UTC with fractional seconds (always six digits) and {@code Z}. */
	private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'")
		.withZone(ZoneOffset.UTC);

	public WebhookEnvelope {
		additionalData = List.copyOf(additionalData);
	}

	public static String timestampOf(Instant instant) {
		return TIMESTAMP.format(instant);
	}

	/** One event parameter. */
	public record KeyValue(String key, String value) {
	}
}
