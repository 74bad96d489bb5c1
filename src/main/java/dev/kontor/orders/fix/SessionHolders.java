package dev.kontor.orders.fix;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Which instance holds a FIX session: a row per session with its holder and a lease. The holder renews the lease
 * well before it runs out; another instance takes the session only once it has run out (the holder stopped or lost
 * the database), in one UPDATE, so that two instances never both hold it. Portable between H2 and PostgreSQL, unlike
 * an advisory lock, and visible to the operator in the table.
 */
@Component
@OnFixVenue
@RequiredArgsConstructor
class SessionHolders {

	private final JdbcClient jdbc;

	private final Clock clock;

	/** Takes or renews the session for {@code holder} until now plus the lease; false while another holds it. */
	boolean hold(String session, String holder, Duration lease) {
		Instant now = clock.instant();
		int updated = jdbc.sql("UPDATE fix_session_holders SET holder = :holder, lease_until = :until "
				+ "WHERE session_key = :session AND (holder = :holder OR lease_until < :now)")
			.param("holder", holder)
			.param("until", now.plus(lease).atOffset(ZoneOffset.UTC))
			.param("session", session)
			.param("now", now.atOffset(ZoneOffset.UTC))
			.update();
		if (updated == 1) {
			return true;
		}
		try {
			return jdbc.sql("INSERT INTO fix_session_holders (session_key, holder, lease_until) "
					+ "SELECT :session, :holder, :until FROM (VALUES (1)) one "
					+ "WHERE NOT EXISTS (SELECT 1 FROM fix_session_holders WHERE session_key = :session)")
				.param("session", session)
				.param("holder", holder)
				.param("until", now.plus(lease).atOffset(ZoneOffset.UTC))
				.update() == 1;
		}
		catch (DuplicateKeyException anotherTookItFirst) {
			return false;
		}
	}

	/** The holder whose lease has not run out. */
	record Holding(String holder, Instant leaseUntil) {
	}

	/** Who holds the session now, if anyone: nobody between a holder's end and another's taking it over. */
	Optional<Holding> current(String session) {
		return jdbc.sql("SELECT holder, lease_until FROM fix_session_holders WHERE session_key = :session "
				+ "AND lease_until >= :now")
			.param("session", session)
			.param("now", clock.instant().atOffset(ZoneOffset.UTC))
			.query((rs, n) -> new Holding(rs.getString("holder"),
					Objects.requireNonNull(Timestamps.instant(rs, "lease_until"))))
			.optional();
	}

	/** Gives the session up at once, so that another instance need not wait for the lease to run out. */
	void release(String session, String holder) {
		jdbc.sql("UPDATE fix_session_holders SET lease_until = :past WHERE session_key = :session AND holder = :holder")
			.param("past", Instant.EPOCH.atOffset(ZoneOffset.UTC))
			.param("session", session)
			.param("holder", holder)
			.update();
	}
}
