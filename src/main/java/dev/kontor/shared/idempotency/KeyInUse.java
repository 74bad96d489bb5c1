package dev.kontor.shared.idempotency;

import dev.kontor.shared.Conflict;

/**
 * The key is held by a request with the same body that is still running: answers 409 with {@code Retry-After}, after
 * which the retry gets that request's answer.
 */
class KeyInUse extends Conflict {

	static final int RETRY_AFTER_SECONDS = 1;

	KeyInUse() {
		super("A request with this " + IdempotencyKeyHeader.NAME + " is still being processed; send it again later");
	}
}
