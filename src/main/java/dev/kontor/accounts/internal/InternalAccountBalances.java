package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.UUID;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * The balances and reserved amounts of internal accounts. A reservation changes them through a guarded statement
 * that checks the rule and changes the row at once, so that concurrent bookings and reservations of one account can
 * never overspend it: the database makes the second writer wait for the first and evaluate the condition on its
 * result. Bookings check their rules under the accounts' row locks and then change every account they moved in one
 * batch. The rest of the table is written and read as every account's ({@link AccountTable}).
 */
@Repository
class InternalAccountBalances {

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	InternalAccountBalances(JdbcClient jdbc, NamedParameterJdbcTemplate batch) {
		this.jdbc = jdbc;
		this.batch = batch;
	}

	/**
	 * Adds {@code amount} to the reserved amount of an Active account in {@code currency} whose available amount
	 * covers it; false, changing nothing, otherwise.
	 */
	boolean reserve(UUID tenantId, UUID id, BigDecimal amount, String currency, Instant at) {
		return jdbc.sql("UPDATE internal_accounts SET reserved_amount = reserved_amount + :amount, updated_date = :at, "
				+ "version = version + 1 WHERE id = :id AND tenant_id = :tenantId AND status = 'Active' "
				+ "AND currency_code = :currency AND balance - reserved_amount >= :amount")
			.param("amount", amount)
			.param("at", Timestamps.of(at))
			.param("id", id)
			.param("tenantId", tenantId)
			.param("currency", currency)
			.update() == 1;
	}

	void unreserve(UUID id, BigDecimal amount, Instant at) {
		jdbc.sql("UPDATE internal_accounts SET reserved_amount = reserved_amount - :amount, updated_date = :at, "
				+ "version = version + 1 WHERE id = :id")
			.param("amount", amount)
			.param("at", Timestamps.of(at))
			.param("id", id)
			.update();
	}

	/** What bookings changed on one account: added to its balance, taken off its reserved amount. */
	record Change(UUID id, BigDecimal booked, BigDecimal consumed) {
	}

	/**
	 * Applies the changes of bookings checked under the accounts' row locks ({@link CashPostings}): one JDBC batch,
	 * one statement per account.
	 */
	void applyAll(Collection<Change> changes, Instant at) {
		batch.batchUpdate("UPDATE internal_accounts SET balance = balance + :booked, "
				+ "reserved_amount = reserved_amount - :consumed, updated_date = :at, version = version + 1 WHERE id = :id",
				changes.stream()
					.map(change -> new MapSqlParameterSource().addValue("booked", change.booked())
						.addValue("consumed", change.consumed())
						.addValue("at", Timestamps.of(at))
						.addValue("id", change.id()))
					.toArray(SqlParameterSource[]::new));
	}
}
