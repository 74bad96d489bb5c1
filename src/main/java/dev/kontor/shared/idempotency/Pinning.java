package dev.kontor.shared.idempotency;

import java.util.Set;

/**
 * Which answers are stored for the key, as Stripe does: every answer that is the request's own outcome, success or
 * refusal (400, 404, 413, 422), so that a retry sees what the first attempt saw and never turns a refusal into a
 * creation later. Not stored, so that a retry runs again: 5xx (the request failed), and the 4xx that say "not now"
 * or "not with these credentials" rather than "not this request": 401, 403, 408, 409 (a lock not granted, a record
 * changed by another request), 425 and 429.
 */
final class Pinning {

	private static final Set<Integer> TRANSIENT_REFUSALS = Set.of(401, 403, 408, 409, 425, 429);

	private Pinning() {
	}

	static boolean pins(int status) {
		return status < 500 && !TRANSIENT_REFUSALS.contains(status);
	}
}
