package dev.kontor.accounts.internal;

import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.TradingAccounts;

/**
 * Reads an order's internal and deposit account in one statement: a single row, each side's columns null when its id
 * is no account of the tenant.
 */
@Repository
class TradingAccountReads implements TradingAccounts {

	private static final String PAIR = "SELECT " + InternalAccountStore.columns("i") + ", "
			+ DepositAccountStore.columns("d") + " FROM (SELECT 1 AS one) one_row "
			+ "LEFT JOIN internal_accounts i ON i.id = :internalId AND i.tenant_id = :tenantId "
			+ "LEFT JOIN deposit_accounts d ON d.id = :depositId AND d.tenant_id = :tenantId";

	/** Where the deposit account's columns start: after the internal account's twelve. */
	private static final int DEPOSIT_FIRST = 13;

	private final JdbcClient jdbc;

	TradingAccountReads(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Override
	public AccountPair pair(UUID tenantId, InternalAccountId internal, DepositAccountId deposit) {
		return jdbc.sql(PAIR)
			.param("tenantId", tenantId)
			.param("internalId", internal.value())
			.param("depositId", deposit.value())
			.query((rs, n) -> new AccountPair(
					rs.getObject(1) == null ? null : InternalAccountStore.rowAt(rs, 1).value().snapshot(),
					rs.getObject(DEPOSIT_FIRST) == null ? null
							: DepositAccountStore.rowAt(rs, DEPOSIT_FIRST).value().snapshot()))
			.single();
	}
}
