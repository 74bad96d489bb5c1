package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * What statements read of the ledger: the accounts, their bookings and movements of a period, and which accounts
 * have something to state. The ledger's rows are only ever inserted, so these reads give the same answer for a past
 * period every time.
 */
@Repository
@RequiredArgsConstructor
class StatementLedger {

	/** An account a statement names; {@code currencyCode} is null for a deposit account. */
	record Account(UUID tenantId, UUID id, UUID clientId, String currencyCode, String accountNumber) {
	}

	record Booking(Instant bookingDate, LocalDate valueDate, String type, String reference, BigDecimal amount) {
	}

	record Movement(Instant bookingDate, LocalDate valueDate, String type, String isinCode, TradeProvider provider,
			BigDecimal quantity, BigDecimal price, String currencyCode) {
	}

	private final JdbcClient jdbc;

	Optional<Account> account(UUID tenantId, StatementKind kind, UUID accountId) {
		String sql = kind == StatementKind.Internal
				? "SELECT tenant_id, id, client_id, currency_code, account_number FROM internal_accounts WHERE id = :id "
						+ "AND tenant_id = :tenantId"
				: "SELECT tenant_id, id, client_id, '', account_number FROM deposit_accounts WHERE id = :id "
						+ "AND tenant_id = :tenantId";
		return jdbc.sql(sql)
			.param("id", accountId)
			.param("tenantId", tenantId)
			.query(StatementLedger::accountRow)
			.optional();
	}

	/**
	 * The internal accounts with a booking in the period or a balance at its start other than zero, optionally of one
	 * tenant.
	 */
	List<Account> internalAccountsToState(StatementPeriod period, @Nullable UUID tenantId) {
		return jdbc.sql("SELECT a.tenant_id, a.id, a.client_id, a.currency_code, a.account_number "
				+ "FROM internal_accounts a WHERE "
				+ (tenantId == null ? "" : "a.tenant_id = :tenantId AND ")
				+ "a.id IN (SELECT t.internal_account_id FROM cash_transactions t WHERE t.booking_date < :end "
				+ "GROUP BY t.internal_account_id HAVING SUM(t.amount) <> 0 "
				+ "OR SUM(CASE WHEN t.booking_date >= :start THEN 1 ELSE 0 END) > 0) ORDER BY a.id")
			.param("tenantId", tenantId)
			.param("start", Timestamps.of(period.start()))
			.param("end", Timestamps.of(period.end()))
			.query(StatementLedger::accountRow)
			.list();
	}

	/** The deposit accounts with a movement in the period or a holding at its end, optionally of one tenant. */
	List<Account> depositAccountsToState(StatementPeriod period, @Nullable UUID tenantId) {
		return jdbc.sql("SELECT a.tenant_id, a.id, a.client_id, '', a.account_number FROM deposit_accounts a WHERE "
				+ (tenantId == null ? "" : "a.tenant_id = :tenantId AND ")
				+ "a.id IN (SELECT m.deposit_account_id FROM security_movements m WHERE m.booking_date < :end "
				+ "GROUP BY m.deposit_account_id, m.isin_code, m.provider HAVING SUM(m.quantity) <> 0 "
				+ "OR SUM(CASE WHEN m.booking_date >= :start THEN 1 ELSE 0 END) > 0) ORDER BY a.id")
			.param("tenantId", tenantId)
			.param("start", Timestamps.of(period.start()))
			.param("end", Timestamps.of(period.end()))
			.query(StatementLedger::accountRow)
			.list();
	}

	/** The balance before the period: the sum of every booking before its start. */
	BigDecimal balanceBefore(UUID internalAccountId, Instant start) {
		return jdbc.sql("SELECT COALESCE(SUM(amount), 0) FROM cash_transactions WHERE internal_account_id = :account "
				+ "AND booking_date < :start")
			.param("account", internalAccountId)
			.param("start", Timestamps.of(start))
			.query(BigDecimal.class)
			.single();
	}

	List<Booking> bookings(UUID internalAccountId, StatementPeriod period) {
		return jdbc.sql("SELECT booking_date, value_date, type, reference, amount FROM cash_transactions "
				+ "WHERE internal_account_id = :account AND booking_date >= :start AND booking_date < :end "
				+ "ORDER BY booking_date, id")
			.param("account", internalAccountId)
			.param("start", Timestamps.of(period.start()))
			.param("end", Timestamps.of(period.end()))
			.query((rs, row) -> new Booking(Timestamps.instant(rs, 1), rs.getObject(2, LocalDate.class),
					rs.getString(3), rs.getString(4), rs.getBigDecimal(5)))
			.list();
	}

	/** Every movement of the account booked before {@code end}, oldest first: the positions are folded from them. */
	List<Movement> movementsUntil(UUID depositAccountId, Instant end) {
		return jdbc.sql("SELECT booking_date, value_date, type, isin_code, provider, quantity, price, currency_code "
				+ "FROM security_movements WHERE deposit_account_id = :account AND booking_date < :end "
				+ "ORDER BY booking_date, id")
			.param("account", depositAccountId)
			.param("end", Timestamps.of(end))
			.query((rs, row) -> new Movement(Timestamps.instant(rs, 1), rs.getObject(2, LocalDate.class),
					rs.getString(3), rs.getString(4), TradeProvider.valueOf(rs.getString(5)), rs.getBigDecimal(6),
					rs.getBigDecimal(7), rs.getString(8)))
			.list();
	}

	/** An account of the columns tenant, id, client record and currency ('' for a deposit account), in that order. */
	private static Account accountRow(ResultSet rs, int row) throws SQLException {
		return new Account(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class), rs.getObject(3, UUID.class),
				rs.getString(4), rs.getString(5));
	}
}
