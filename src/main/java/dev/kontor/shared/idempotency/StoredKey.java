package dev.kontor.shared.idempotency;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A key as stored: the request that claimed it, and its answer once it ended. */
record StoredKey(String requestHash, KeyStatus status, UUID claimId, Instant createdAt,
		@Nullable StoredAnswer answer) {

	enum KeyStatus {

		/** Claimed by a request still running (or whose instance stopped while it ran). */
		InFlight,

		/** The request ended; its answer is stored. */
		Completed
	}
}
