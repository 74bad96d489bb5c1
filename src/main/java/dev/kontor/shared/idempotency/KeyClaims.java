package dev.kontor.shared.idempotency;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.shared.Ids;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.idempotency.StoredKey.KeyStatus;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Decides what a request with a key does: run (it claimed the key), take the stored answer (a retry of a request
 * that ended), wait for the answer of the same request still running, or be refused (the key was used for another
 * request: 422; the same request runs longer than {@code in-flight-wait}: 409).
 */
@Component
@RequiredArgsConstructor
class KeyClaims {

	/** How often a waiting request looks whether the running one has ended. */
	private static final Duration POLL = Duration.ofMillis(20);

	private final IdempotencyKeys keys;

	private final IdempotencySettings settings;

	private final Ids ids;

	private final Clock clock;

	sealed interface Outcome {
	}

	/** The request claimed the key and runs; its answer is stored when it ends. */
	record Run(Claim claim) implements Outcome {
	}

	/** The request was answered before: this is the answer again. */
	record Replay(StoredAnswer answer) implements Outcome {
	}

	Outcome begin(UUID tenantId, String key, String requestHash) throws InterruptedException {
		// The wait is real time, not the platform's clock, which tests move.
		long deadline = System.nanoTime() + settings.inFlightWait().toNanos();
		while (true) {
			Claim claim = new Claim(tenantId, key, ids.next());
			Instant now = Timestamps.now(clock);
			if (keys.claim(claim, requestHash, now)) {
				return new Run(claim);
			}
			Optional<Outcome> outcome = outcomeOfExisting(claim, requestHash, now);
			if (outcome.isPresent()) {
				return outcome.get();
			}
			if (System.nanoTime() - deadline > 0) {
				throw new KeyInUse();
			}
			Thread.sleep(POLL);
		}
	}

	/** Empty when the request should try again: the key was released meanwhile, or it is held by the same request. */
	private Optional<Outcome> outcomeOfExisting(Claim claim, String requestHash, Instant now) {
		Optional<StoredKey> found = keys.find(claim.tenantId(), claim.key());
		if (found.isEmpty()) {
			return Optional.empty();
		}
		StoredKey stored = found.get();
		if (stored.createdAt().isBefore(now.minus(settings.retention()))) {
			// Expired but not yet cleaned up: as if it were gone.
			keys.release(new Claim(claim.tenantId(), claim.key(), stored.claimId()));
			return Optional.empty();
		}
		if (stored.status() == KeyStatus.InFlight && stored.createdAt().isBefore(now.minus(settings.abandonedAfter()))) {
			// Its request never ended (its instance stopped): it did not complete, so it does not pin the key.
			return keys.takeOver(claim, stored.claimId(), requestHash, now) ? Optional.of(new Run(claim))
					: Optional.empty();
		}
		if (!stored.requestHash().equals(requestHash)) {
			throw new RuleViolation(IdempotencyKeyHeader.NAME, IdempotencyKeyHeader.NAME
					+ " was used for another request (another body or path); use a new key for a new request");
		}
		return stored.status() == KeyStatus.Completed ? Optional.of(new Replay(stored.answer())) : Optional.empty();
	}

	/** Stores the answer if it pins the key, otherwise frees the key so that a retry runs again. */
	void end(Claim claim, StoredAnswer answer) {
		if (Pinning.pins(answer.status())) {
			keys.complete(claim, answer, Timestamps.now(clock));
		}
		else {
			keys.release(claim);
		}
	}

	/** The request failed without an answer of its own (an exception escaped): the key is freed. */
	void abandon(Claim claim) {
		keys.release(claim);
	}
}
