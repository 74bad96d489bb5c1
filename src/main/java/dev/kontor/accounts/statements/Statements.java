package dev.kontor.accounts.statements;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.YearMonth;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/** The statement index. A statement's file number is the next of its account and year. */
@Repository
@RequiredArgsConstructor
class Statements {

	private static final String COLUMNS = "id, tenant_id, account_kind, account_id, client_id, statement_year, "
			+ "file_number, statement_month, period_start, period_end, created_date";

	private final JdbcClient jdbc;

	/**
	 * Inserts the statement with the next file number of its account and year and answers it; a statement of the
	 * same period already there (another instance, an earlier run) makes the unique key refuse it.
	 */
	StatementRow insert(UUID id, UUID tenantId, StatementKind kind, UUID accountId, UUID clientId,
			StatementPeriod period, java.time.Instant now) {
		int year = period.month().getYear();
		jdbc.sql("INSERT INTO account_statements (" + COLUMNS + ") SELECT :id, :tenantId, :kind, :account, :client, "
				+ ":year, COALESCE(MAX(file_number), 0) + 1, :month, :start, :end, :now FROM account_statements "
				+ "WHERE account_kind = :kind AND account_id = :account AND statement_year = :year")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("kind", kind.name())
			.param("account", accountId)
			.param("client", clientId)
			.param("year", year)
			.param("month", period.month().getMonthValue())
			.param("start", Timestamps.of(period.start()))
			.param("end", Timestamps.of(period.end()))
			.param("now", Timestamps.of(now))
			.update();
		return jdbc.sql("SELECT " + COLUMNS + " FROM account_statements WHERE id = :id")
			.param("id", id)
			.query(Statements::row)
			.single();
	}

	boolean exists(StatementKind kind, UUID accountId, StatementPeriod period) {
		return jdbc.sql("SELECT COUNT(*) FROM account_statements WHERE account_kind = :kind AND account_id = :account "
				+ "AND period_start = :start AND period_end = :end")
			.param("kind", kind.name())
			.param("account", accountId)
			.param("start", Timestamps.of(period.start()))
			.param("end", Timestamps.of(period.end()))
			.query(Long.class)
			.single() > 0;
	}

	List<StatementRow> list(UUID tenantId, StatementKind kind, UUID accountId) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM account_statements WHERE tenant_id = :tenantId "
				+ "AND account_kind = :kind AND account_id = :account ORDER BY statement_year, file_number")
			.param("tenantId", tenantId)
			.param("kind", kind.name())
			.param("account", accountId)
			.query(Statements::row)
			.list();
	}

	Optional<StatementRow> find(UUID tenantId, StatementKind kind, UUID accountId, int year, int fileNumber) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM account_statements WHERE tenant_id = :tenantId "
				+ "AND account_kind = :kind AND account_id = :account AND statement_year = :year "
				+ "AND file_number = :fileNumber")
			.param("tenantId", tenantId)
			.param("kind", kind.name())
			.param("account", accountId)
			.param("year", year)
			.param("fileNumber", fileNumber)
			.query(Statements::row)
			.optional();
	}

	private static StatementRow row(ResultSet rs, int row) throws SQLException {
		StatementPeriod period = new StatementPeriod(YearMonth.of(rs.getInt(6), rs.getInt(8)),
				Objects.requireNonNull(Timestamps.instant(rs, 9)), Objects.requireNonNull(Timestamps.instant(rs, 10)));
		return new StatementRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
				StatementKind.valueOf(rs.getString(3)), rs.getObject(4, UUID.class), rs.getObject(5, UUID.class),
				rs.getInt(7), period, Timestamps.instant(rs, 11));
	}
}
