package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.TenantId;

/** A row of {@code internal_accounts}: what every account has, and the money of this one. */
record InternalAccountRow(AccountRow account, String currencyCode, BigDecimal balance, BigDecimal reservedAmount) {

	/** The columns {@link #at} reads after those of {@link AccountRow}. */
	static final String MONEY_COLUMNS = "currency_code, balance, reserved_amount";

	/** A new account in the currency, with nothing on it. */
	static InternalAccountRow opened(AccountRow account, String currencyCode) {
		return new InternalAccountRow(account, currencyCode, BigDecimal.ZERO, BigDecimal.ZERO);
	}

	/** The row whose {@link AccountRow#COLUMNS} and {@link #MONEY_COLUMNS} start at column {@code first}. */
	static InternalAccountRow at(ResultSet rs, int first) throws SQLException {
		int c = first + AccountRow.WIDTH;
		return new InternalAccountRow(AccountRow.at(rs, first), rs.getString(c), rs.getBigDecimal(c + 1),
				rs.getBigDecimal(c + 2));
	}

	UUID id() {
		return account.id();
	}

	UUID clientId() {
		return account.clientId();
	}

	AccountStatus status() {
		return account.status();
	}

	BigDecimal available() {
		return LedgerRules.available(balance, reservedAmount);
	}

	InternalAccountView view() {
		InternalAccountView.Amounts amounts = new InternalAccountView.Amounts(Decimals.plain(balance),
				Decimals.plain(reservedAmount), Decimals.plain(available()));
		return new InternalAccountView(account.id(), account.tenantId(), account.clientId(), account.accountNumber(),
				currencyCode,
				account.status(), amounts, account.createdDate(), account.updatedDate());
	}

	InternalAccountSnapshot snapshot() {
		return new InternalAccountSnapshot(new InternalAccountId(account.id()), new TenantId(account.tenantId()),
				new ClientId(account.clientId()), currencyCode, account.status(), Decimals.plain(balance),
				Decimals.plain(reservedAmount), Decimals.plain(available()));
	}
}
