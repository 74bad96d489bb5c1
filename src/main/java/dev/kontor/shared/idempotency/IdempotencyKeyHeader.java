package dev.kontor.shared.idempotency;

import java.util.List;

import dev.kontor.shared.InvalidInput;

/** The request header that carries the key, the answer header that marks a replay, and the rules of a key. */
public final class IdempotencyKeyHeader {

	public static final String NAME = "Idempotency-Key";

	/** Set to {@code true} on an answer given again from the stored first answer. */
	public static final String REPLAYED = "Idempotent-Replayed";

	static final int MAX_LENGTH = 255;

	private IdempotencyKeyHeader() {
	}

	/**
	 * The one key the request carries: 1 to 255 printable ASCII characters (a UUID fits, and so does any key a
	 * client library generates). Several headers or any other character answer 400, since the key would be ambiguous
	 * once stored.
	 */
	static String keyOf(List<String> values) {
		if (values.size() != 1) {
			throw invalid("must be sent once");
		}
		String key = values.getFirst();
		if (key.isEmpty() || key.length() > MAX_LENGTH) {
			throw invalid("must be 1 to " + MAX_LENGTH + " characters");
		}
		for (int i = 0; i < key.length(); i++) {
			char c = key.charAt(i);
			if (c < 0x20 || c > 0x7e) {
				throw invalid("must be printable ASCII characters");
			}
		}
		return key;
	}

	private static InvalidInput invalid(String message) {
		return new InvalidInput(NAME, NAME + " " + message);
	}
}
