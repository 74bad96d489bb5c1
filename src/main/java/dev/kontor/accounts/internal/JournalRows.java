package dev.kontor.accounts.internal;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.shared.paging.PageRequest;

/**
 * What the journals of cash transactions and of security movements are asked alike: one booking of an account, and
 * an account's bookings over a range of booking dates, a page of them (oldest first) or their count.
 *
 * @param <R> the journal's row
 */
final class JournalRows<R> {

	private final JdbcClient jdbc;

	private final String table;

	private final String columns;

	private final String accountColumn;

	private final RowMapper<R> mapper;

	JournalRows(JdbcClient jdbc, String table, String columns, String accountColumn, RowMapper<R> mapper) {
		this.jdbc = jdbc;
		this.table = table;
		this.columns = columns;
		this.accountColumn = accountColumn;
		this.mapper = mapper;
	}

	Optional<R> find(UUID tenantId, UUID accountId, UUID id) {
		return jdbc.sql("SELECT " + columns + " FROM " + table + " WHERE id = :id AND tenant_id = :tenantId AND "
				+ accountColumn + " = :account")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("account", accountId)
			.query(mapper)
			.optional();
	}

	/** The account's bookings from {@code from} (inclusive) to {@code until} (exclusive), oldest first. */
	List<R> list(UUID accountId, @Nullable Instant from, @Nullable Instant until, PageRequest page) {
		return jdbc.sql("SELECT " + columns + " FROM " + table + " WHERE " + accountColumn + " = :account"
				+ range(from, until) + " ORDER BY booking_date, id OFFSET " + page.offset() + " ROWS FETCH NEXT "
				+ page.recordsPerPage() + " ROWS ONLY")
			.param("account", accountId)
			.param("from", Timestamps.of(from))
			.param("until", Timestamps.of(until))
			.query(mapper)
			.list();
	}

	long count(UUID accountId, @Nullable Instant from, @Nullable Instant until) {
		return jdbc.sql("SELECT COUNT(*) FROM " + table + " WHERE " + accountColumn + " = :account"
				+ range(from, until))
			.param("account", accountId)
			.param("from", Timestamps.of(from))
			.param("until", Timestamps.of(until))
			.query(Long.class)
			.single();
	}

	private static String range(@Nullable Instant from, @Nullable Instant until) {
		return (from == null ? "" : " AND booking_date >= :from") + (until == null ? "" : " AND booking_date < :until");
	}
}
