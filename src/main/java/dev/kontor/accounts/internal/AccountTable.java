package dev.kontor.accounts.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * The table of one kind of account, asked the same of either kind: one account of a tenant (read, or locked), a page
 * of them by client record and status and their count, a client's or a tenant's accounts, a new account, and a status
 * change over the version read, where the kind adds what a close needs ({@link AccountKind#closable}). A row holds
 * the columns of {@link AccountRow} first, then the kind's own, then the version.
 *
 * @param <R> the kind's row
 */
final class AccountTable<R> {

	/** How a row of the kind is read from the result at a column, the columns of {@link AccountRow} first. */
	@FunctionalInterface
	interface Reader<R> {

		R at(ResultSet rs, int first) throws SQLException;
	}

	/**
	 * What a kind's table holds besides every account's columns: its own columns, how its row is read, which part
	 * of it is every account's, and the values of its own columns in their order.
	 */
	record Layout<R>(List<String> ownColumns, Reader<R> reader, Function<R, AccountRow> account,
			Function<R, List<Object>> ownValues) {
	}

	/** Ids in one {@code IN} list: far below the parameters a statement may have. */
	private static final int LOCKED_PER_STATEMENT = 1000;

	private final JdbcClient jdbc;

	private final AccountKind kind;

	private final Layout<R> layout;

	private final String columns;

	AccountTable(JdbcClient jdbc, AccountKind kind, Layout<R> layout) {
		this.jdbc = jdbc;
		this.kind = kind;
		this.layout = layout;
		this.columns = columns("");
	}

	/** The table of internal accounts, whose rows add the account's money. */
	static AccountTable<InternalAccountRow> internalAccounts(JdbcClient jdbc) {
		return new AccountTable<>(jdbc, AccountKind.Internal,
				new Layout<>(List.of(InternalAccountRow.MONEY_COLUMNS.split(", ")), InternalAccountRow::at,
						InternalAccountRow::account,
						row -> List.of(row.currencyCode(), row.balance(), row.reservedAmount())));
	}

	/** The table of deposit accounts, whose rows hold what every account has and nothing else. */
	static AccountTable<AccountRow> depositAccounts(JdbcClient jdbc) {
		return new AccountTable<>(jdbc, AccountKind.Deposit,
				new Layout<>(List.of(), AccountRow::at, Function.identity(), row -> List.of()));
	}

	AccountKind kind() {
		return kind;
	}

	AccountRow account(R row) {
		return layout.account().apply(row);
	}

	/** The columns {@link #rowAt} reads, each qualified with {@code alias} (none for an empty one). */
	String columns(String alias) {
		List<String> names = new ArrayList<>(List.of(AccountRow.COLUMNS.split(", ")));
		names.addAll(layout.ownColumns());
		names.add("version");
		String prefix = alias.isEmpty() ? "" : alias + ".";
		return prefix + String.join(", " + prefix, names);
	}

	/** How many columns {@link #columns} names. */
	int width() {
		return AccountRow.WIDTH + layout.ownColumns().size() + 1;
	}

	private R row(ResultSet rs, int row) throws SQLException {
		return layout.reader().at(rs, 1);
	}

	/** The row whose {@link #columns} start at column {@code first} of the result. */
	Versioned<R> rowAt(ResultSet rs, int first) throws SQLException {
		return new Versioned<>(layout.reader().at(rs, first), rs.getLong(first + width() - 1));
	}

	void insert(R row) {
		AccountRow account = account(row);
		List<Object> own = layout.ownValues().apply(row);
		StringBuilder ownNames = new StringBuilder();
		StringBuilder ownParameters = new StringBuilder();
		for (int i = 0; i < own.size(); i++) {
			ownNames.append(", ").append(layout.ownColumns().get(i));
			ownParameters.append(", :own").append(i);
		}
		var insert = jdbc.sql("INSERT INTO " + kind.table + " (" + AccountRow.COLUMNS + ownNames + ") VALUES (:id, "
				+ ":tenantId, :clientId, :accountNumber, :status, :created, :updated, :createdUserId, :updatedUserId" + ownParameters
				+ ")")
			.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("clientId", account.clientId())
			.param("accountNumber", account.accountNumber())
			.param("status", account.status().name())
			.param("created", Timestamps.of(account.createdDate()))
			.param("updated", Timestamps.of(account.updatedDate()))
			.param("createdUserId", account.createdUserId())
			.param("updatedUserId", account.updatedUserId());
		for (int i = 0; i < own.size(); i++) {
			insert = insert.param("own" + i, own.get(i));
		}
		insert.update();
	}

	Optional<Versioned<R>> find(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT " + columns + " FROM " + kind.table + " WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.query((rs, n) -> rowAt(rs, 1))
			.optional();
	}

	/** The account, or 404 for an id that is no account of the kind of the tenant. */
	Versioned<R> require(UUID tenantId, UUID id) {
		return find(tenantId, id).orElseThrow(this::notFound);
	}

	/** As {@link #require}, the row locked until the transaction ends. */
	R requireLocked(UUID tenantId, UUID id) {
		return lock(tenantId, id).orElseThrow(this::notFound);
	}

	/**
	 * The accounts, their rows locked until the transaction ends, in the order of their ids so that two transactions
	 * locking overlapping sets wait for each other instead of deadlocking; 404 when one of the ids is no account of
	 * the kind of the tenant. One statement for up to {@value #LOCKED_PER_STATEMENT} accounts.
	 */
	Map<UUID, R> requireAllLocked(UUID tenantId, Collection<UUID> ids) {
		List<UUID> ordered = List.copyOf(new TreeSet<>(ids));
		Map<UUID, R> locked = new HashMap<>();
		for (int from = 0; from < ordered.size(); from += LOCKED_PER_STATEMENT) {
			jdbc.sql("SELECT " + columns + " FROM " + kind.table + " WHERE tenant_id = :tenantId AND id IN (:ids) "
					+ "ORDER BY id FOR UPDATE")
				.param("tenantId", tenantId)
				.param("ids", ordered.subList(from, Math.min(ordered.size(), from + LOCKED_PER_STATEMENT)))
				.query(this::row)
				.list()
				.forEach(row -> locked.put(account(row).id(), row));
		}
		if (locked.size() < ordered.size()) {
			throw notFound();
		}
		return locked;
	}

	/** A 422 for a booking or reservation on an account that is not Active (money and securities move on no other). */
	RuleViolation notActive(R row) {
		return new RuleViolation(kind.idProperty, "must be an Active account; this one is " + account(row).status());
	}

	private NotFound notFound() {
		return new NotFound("No " + kind.noun + " with this id exists");
	}

	/** The account, its row locked until the transaction ends. */
	private Optional<R> lock(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT " + columns + " FROM " + kind.table + " WHERE id = :id AND tenant_id = :tenantId "
				+ "FOR UPDATE")
			.param("id", id)
			.param("tenantId", tenantId)
			.query(this::row)
			.optional();
	}

	List<R> list(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status, PageRequest page) {
		SqlConditions where = filter(clientId, status);
		return jdbc.sql("SELECT " + columns + " FROM " + kind.table + " WHERE tenant_id = :tenantId" + where.sql()
				+ " ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT " + page.recordsPerPage()
				+ " ROWS ONLY")
			.param("tenantId", tenantId)
			.params(where.parameters())
			.query(this::row)
			.list();
	}

	long count(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status) {
		SqlConditions where = filter(clientId, status);
		return jdbc.sql("SELECT COUNT(*) FROM " + kind.table + " WHERE tenant_id = :tenantId" + where.sql())
			.param("tenantId", tenantId)
			.params(where.parameters())
			.query(Long.class)
			.single();
	}

	/** The client's accounts, oldest first. */
	List<R> ofClient(UUID tenantId, UUID clientId) {
		return all(tenantId, " AND client_id = :clientId", Map.of("clientId", clientId));
	}

	/** Every account of the tenant, oldest first: for the figures of all clients at once. */
	List<R> ofTenant(UUID tenantId) {
		return all(tenantId, "", Map.of());
	}

	/**
	 * Moves the account to {@code target} over the version read; a close also needs what the kind names closable at
	 * the moment of the write. False when the row has moved on or a close finds the account not closable.
	 */
	boolean updateStatus(UUID tenantId, UUID id, AccountStatus target, Instant at, UUID actorId, long readVersion) {
		return jdbc.sql("UPDATE " + kind.table + " SET status = :status, updated_date = :at, updated_user_id = :actor, "
				+ "version = version + 1 WHERE id = :id AND tenant_id = :tenantId AND version = :readVersion "
				+ "AND (:closing = FALSE OR (" + kind.closable + "))")
			.param("status", target.name())
			.param("at", Timestamps.of(at))
			.param("actor", actorId)
			.param("id", id)
			.param("tenantId", tenantId)
			.param("readVersion", readVersion)
			.param("closing", target == AccountStatus.Closed)
			.update() == 1;
	}

	/** The client's Active account of this kind: what a client's default accounts must be. */
	boolean isActiveAccountOf(UUID tenantId, UUID id, UUID clientId) {
		return find(tenantId, id).map(found -> account(found.value()))
			.map(account -> account.clientId().equals(clientId) && account.status() == AccountStatus.Active)
			.orElse(false);
	}

	Optional<UUID> clientOf(UUID tenantId, UUID id) {
		return find(tenantId, id).map(found -> account(found.value()).clientId());
	}

	private List<R> all(UUID tenantId, String condition, Map<String, ?> parameters) {
		return jdbc.sql("SELECT " + columns + " FROM " + kind.table + " WHERE tenant_id = :tenantId" + condition
				+ " ORDER BY created_date, id")
			.param("tenantId", tenantId)
			.params(parameters)
			.query(this::row)
			.list();
	}

	private static SqlConditions filter(@Nullable UUID clientId, @Nullable AccountStatus status) {
		return new SqlConditions().add(clientId, " AND client_id = :clientId", "clientId")
			.add(status == null ? null : status.name(), " AND status = :status", "status");
	}
}
