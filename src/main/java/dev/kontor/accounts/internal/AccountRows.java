package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * What the tables of internal and of deposit accounts are asked alike: one account of a tenant, a page of them by
 * client record and status and their count, and a status change over the version read, where each table adds what a
 * close needs of it.
 *
 * @param <R> the table's row
 */
final class AccountRows<R> {

	private final JdbcClient jdbc;

	private final String table;

	private final String columns;

	private final RowMapper<Versioned<R>> mapper;

	AccountRows(JdbcClient jdbc, String table, String columns, RowMapper<Versioned<R>> mapper) {
		this.jdbc = jdbc;
		this.table = table;
		this.columns = columns;
		this.mapper = mapper;
	}

	Optional<Versioned<R>> find(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT " + columns + " FROM " + table + " WHERE id = :id AND tenant_id = :tenantId")
			.param("id", id)
			.param("tenantId", tenantId)
			.query(mapper)
			.optional();
	}

	List<R> list(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status, PageRequest page) {
		SqlConditions where = filter(clientId, status);
		return jdbc.sql("SELECT " + columns + " FROM " + table + " WHERE tenant_id = :tenantId" + where.sql()
				+ " ORDER BY created_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT " + page.recordsPerPage()
				+ " ROWS ONLY")
			.param("tenantId", tenantId)
			.params(where.parameters())
			.query(mapper)
			.list()
			.stream()
			.map(Versioned::value)
			.toList();
	}

	long count(UUID tenantId, @Nullable UUID clientId, @Nullable AccountStatus status) {
		SqlConditions where = filter(clientId, status);
		return jdbc.sql("SELECT COUNT(*) FROM " + table + " WHERE tenant_id = :tenantId" + where.sql())
			.param("tenantId", tenantId)
			.params(where.parameters())
			.query(Long.class)
			.single();
	}

	/**
	 * Moves the account to {@code target} over the version read; a close also needs {@code closable}, the table's
	 * condition (a predicate over the row that may use {@code :id}). False when the row has moved on or a close finds
	 * the account not closable.
	 */
	boolean updateStatus(UUID tenantId, UUID id, AccountStatus target, Instant at, UUID actorId, long readVersion,
			String closable) {
		return jdbc.sql("UPDATE " + table + " SET status = :status, updated_date = :at, updated_user_id = :actor, "
				+ "version = version + 1 WHERE id = :id AND tenant_id = :tenantId AND version = :readVersion "
				+ "AND (:closing = FALSE OR (" + closable + "))")
			.param("status", target.name())
			.param("at", Timestamps.of(at))
			.param("actor", actorId)
			.param("id", id)
			.param("tenantId", tenantId)
			.param("readVersion", readVersion)
			.param("closing", target == AccountStatus.Closed)
			.update() == 1;
	}

	private static SqlConditions filter(@Nullable UUID clientId, @Nullable AccountStatus status) {
		return new SqlConditions().add(clientId, " AND client_id = :clientId", "clientId")
			.add(status == null ? null : status.name(), " AND status = :status", "status");
	}
}
