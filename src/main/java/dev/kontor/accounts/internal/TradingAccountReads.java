package dev.kontor.accounts.internal;

import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.Accounts.AccountPair;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;

/**
 * Reads an order's internal and deposit account in one statement: a single row, each side's columns null when its id
 * is no account of the tenant.
 */
@Repository
class TradingAccountReads {

	private final JdbcClient jdbc;

	private final AccountTable<InternalAccountRow> internalAccounts;

	private final AccountTable<AccountRow> depositAccounts;

	private final String pair;

	TradingAccountReads(JdbcClient jdbc, AccountTable<InternalAccountRow> internalAccounts,
			AccountTable<AccountRow> depositAccounts) {
		this.jdbc = jdbc;
		this.internalAccounts = internalAccounts;
		this.depositAccounts = depositAccounts;
		this.pair = "SELECT " + internalAccounts.columns("i") + ", " + depositAccounts.columns("d")
				+ " FROM (SELECT 1 AS one) one_row "
				+ "LEFT JOIN internal_accounts i ON i.id = :internalId AND i.tenant_id = :tenantId "
				+ "LEFT JOIN deposit_accounts d ON d.id = :depositId AND d.tenant_id = :tenantId";
	}

	AccountPair pair(UUID tenantId, InternalAccountId internal, DepositAccountId deposit) {
		// the deposit account's columns start after the internal account's
		int depositFirst = internalAccounts.width() + 1;
		return jdbc.sql(pair)
			.param("tenantId", tenantId)
			.param("internalId", internal.value())
			.param("depositId", deposit.value())
			.query((rs, n) -> new AccountPair(
					rs.getObject(1) == null ? null : internalAccounts.rowAt(rs, 1).value().snapshot(),
					rs.getObject(depositFirst) == null ? null
							: depositAccounts.rowAt(rs, depositFirst).value().depositSnapshot()))
			.single();
	}
}
