package dev.kontor.payments.internal;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient.StatementSpec;

import dev.kontor.accounts.InternalAccountId;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Whose money moves and between which two accounts: the client's reference bank account outside and its internal
 * account inside, both of one tenant. A mandate names it once; its direct debits and a withdrawal carry it.
 */
record MoneyRoute(TenantId tenantId, ClientId clientId, BankAccountId bankAccountId,
		InternalAccountId internalAccountId) {

	/** The route's columns of a mandate, direct debit or withdrawal row. */
	static MoneyRoute of(ResultSet rs) throws SQLException {
		return new MoneyRoute(new TenantId(rs.getObject("tenant_id", UUID.class)),
				new ClientId(rs.getObject("client_id", UUID.class)),
				new BankAccountId(rs.getObject("bank_account_id", UUID.class)),
				new InternalAccountId(rs.getObject("internal_account_id", UUID.class)));
	}

	/**
	 * The statement with the route bound to {@code :tenantId}, {@code :clientId}, {@code :bankAccountId} and
	 * {@code :internalAccountId}.
	 */
	StatementSpec bind(StatementSpec statement) {
		return statement.param("tenantId", tenantId.value())
			.param("clientId", clientId.value())
			.param("bankAccountId", bankAccountId.value())
			.param("internalAccountId", internalAccountId.value());
	}
}
