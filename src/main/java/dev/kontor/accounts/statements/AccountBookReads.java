package dev.kontor.accounts.statements;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.AccountListing;
import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.BookingLine;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The back office's reads of accounts and bookings, by the indexes of accounts by client and of bookings by account
 * and booking date.
 */
@Repository
@RequiredArgsConstructor
class AccountBookReads {

	private static final String INTERNAL = "SELECT id, account_number, client_id, TRUE AS internal, currency_code, status, balance, "
			+ "reserved_amount, created_date FROM internal_accounts WHERE tenant_id = :tenantId";

	private final JdbcClient jdbc;

	public List<AccountListing> accountsOfClient(TenantId tenantId, ClientId clientId) {
		return jdbc.sql(INTERNAL + " AND client_id = :clientId UNION ALL SELECT id, account_number, client_id, FALSE, NULL, status, "
				+ "NULL, NULL, created_date FROM deposit_accounts WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY created_date, id")
			.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.query(AccountBookReads::listing)
			.list();
	}

	public Optional<AccountListing> internalAccount(TenantId tenantId, InternalAccountId id) {
		return jdbc.sql(INTERNAL + " AND id = :id")
			.param("tenantId", tenantId.value())
			.param("id", id.value())
			.query(AccountBookReads::listing)
			.optional();
	}

	/** Newest first, by the index of bookings by account and booking date read backwards. */
	public List<BookingLine> bookings(TenantId tenantId, InternalAccountId id, int offset, int limit) {
		return jdbc.sql("SELECT id, amount, currency_code, type, reference, booking_date, value_date, balance_after "
				+ "FROM cash_transactions WHERE internal_account_id = :id AND tenant_id = :tenantId "
				+ "ORDER BY booking_date DESC, id DESC OFFSET " + offset + " ROWS FETCH NEXT " + limit + " ROWS ONLY")
			.param("tenantId", tenantId.value())
			.param("id", id.value())
			.query((rs, row) -> new BookingLine(rs.getObject("id", UUID.class), rs.getBigDecimal("amount"),
					rs.getString("currency_code"), CashTransactionType.valueOf(rs.getString("type")),
					rs.getString("reference"), Objects.requireNonNull(Timestamps.instant(rs, "booking_date")),
					rs.getObject("value_date", LocalDate.class), rs.getBigDecimal("balance_after")))
			.list();
	}

	private static AccountListing listing(ResultSet rs, int row) throws SQLException {
		return new AccountListing(rs.getObject("id", UUID.class), rs.getString("account_number"),
				rs.getObject("client_id", UUID.class),
				rs.getBoolean("internal"), rs.getString("currency_code"), AccountStatus.valueOf(rs.getString("status")),
				rs.getBigDecimal("balance"), rs.getBigDecimal("reserved_amount"),
				Objects.requireNonNull(Timestamps.instant(rs, "created_date")));
	}
}
