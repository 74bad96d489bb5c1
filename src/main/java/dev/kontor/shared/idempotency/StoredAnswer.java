package dev.kontor.shared.idempotency;

import java.util.Map;

/**
 * The answer a request with a key received, given again to its retries.
 *
 * @param headers the answer's {@code Content-Type} and {@code Location}, those it had
 * @param body the bytes the client received
 */
record StoredAnswer(int status, Map<String, String> headers, byte[] body) {

	StoredAnswer {
		headers = Map.copyOf(headers);
	}
}
