package dev.kontor.accounts.internal;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;

/** The tables of the two kinds of account, one {@link AccountTable} each, told apart by their row type. */
@Configuration(proxyBeanMethods = false)
class AccountTables {

	@Bean
	AccountTable<InternalAccountRow> internalAccountTable(JdbcClient jdbc) {
		return AccountTable.internalAccounts(jdbc);
	}

	@Bean
	AccountTable<AccountRow> depositAccountTable(JdbcClient jdbc) {
		return AccountTable.depositAccounts(jdbc);
	}
}
