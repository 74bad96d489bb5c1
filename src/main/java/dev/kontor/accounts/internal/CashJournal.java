package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import javax.sql.DataSource;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.SqlArrays;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The cash transactions with their entries, and the reservations. Transactions and entries are only inserted;
 * a reservation changes once, from Open, by a statement that names Open, so that of two releases (or a release
 * and a settlement) exactly one takes effect.
 */
@Repository
class CashJournal {

	private static final String TRANSACTION_COLUMNS = "id, tenant_id, internal_account_id, amount, currency_code, "
			+ "type, reference, booking_date, value_date, settled_reservation, negative_allowed, balance_after";

	private static final String INSERT_TRANSACTION = "INSERT INTO cash_transactions (" + TRANSACTION_COLUMNS
			+ ") VALUES (:id, :tenantId, :account, :amount, :currency, :type, :reference, :bookingDate, :valueDate, "
			+ ":reservation, :negativeAllowed, :balanceAfter)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final ReservationRows reservations;

	private final JournalRows<CashTransactionView> transactions;

	/** Whether lists are inserted as arrays ({@code unnest}, PostgreSQL) rather than JDBC batches. */
	private final boolean postgres;

	CashJournal(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
		this.reservations = new ReservationRows(jdbc, "cash_reservations");
		this.transactions = new JournalRows<>(jdbc, "cash_transactions", TRANSACTION_COLUMNS, "internal_account_id",
				(rs, row) -> transaction(rs, row).view());
	}

	void insert(CashTransactionRow transaction, List<LedgerRules.CashEntry> entries) {
		jdbc.sql(INSERT_TRANSACTION).paramSource(transactionParameters(transaction)).update();
		StringBuilder sql = new StringBuilder("INSERT INTO cash_entries (transaction_id, line, tenant_id, ledger_account, "
				+ "internal_account_id, currency_code, amount) VALUES ");
		Map<String, Object> params = new HashMap<>();
		params.put("id", transaction.id());
		params.put("tenantId", transaction.tenantId());
		for (int line = 0; line < entries.size(); line++) {
			LedgerRules.CashEntry entry = entries.get(line);
			sql.append(line == 0 ? "" : ", ").append("(:id, ").append(line + 1).append(", :tenantId, :account")
				.append(line).append(", :internalAccountId").append(line).append(", :currency").append(line)
				.append(", :amount").append(line).append(')');
			params.put("account" + line, entry.account().name());
			params.put("internalAccountId" + line, entry.internalAccountId());
			params.put("currency" + line, entry.currencyCode());
			params.put("amount" + line, entry.amount());
		}
		// all entries in one statement: one round trip however many lines
		jdbc.sql(sql.toString()).params(params).update();
	}

	/**
	 * Inserts the transactions, each with its entries: all transactions in one statement and all entries in one more
	 * (on PostgreSQL each column an array, {@code unnest}; elsewhere a JDBC batch each), so that a call pays two round
	 * trips however many transactions it books.
	 */
	void insertAll(List<Booked> booked) {
		List<Line> lines = new ArrayList<>();
		for (Booked row : booked) {
			for (int line = 0; line < row.entries().size(); line++) {
				lines.add(new Line(row.transaction(), line + 1, row.entries().get(line)));
			}
		}
		if (postgres) {
			insertAllAtOnce(booked, lines);
			return;
		}
		batch.batchUpdate(INSERT_TRANSACTION,
				booked.stream().map(row -> transactionParameters(row.transaction())).toArray(SqlParameterSource[]::new));
		batch.batchUpdate("INSERT INTO cash_entries (transaction_id, line, tenant_id, ledger_account, "
				+ "internal_account_id, currency_code, amount) VALUES (:id, :line, :tenantId, :account, "
				+ ":internalAccountId, :currency, :amount)",
				lines.stream()
					.map(line -> entryParameters(line.transaction(), line.number(), line.entry()))
					.toArray(SqlParameterSource[]::new));
	}

