package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of internal accounts. Balances and reserved amounts change only through guarded statements that check
 * the rule and change the row at once, so that concurrent bookings and reservations of one account can never
 * overspend it: the database makes the second writer wait for the first and evaluate the condition on its result.
 */
@Repository
class InternalAccountStore {

	private static final String COLUMNS = "id, tenant_id, client_id, currency_code, status, balance, reserved_amount, "
			+ "created_date, updated_date, created_user_id, updated_user_id, version";

	/** The columns {@link #rowAt} reads, each qualified with a table alias. */
	static String columns(String alias) {
		return alias + "." + COLUMNS.replace(", ", ", " + alias + ".");
	}

	private final JdbcClient jdbc;

	private final AccountRows<InternalAccountRow> rows;

	private final boolean postgres;

	InternalAccountStore(JdbcClient jdbc, DataSource dataSource) {
		this.jdbc = jdbc;
		this.rows = new AccountRows<>(jdbc, "internal_accounts", COLUMNS, InternalAccountStore::row);
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
	}

	void insert(InternalAccountRow account) {
		jdbc.sql("INSERT INTO internal_accounts (id, tenant_id, client_id, currency_code, status, balance, "
				+ "reserved_amount, created_date, updated_date, created_user_id, updated_user_id) VALUES (:id, "
				+ ":tenantId, :clientId, :currency, :status, 0, 0, :created, :updated, :createdUserId, :updatedUserId)")
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("clientId", account.clientId())
			.param("currency", account.currencyCode())
			.param("status", account.status().name())
			.param("created", Timestamps.of(account.createdDate()))
			.param("updated", Timestamps.of(account.updatedDate()))
			.param("createdUserId", account.createdUserId())
			.param("updatedUserId", account.updatedUserId())
			.update();
	}

	Optional<Versioned<InternalAccountRow>> find(UUID tenantId, UUID id) {
		return rows.find(tenantId, id);
	}

	/**
	 * Moves the account to {@code target} over the version read; a close also needs nothing held and nothing
	 * reserved at the moment of the write. False when the row has moved on or a close finds money on it.
	 */
	boolean updateStatus(UUID tenantId, UUID id, AccountStatus target, Instant at, UUID actorId, long readVersion) {
		return rows.updateStatus(tenantId, id, target, at, actorId, readVersion, "balance = 0 AND reserved_amount = 0");
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

	List<InternalAccountRow> list(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status,
			PageRequest page) {
		return rows.list(tenantId, clientId, status, page);
	}

	long count(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status) {
		return rows.count(tenantId, clientId, status);
	}

	/** The client's accounts, oldest first. */
	List<InternalAccountRow> ofClient(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM internal_accounts WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY created_date, id")
			.param("tenantId", tenantId)
			.param("clientId", clientId)
			.query(InternalAccountStore::row)
			.list()
			.stream()
			.map(Versioned::value)
			.toList();
	}

	/** Every account of the tenant, oldest first: for the balances of all clients at once. */
	List<InternalAccountRow> ofTenant(UUID tenantId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM internal_accounts WHERE tenant_id = :tenantId "
				+ "ORDER BY created_date, id")
			.param("tenantId", tenantId)
			.query(InternalAccountStore::row)
			.list()
			.stream()
			.map(Versioned::value)
			.toList();
	}

	private static Versioned<InternalAccountRow> row(ResultSet rs, int row) throws SQLException {
		return rowAt(rs, 1);
	}

	/** The row whose {@link #columns} start at column {@code first} of the result. */
	static Versioned<InternalAccountRow> rowAt(ResultSet rs, int first) throws SQLException {
		int c = first;
		return new Versioned<>(new InternalAccountRow(rs.getObject(c, UUID.class), rs.getObject(c + 1, UUID.class),
				rs.getObject(c + 2, UUID.class), rs.getString(c + 3), AccountStatus.valueOf(rs.getString(c + 4)),
				rs.getBigDecimal(c + 5), rs.getBigDecimal(c + 6), Timestamps.instant(rs, c + 7),
				Timestamps.instant(rs, c + 8), rs.getObject(c + 9, UUID.class), rs.getObject(c + 10, UUID.class)),
				rs.getLong(c + 11));
	}
}
