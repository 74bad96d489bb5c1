package dev.kontor.identity.throttling;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionOperations;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * The stored counts of failed attempts ({@code failed_attempts}), the truth that every instance on the database
 * shares. Written only when an attempt fails, so that successful requests never wait for it.
 */
@RequiredArgsConstructor
final class FailedAttempts {

	private static final String SELECT_FOR_UPDATE = """
			SELECT failures, last_failure_at, blocked_until FROM failed_attempts
			WHERE throttle_key = :key FOR UPDATE""";

	private static final String INSERT = """
			INSERT INTO failed_attempts (throttle_key, failures, last_failure_at, blocked_until, forget_at)
			VALUES (:key, :failures, :lastFailureAt, :blockedUntil, :forgetAt)""";

	private static final String UPDATE = """
			UPDATE failed_attempts SET failures = :failures, last_failure_at = :lastFailureAt,
			blocked_until = :blockedUntil, forget_at = :forgetAt WHERE throttle_key = :key""";

	/** A lockout is set together with the failure that causes it, so its last failure tells when it was set. */
	private static final String LOCKOUTS_SET_SINCE = """
			SELECT throttle_key, blocked_until FROM failed_attempts
			WHERE last_failure_at >= :since AND blocked_until > :now""";

	private static final int INSERT_RACES = 3;

	private final JdbcClient jdbc;

	private final TransactionOperations transactions;

	/**
	 * Counts a failure of a key in one transaction that holds the key's row, so that failures on several instances at
	 * once all count. Two instances inserting a new key's first row at once: the second one's insert fails and it
	 * counts again, on the row the first one wrote.
	 */
	FailureCount recordFailure(String key, LockoutLadder ladder, Instant now) {
		for (int attempt = 1;; attempt++) {
			try {
				return transactions.execute(status -> recordLocked(key, ladder, now));
			}
			catch (DuplicateKeyException concurrentFirstFailure) {
				if (attempt == INSERT_RACES) {
					throw concurrentFirstFailure;
				}
			}
		}
	}

	void delete(String key) {
		jdbc.sql("DELETE FROM failed_attempts WHERE throttle_key = :key").param("key", key).update();
	}

	/** The lockouts still running at {@code now} that were set at or after {@code since}, by key. */
	void lockoutsSetSince(Instant since, Instant now, Map<String, Instant> into) {
		jdbc.sql(LOCKOUTS_SET_SINCE)
			.param("since", Timestamps.of(since))
			.param("now", Timestamps.of(now))
			.query((rs, row) -> into.put(rs.getString("throttle_key"), Timestamps.instant(rs, "blocked_until")))
			.list();
	}

	int deleteForgotten(Instant now) {
		return jdbc.sql("DELETE FROM failed_attempts WHERE forget_at < :now")
			.param("now", Timestamps.of(now))
			.update();
	}

	private FailureCount recordLocked(String key, LockoutLadder ladder, Instant now) {
		Optional<FailureCount> stored = jdbc.sql(SELECT_FOR_UPDATE)
			.param("key", key)
			.query((rs, row) -> new FailureCount(rs.getInt("failures"), Timestamps.instant(rs, "last_failure_at"),
					Timestamps.instant(rs, "blocked_until")))
			.optional();
		FailureCount next = ladder.afterFailure(stored.orElse(null), now);
		if (stored.isPresent() && stored.get().equals(next)) {
			return next;
		}
		jdbc.sql(stored.isPresent() ? UPDATE : INSERT)
			.param("key", key)
			.param("failures", next.failures())
			.param("lastFailureAt", Timestamps.of(next.lastFailureAt()))
			.param("blockedUntil", Timestamps.of(next.blockedUntil()))
			.param("forgetAt", Timestamps.of(ladder.forgetAt(next)))
			.update();
		return next;
	}
}
