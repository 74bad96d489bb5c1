package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import javax.sql.DataSource;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.SqlArrays;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The balances and reserved amounts of internal accounts. They change only through guarded statements that check
 * the rule and change the row at once, so that concurrent bookings and reservations of one account can never
 * overspend it: the database makes the second writer wait for the first and evaluate the condition on its result.
 * A list of bookings is checked under the accounts' row locks instead and changes every account it moved in one
 * batch ({@link #applyAll}). The rest of the table is written and read as every account's ({@link AccountTable}).
 */
@Repository
class InternalAccountBalances {

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final boolean postgres;

	InternalAccountBalances(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
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

	/** An account's balance after a booking, and whose account it is. */
	record Booked(BigDecimal balance, UUID clientId) {
	}

	/**
	 * Books {@code amount} on the balance and takes {@code consumed} off the reserved amount, if the account is in
	 * {@code currency} and one of {@code statuses} and, unless {@code mayGoNegative}, the available amount stays at
	 * zero or above; empty, changing nothing, otherwise. One statement changes the row and answers the new balance
	 * ({@code RETURNING} on PostgreSQL, a data change delta table on H2).
	 */
	Optional<Booked> book(UUID tenantId, UUID id, String currency, BigDecimal amount, BigDecimal consumed,
			Set<AccountStatus> statuses, boolean mayGoNegative, Instant at) {
		String update = "UPDATE internal_accounts SET balance = balance + :amount, "
				+ "reserved_amount = reserved_amount - :consumed, updated_date = :at, version = version + 1 "
				+ "WHERE id = :id AND tenant_id = :tenantId AND currency_code = :currency AND status IN (:statuses) "
				// a booking that does not lower the available amount (a deposit, a withdrawal settling its own
				// reservation) is taken also while a flagged reversal keeps the available amount below zero
				+ "AND (:mayGoNegative = TRUE OR :amount + :consumed >= 0 "
				+ "OR balance + :amount - (reserved_amount - :consumed) >= 0)";
		String sql = postgres ? update + " RETURNING balance, client_id"
				: "SELECT balance, client_id FROM FINAL TABLE (" + update + ")";
		return jdbc.sql(sql)
			.param("amount", amount)
			.param("consumed", consumed)
			.param("at", Timestamps.of(at))
			.param("id", id)
			.param("tenantId", tenantId)
			.param("currency", currency)
			.param("statuses", statuses.stream().map(Enum::name).toList())
			.param("mayGoNegative", mayGoNegative)
			.query((rs, row) -> new Booked(rs.getBigDecimal(1), rs.getObject(2, UUID.class)))
			.optional();
	}

	/** What bookings changed on one account: added to its balance, taken off its reserved amount. */
	record Change(UUID id, BigDecimal booked, BigDecimal consumed) {
	}

	/**
	 * Applies the changes of bookings checked under the accounts' row locks ({@link CashPostings}): on PostgreSQL one
	 * statement with the changes as arrays ({@code unnest}), elsewhere one JDBC batch of one statement per account.
	 */
	void applyAll(Collection<Change> changes, Instant at) {
		if (postgres) {
			List<Change> rows = List.copyOf(changes);
			batch.getJdbcTemplate().update(connection -> {
				PreparedStatement statement = connection.prepareStatement("UPDATE internal_accounts a "
						+ "SET balance = a.balance + c.booked, reserved_amount = a.reserved_amount - c.consumed, "
						+ "updated_date = ?, version = a.version + 1 FROM unnest(CAST(? AS UUID[]), "
						+ "CAST(? AS NUMERIC[]), CAST(? AS NUMERIC[])) AS c (id, booked, consumed) WHERE a.id = c.id");
				statement.setObject(1, Timestamps.of(at));
				statement.setArray(2, SqlArrays.column(connection, "uuid", rows, Change::id));
				statement.setArray(3, SqlArrays.column(connection, "numeric", rows, Change::booked));
				statement.setArray(4, SqlArrays.column(connection, "numeric", rows, Change::consumed));
				return statement;
			});
			return;
		}
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