	private void insertAllAtOnce(List<Booked> booked, List<Line> lines) {
		List<CashTransactionRow> rows = booked.stream().map(Booked::transaction).toList();
		batch.getJdbcTemplate().update(connection -> {
			PreparedStatement statement = connection.prepareStatement("INSERT INTO cash_transactions ("
					+ TRANSACTION_COLUMNS + ") SELECT * FROM unnest(CAST(? AS UUID[]), CAST(? AS UUID[]), "
					+ "CAST(? AS UUID[]), CAST(? AS NUMERIC[]), CAST(? AS TEXT[]), CAST(? AS TEXT[]), "
					+ "CAST(? AS TEXT[]), CAST(CAST(? AS TEXT[]) AS TIMESTAMPTZ[]), CAST(CAST(? AS TEXT[]) AS DATE[]), "
					+ "CAST(? AS UUID[]), CAST(? AS BOOLEAN[]), CAST(? AS NUMERIC[]))");
			statement.setArray(1, SqlArrays.column(connection, "uuid", rows, CashTransactionRow::id));
			statement.setArray(2, SqlArrays.column(connection, "uuid", rows, CashTransactionRow::tenantId));
			statement.setArray(3, SqlArrays.column(connection, "uuid", rows, CashTransactionRow::internalAccountId));
			statement.setArray(4, SqlArrays.column(connection, "numeric", rows, row -> row.entry().amount()));
			statement.setArray(5, SqlArrays.column(connection, "text", rows, row -> row.entry().currencyCode()));
			statement.setArray(6, SqlArrays.column(connection, "text", rows, row -> row.entry().type().name()));
			statement.setArray(7, SqlArrays.column(connection, "text", rows, row -> row.entry().reference()));
			statement.setArray(8, SqlArrays.column(connection, "text", rows,
					row -> Timestamps.of(row.bookingDate()).toString()));
			statement.setArray(9, SqlArrays.column(connection, "text", rows, row -> row.entry().valueDate().toString()));
			statement.setArray(10, SqlArrays.column(connection, "uuid", rows, CashTransactionRow::settledReservation));
			statement.setArray(11, SqlArrays.column(connection, "bool", rows, CashTransactionRow::negativeAllowed));
			statement.setArray(12, SqlArrays.column(connection, "numeric", rows, CashTransactionRow::balanceAfter));
			return statement;
		});
		batch.getJdbcTemplate().update(connection -> {
			PreparedStatement statement = connection.prepareStatement("INSERT INTO cash_entries (transaction_id, line, "
					+ "tenant_id, ledger_account, internal_account_id, currency_code, amount) SELECT * FROM unnest("
					+ "CAST(? AS UUID[]), CAST(? AS INTEGER[]), CAST(? AS UUID[]), CAST(? AS TEXT[]), CAST(? AS UUID[]), "
					+ "CAST(? AS TEXT[]), CAST(? AS NUMERIC[]))");
			statement.setArray(1, SqlArrays.column(connection, "uuid", lines, line -> line.transaction().id()));
			statement.setArray(2, SqlArrays.column(connection, "int4", lines, Line::number));
			statement.setArray(3, SqlArrays.column(connection, "uuid", lines, line -> line.transaction().tenantId()));
			statement.setArray(4, SqlArrays.column(connection, "text", lines, line -> line.entry().account().name()));
			statement.setArray(5, SqlArrays.column(connection, "uuid", lines,
					line -> line.entry().internalAccountId()));
			statement.setArray(6, SqlArrays.column(connection, "text", lines, line -> line.entry().currencyCode()));
			statement.setArray(7, SqlArrays.column(connection, "numeric", lines, line -> line.entry().amount()));
			return statement;
		});
	}

	/** One entry of a transaction with its line number. */
	private record Line(CashTransactionRow transaction, int number, LedgerRules.CashEntry entry) {
	}

	/** A transaction to insert with its entries. */
	record Booked(CashTransactionRow transaction, List<LedgerRules.CashEntry> entries) {
	}

