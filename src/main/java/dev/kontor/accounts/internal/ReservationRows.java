package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * What the tables of cash and of security reservations are changed by alike: a reservation used in part or whole,
 * or ended. Each statement changes an Open reservation only, so a reservation is used or ended once.
 */
final class ReservationRows {

	private final JdbcClient jdbc;

	private final String table;

	ReservationRows(JdbcClient jdbc, String table) {
		this.jdbc = jdbc;
		this.table = table;
	}

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
	 * Uses {@code used} of what is left of an Open reservation; it is Consumed when nothing is left. With
	 * {@code releaseRest} what is left besides is released with it: the reservation is Consumed when nothing was left
	 * over, Released otherwise. False when it was not Open or has less left.
	 */
	boolean use(UUID id, BigDecimal used, boolean releaseRest, Instant at) {
		return jdbc.sql("UPDATE " + table + " SET remaining = " + (releaseRest ? "0" : "remaining - :used")
				+ ", status = CASE WHEN remaining = :used THEN 'Consumed' ELSE '" + (releaseRest ? "Released" : "Open")
				+ "' END, updated_date = :at WHERE id = :id AND status = 'Open' AND remaining >= :used")
			.param("used", used)
			.param("at", Timestamps.of(at))
			.param("id", id)
			.update() == 1;
	}
}
