package dev.kontor.webhooks.queue;

import java.time.Instant;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/**
 * One try to deliver: the receiver's status code (none when it did not answer), how long it took, what went wrong,
 * and the beginning of its answer. The texts are made storable here, whatever the receiver sent: control characters
 * (NUL among them, which PostgreSQL refuses in text) become U+FFFD, and each text is cut to the length of its column.
 */
@NamedInterface("administration")
public record Attempt(Instant at, @Nullable Integer statusCode, long latencyMs, @Nullable String error,
		@Nullable String responseExcerpt) {

	public static final int MAX_ERROR_LENGTH = 500;

	public static final int MAX_EXCERPT_LENGTH = 1024;

	private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]");

	public Attempt {
		error = storable(error, MAX_ERROR_LENGTH);
		responseExcerpt = storable(responseExcerpt, MAX_EXCERPT_LENGTH);
	}

	public boolean acknowledged() {
		return statusCode != null && (statusCode == 200 || statusCode == 201 || statusCode == 204);
	}

	/** The same attempt with a note added to its error, cut to fit. */
	public Attempt withNote(String note) {
		return new Attempt(at, statusCode, latencyMs, error == null ? note : error + "; " + note, responseExcerpt);
	}

	/** The same attempt without the receiver's answer, for when nothing else of it could be stored. */
	public Attempt withoutExcerpt() {
		return new Attempt(at, statusCode, latencyMs, error, null);
	}

	private static @Nullable String storable(@Nullable String text, int maxLength) {
		if (text == null) {
			return null;
		}
		String cut = text.length() <= maxLength ? text : text.substring(0, maxLength);
		if (!cut.isEmpty() && Character.isHighSurrogate(cut.charAt(cut.length() - 1))) {
			cut = cut.substring(0, cut.length() - 1);
		}
		return CONTROL.matcher(cut).replaceAll("\uFFFD");
	}
}