	private static SqlParameterSource transactionParameters(CashTransactionRow transaction) {
		return new MapSqlParameterSource().addValue("id", transaction.id())
			.addValue("tenantId", transaction.tenantId())
			.addValue("account", transaction.internalAccountId())
			.addValue("amount", transaction.entry().amount())
			.addValue("currency", transaction.entry().currencyCode())
			.addValue("type", transaction.entry().type().name())
			.addValue("reference", transaction.entry().reference())
			.addValue("bookingDate", Timestamps.of(transaction.bookingDate()))
			.addValue("valueDate", transaction.entry().valueDate())
			.addValue("reservation", transaction.settledReservation())
			.addValue("negativeAllowed", transaction.negativeAllowed())
			.addValue("balanceAfter", transaction.balanceAfter());
	}

	private static SqlParameterSource entryParameters(CashTransactionRow transaction, int line,
			LedgerRules.CashEntry entry) {
		return new MapSqlParameterSource().addValue("id", transaction.id())
			.addValue("line", line)
			.addValue("tenantId", transaction.tenantId())
			.addValue("account", entry.account().name())
			.addValue("internalAccountId", entry.internalAccountId())
			.addValue("currency", entry.currencyCode())
			.addValue("amount", entry.amount());
	}

	/** The transactions as the API answers them, read by account and booking date. */
	JournalRows<CashTransactionView> transactions() {
		return transactions;
	}

	/** The sum of the entries of one side of the ledger: for the checks that every transaction balances. */
	BigDecimal sumOfEntries(UUID tenantId, LedgerAccount account, String currencyCode) {
		return jdbc.sql("SELECT COALESCE(SUM(amount), 0) FROM cash_entries WHERE tenant_id = :tenantId "
				+ "AND ledger_account = :account AND currency_code = :currency")
			.param("tenantId", tenantId)
			.param("account", account.name())
			.param("currency", currencyCode)
			.query(BigDecimal.class)
			.single();
	}

	void insertReservation(UUID id, UUID tenantId, UUID internalAccountId, BigDecimal amount, String currencyCode,
			String reference, Instant at) {
		jdbc.sql("INSERT INTO cash_reservations (id, tenant_id, internal_account_id, amount, remaining, currency_code, "
				+ "reference, status, created_date, updated_date) VALUES (:id, :tenantId, :account, :amount, :amount, "
				+ ":currency, :reference, 'Open', :at, :at)")
			.param("id", id)
			.param("tenantId", tenantId)
			.param("account", internalAccountId)
			.param("amount", amount)
			.param("currency", currencyCode)
			.param("reference", reference)
			.param("at", Timestamps.of(at))
			.update();
	}

	/** The reservation, locked until the end of the caller's transaction: what is left of it cannot change meanwhile. */
	Optional<CashReservationRow> lockReservation(UUID tenantId, UUID id) {
		return jdbc.sql("SELECT id, internal_account_id, remaining, status FROM cash_reservations WHERE id = :id "
				+ "AND tenant_id = :tenantId FOR UPDATE")
			.param("id", id)
			.param("tenantId", tenantId)
			.query((rs, row) -> new CashReservationRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
					rs.getBigDecimal(3), ReservationStatus.valueOf(rs.getString(4))))
			.optional();
	}

	/** Ends an Open reservation as {@code outcome}, nothing left of it; false when it was not Open (any more). */
	boolean end(UUID id, ReservationStatus outcome, Instant at) {
		return reservations.end(id, outcome, at);
	}

	/** What a booking uses of an Open reservation it settles ({@link ReservationRows#consume}). */
	BigDecimal consume(UUID id, BigDecimal remaining, BigDecimal moved, boolean releasesRest, Instant at) {
		return reservations.consume(id, remaining, moved, releasesRest, at);
	}

	private static CashTransactionRow transaction(ResultSet rs, int row) throws SQLException {
		CashBooking.Entry entry = new CashBooking.Entry(rs.getBigDecimal(4), rs.getString(5),
				CashTransactionType.valueOf(rs.getString(6)), rs.getString(7), rs.getObject(9, LocalDate.class));
		return new CashTransactionRow(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class),
				rs.getObject(3, UUID.class), entry, Timestamps.instant(rs, 8), rs.getObject(10, UUID.class),
				rs.getBoolean(11), rs.getBigDecimal(12));
	}
}
