package dev.kontor.webhooks.delivery;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * One try to deliver: the receiver's status code (none when it did not answer), how long it took, what went
 * wrong, and the first kilobyte of its answer.
 */
public record Attempt(Instant at, @Nullable Integer statusCode, long latencyMs, @Nullable String error,
		@Nullable String responseExcerpt) {

	public boolean acknowledged() {
		return statusCode != null && (statusCode == 200 || statusCode == 201 || statusCode == 204);
	}
}
