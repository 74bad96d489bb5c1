package dev.kontor.shared.web;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.CannotCreateTransactionException;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.BrokenConnections;

/**
 * Logs the failures no handler expected, so that a caller who can provoke one at will cannot flood the log: one line
 * each with an error id the answer repeats, the stack trace only for the first of each distinct cause in a minute
 * (at debug for the others). Also tells a database out of reach from a fault of the platform.
 */
@Component
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class UnexpectedFailures {

	private static final Logger log = LoggerFactory.getLogger(UnexpectedFailures.class);

	private static final Duration TRACE_INTERVAL = Duration.ofMinutes(1);

	/** Distinct causes remembered at most; a flood of distinct ones only costs a reset of the memory. */
	private static final int MAX_CAUSES = 1000;

	private final Map<String, Instant> tracedAt = new ConcurrentHashMap<>();

	private final Clock clock;

	private final Ids ids;

	/** Logs {@code failure} of {@code method} {@code path}; answers the error id to put in the answer. */
	public UUID log(String method, String path, Throwable failure) {
		UUID errorId = ids.next();
		Throwable root = rootOf(failure);
		String line = "Unexpected failure {} on {} {}: {}";
		if (traceDue(causeKey(failure, root))) {
			log.error(line, errorId, method, path, describe(root), failure);
		}
		else {
			log.error(line, errorId, method, path, describe(root));
			log.debug("Stack trace of failure {}", errorId, failure);
		}
		return errorId;
	}

	/** Logs that the database could not be reached, in one line without a stack trace: it says nothing new. */
	public void logUnavailable(String method, String path, Throwable failure) {
		log.warn("Database unavailable on {} {}: {}", method, path, describe(rootOf(failure)));
	}

	/**
	 * Whether {@code failure} comes from a database that is down or a connection pool that gave none in time: also a
	 * connection lost in the middle of a statement, however its driver reports it ({@link BrokenConnections#isBroken}).
	 */
	public static boolean isDatabaseUnavailable(Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof DataAccessResourceFailureException || cause instanceof CannotCreateTransactionException
					|| cause instanceof SQLTransientConnectionException || cause instanceof ConnectException
					|| cause instanceof SQLException sql && BrokenConnections.isBroken(sql)) {
				return true;
			}
			if (cause.getCause() == cause) {
				break;
			}
		}
		return false;
	}

	private boolean traceDue(String key) {
		Instant now = clock.instant();
		if (tracedAt.size() > MAX_CAUSES) {
			tracedAt.clear();
		}
		Instant previous = tracedAt.get(key);
		if (previous != null && previous.plus(TRACE_INTERVAL).isAfter(now)) {
			return false;
		}
		return tracedAt.put(key, now) == previous;
	}

	/** The kind of the root cause and where it was thrown: the same bug reached twice has the same key. */
	private static String causeKey(Throwable failure, Throwable root) {
		StackTraceElement[] frames = root.getStackTrace();
		return failure.getClass().getName() + "/" + root.getClass().getName()
				+ (frames.length == 0 ? "" : "@" + frames[0]);
	}

	private static String describe(Throwable root) {
		String message = root.getMessage();
		String text = root.getClass().getName() + (message == null ? "" : ": " + message);
		// A message may quote what the caller sent; one line of bounded length is enough to find the trace.
		text = text.replaceAll("[\\r\\n\\t]", " ");
		return text.length() > 300 ? text.substring(0, 300) + "…" : text;
	}

	private static Throwable rootOf(Throwable failure) {
		Throwable root = failure;
		for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 50; depth++) {
			root = root.getCause();
		}
		return root;
	}
}
