package dev.kontor.accounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of deposit accounts. A booking of securities takes the account's row lock first ({@link #lock}), so
 * that the movements of one account, and a close of it, take turns.
 */
@Repository
class DepositAccountStore {

	private static final String COLUMNS = "id, tenant_id, client_id, status, created_date, updated_date, "
			+ "created_user_id, updated_user_id, version";

	/** The columns {@link #rowAt} reads, each qualified with a table alias. */
	static String columns(String alias) {
		return alias + "." + COLUMNS.replace(", ", ", " + alias + ".");
	}

	private final JdbcClient jdbc;

	private final AccountRows<DepositAccountRow> rows;

	DepositAccountStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
		this.rows = new AccountRows<>(jdbc, "deposit_accounts", COLUMNS, DepositAccountStore::row);
	}

	void insert(DepositAccountRow account) {
		jdbc.sql("INSERT INTO deposit_accounts (id, tenant_id, client_id, status, created_date, updated_date, "
				+ "created_user_id, updated_user_id) VALUES (:id, :tenantId, :clientId, :status, :created, :updated, "
				+ ":createdUserId, :updatedUserId)")
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("clientId", account.clientId())
			.param("status", account.status().name())
			.param("created", Timestamps.of(account.createdDate()))
			.param("updated", Timestamps.of(account.updatedDate()))
			.param("createdUserId", account.createdUserId())
			.param("updatedUserId", account.updatedUserId())
			.update();
	}

	Optional<Versioned<DepositAccountRow>> find(UUID tenantId, UUID id) {
		return rows.find(tenantId, id);
	}

	/** The account, its row locked until the transaction ends. */
	Optional<DepositAccountRow> lock(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM deposit_accounts WHERE id = :id AND tenant_id = :tenantId "
				+ "FOR UPDATE")
			.param("id", id)
			.param("tenantId", tenantId)
			.query(DepositAccountStore::row)
			.optional()
			.map(Versioned::value);
	}

	/** As {@link InternalAccountStore#updateStatus}: a close also needs no holding and nothing reserved. */
	boolean updateStatus(UUID tenantId, UUID id, AccountStatus target, Instant at, UUID actorId, long readVersion) {
		return rows.updateStatus(tenantId, id, target, at, actorId, readVersion, "NOT EXISTS (SELECT 1 FROM positions p "
				+ "WHERE p.deposit_account_id = :id AND (p.quantity <> 0 OR p.reserved_quantity <> 0))");
	}

	List<DepositAccountRow> list(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status,
			PageRequest page) {
		return rows.list(tenantId, clientId, status, page);
	}

	long count(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status) {
		return rows.count(tenantId, clientId, status);
	}

	private static Versioned<DepositAccountRow> row(ResultSet rs, int row) throws SQLException {
		return rowAt(rs, 1);
	}

	/** The row whose {@link #columns} start at column {@code first} of the result. */
	static Versioned<DepositAccountRow> rowAt(ResultSet rs, int first) throws SQLException {
		int c = first;
		return new Versioned<>(new DepositAccountRow(rs.getObject(c, UUID.class), rs.getObject(c + 1, UUID.class),
				rs.getObject(c + 2, UUID.class), AccountStatus.valueOf(rs.getString(c + 3)), Timestamps.instant(rs, c + 4),
				Timestamps.instant(rs, c + 5), rs.getObject(c + 6, UUID.class), rs.getObject(c + 7, UUID.class)),
				rs.getLong(c + 8));
	}
}
