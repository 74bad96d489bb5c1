package dev.kontor.webhooks.dispatch;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.apache.hc.core5.concurrent.Cancellable;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpEntity;
import org.jspecify.annotations.Nullable;

/**
 * Reads what a receiver answers to one attempt: its status as soon as the headers arrive, and the first
 * {@code limit} bytes of its body. Once it has them it cancels the exchange, which closes the connection, instead of
 * reading the rest, so that an endless body costs no more than its beginning. What has arrived stays readable when
 * the body stalls and the attempt's deadline cancels the exchange.
 */
final class AnswerExcerpt {

	private final int limit;

	private final ByteArrayOutputStream received;

	private @Nullable Integer status;

	AnswerExcerpt(int limit) {
		this.limit = limit;
		this.received = new ByteArrayOutputStream(Math.min(limit, 256));
	}

	/** The status of the answer, or null while its headers have not arrived. */
	@Nullable Integer status() {
		return status;
	}

	/** The beginning of the body as received so far, decoded as UTF-8 (invalid bytes read as U+FFFD). */
	String textSoFar() {
		return received.toString(StandardCharsets.UTF_8);
	}

	/**
	 * Reads the answer's status and the beginning of its body, and then closes it: the connection goes back to the
	 * pool when the body ended within the limit, and is closed by cancelling {@code exchange} when it did not.
	 *
	 * @throws IOException when the body could not be read to its end or the limit, the status stays known
	 */
	void readFrom(ClassicHttpResponse response, Cancellable exchange) throws IOException {
		try {
			status = response.getCode();
			HttpEntity entity = response.getEntity();
			if (entity != null && readUpToLimit(entity.getContent())) {
				exchange.cancel();
			}
		}
		finally {
			closeQuietly(response);
		}
	}

	/** @return whether the limit was reached (the body may go on) */
	private boolean readUpToLimit(InputStream body) throws IOException {
		byte[] buffer = new byte[limit];
		while (received.size() < limit) {
			int read = body.read(buffer, 0, limit - received.size());
			if (read < 0) {
				return false;
			}
			received.write(buffer, 0, read);
		}
		return true;
	}

	/** Closing an answer whose exchange was cancelled fails on its closed connection; there is nothing left to do. */
	private static void closeQuietly(ClassicHttpResponse response) {
		try {
			response.close();
		}
		catch (IOException alreadyClosed) {
			// the connection is closed and out of the pool either way
		}
	}
}
