package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * What the tables of cash and of security reservations are changed by alike: a reservation used in part or whole,
 * or ended. Each statement changes an Open reservation only, so a reservation is used or ended once.
 */
@RequiredArgsConstructor
final class ReservationRows {

	private final JdbcClient jdbc;

	private final String table;

	/** Ends an Open reservation as {@code outcome}, nothing left of it; false when it was not Open (any more). */
	boolean end(UUID id, ReservationStatus outcome, Instant at) {
		return jdbc.sql("UPDATE " + table + " SET status = :outcome, remaining = 0, updated_date = :at "
				+ "WHERE id = :id AND status = 'Open'")
			.param("outcome", outcome.name())
			.param("at", Timestamps.of(at))
			.param("id", id)
			.update() == 1;
	}

	/**
	 * What a booking that moves {@code moved} uses of an Open reservation with {@code remaining} left, the caller
	 * holding its lock: as much of what is left as the booking moves (an execution of an order uses part of the
	 * order's reservation), or all of it when the booking releases the rest (the order's last execution). The
	 * reservation is used accordingly ({@link #use}).
	 */
	BigDecimal consume(UUID id, BigDecimal remaining, BigDecimal moved, boolean releasesRest, Instant at) {
		BigDecimal used = remaining.min(moved.abs());
		if (!use(id, used, releasesRest, at)) {
			throw new IllegalStateException("A locked open reservation refused to be used");
		}
		return releasesRest ? remaining : used;
	}

	/**
	 * Uses {@code used} of what is left of an Open reservation; it is Consumed when nothing is left. With
	 * {@code releaseRest} what is left besides is released with it: the reservation is Consumed when nothing was left
	 * over, Released otherwise. False when it was not Open or has less left.
	 */
	private boolean use(UUID id, BigDecimal used, boolean releaseRest, Instant at) {
		return jdbc.sql("UPDATE " + table + " SET remaining = " + (releaseRest ? "0" : "remaining - :used")
				+ ", status = CASE WHEN remaining = :used THEN 'Consumed' ELSE '" + (releaseRest ? "Released" : "Open")
				+ "' END, updated_date = :at WHERE id = :id AND status = 'Open' AND remaining >= :used")
			.param("used", used)
			.param("at", Timestamps.of(at))
			.param("id", id)
			.update() == 1;
	}
}
