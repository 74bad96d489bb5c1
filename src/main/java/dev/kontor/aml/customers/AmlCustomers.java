package dev.kontor.aml.customers;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.clients.Client;
import dev.kontor.clients.ClientDetails;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The AML module's copy of client records and bank accounts ({@code aml_customers}, {@code aml_bank_accounts}): only
 * the fields the risk rules read, plus the cash balance the back office reports.
 */
@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AmlCustomers {

	private static final String UPDATE_CUSTOMER = """
			UPDATE aml_customers SET status = :status, client_key = :clientKey, client_type = :clientType,
			  name = :name, surname = :surname, country_of_origin = :countryOfOrigin,
			  residency_country = :residencyCountry, occupation_group = :occupationGroup, sector_code = :sectorCode,
			  account_usage_type = :accountUsageType, default_bank_account_id = :defaultBankAccountId,
			  default_internal_account_id = :defaultInternalAccountId
			WHERE client_id = :clientId AND tenant_id = :tenantId""";

	private static final String INSERT_CUSTOMER = """
			INSERT INTO aml_customers (client_id, tenant_id, status, client_key, client_type, name, surname,
			  country_of_origin, residency_country, occupation_group, sector_code, account_usage_type,
			  default_bank_account_id, default_internal_account_id)
			VALUES (:clientId, :tenantId, :status, :clientKey, :clientType, :name, :surname, :countryOfOrigin,
			  :residencyCountry, :occupationGroup, :sectorCode, :accountUsageType, :defaultBankAccountId,
			  :defaultInternalAccountId)""";

	private final JdbcClient jdbc;

	void save(Client client) {
		ClientDetails details = client.details();
		JdbcClient.StatementSpec update = bind(jdbc.sql(UPDATE_CUSTOMER), client, details);
		if (update.update() == 0) {
			bind(jdbc.sql(INSERT_CUSTOMER), client, details).update();
		}
	}

	void save(BankAccount account) {
		int updated = bind(jdbc.sql("""
				UPDATE aml_bank_accounts SET country_code = :country, iban = :iban, status = :status
				WHERE bank_account_id = :id AND tenant_id = :tenantId"""), account).update();
		if (updated == 0) {
			bind(jdbc.sql("""
					INSERT INTO aml_bank_accounts (bank_account_id, tenant_id, country_code, iban, status)
					VALUES (:id, :tenantId, :country, :iban, :status)"""), account).update();
		}
	}

	/**
	 * The customer's reported cash balance (null until one was reported) with the version that
	 * {@link #reportCashBalance} compares; empty when the AML module knows no such customer of the tenant.
	 */
	Optional<CurrentCashBalance> cashBalance(UUID tenantId, UUID clientId) {
		return jdbc.sql("""
				SELECT cash_balance, cash_balance_currency, cash_balance_date, cash_balance_version
				FROM aml_customers WHERE client_id = :clientId AND tenant_id = :tenantId""")
			.param("clientId", clientId)
			.param("tenantId", tenantId)
			.query((rs, rowNum) -> new CurrentCashBalance(reported(clientId, rs),
					rs.getLong("cash_balance_version")))
			.optional();
	}

	/**
	 * Records the customer's cash balance if it is still at the version read; false when a concurrent report changed
	 * it meanwhile.
	 */
	boolean reportCashBalance(UUID tenantId, ReportedCashBalance balance, long versionRead) {
		return jdbc.sql("""
				UPDATE aml_customers SET cash_balance = :amount, cash_balance_currency = :currency,
				  cash_balance_date = :at, cash_balance_version = cash_balance_version + 1
				WHERE client_id = :clientId AND tenant_id = :tenantId AND cash_balance_version = :versionRead""")
			.param("amount", balance.cashBalance())
			.param("currency", balance.currencyCode())
			.param("at", Timestamps.of(balance.reportedDate()))
			.param("clientId", balance.customerId())
			.param("tenantId", tenantId)
			.param("versionRead", versionRead)
			.update() == 1;
	}

	record CurrentCashBalance(@Nullable ReportedCashBalance reported, long version) {
	}

	private static @Nullable ReportedCashBalance reported(UUID clientId, ResultSet rs) throws SQLException {
		BigDecimal amount = rs.getBigDecimal("cash_balance");
		Instant reportedDate = Timestamps.instant(rs, "cash_balance_date");
		String currency = rs.getString("cash_balance_currency");
		if (amount == null || reportedDate == null || currency == null) {
			return null;
		}
		return new ReportedCashBalance(clientId, Decimals.plain(amount), currency, reportedDate);
	}

	/**
	 * Locks the customer's row until the transaction ends, so that evaluations of one customer's actions take turns
	 * and each one's aggregates include the one before. False when there is no such customer.
	 */
	public boolean lock(UUID tenantId, UUID clientId) {
		return jdbc.sql("SELECT client_id FROM aml_customers WHERE client_id = :clientId AND tenant_id = :tenantId "
				+ "FOR UPDATE")
			.param("clientId", clientId)
			.param("tenantId", tenantId)
			.query(UUID.class)
			.optional()
			.isPresent();
	}

	private static JdbcClient.StatementSpec bind(JdbcClient.StatementSpec statement, BankAccount account) {
		return statement.param("id", account.id())
			.param("tenantId", account.tenantId())
			.param("country", account.details().alpha3CountryCode())
			.param("iban", account.details().iban())
			.param("status", account.status().name());
	}

	private static JdbcClient.StatementSpec bind(JdbcClient.StatementSpec statement, Client client,
			ClientDetails details) {
		return statement.param("clientId", client.id())
			.param("tenantId", client.tenantId())
			.param("status", client.status().name())
			.param("clientKey", details.clientKey())
			.param("clientType", details.clientType().name())
			.param("name", details.names().name())
			.param("surname", details.names().surname())
			.param("countryOfOrigin", details.residence().countryOfOrigin())
			.param("residencyCountry", details.residence().residencyCountry())
			.param("occupationGroup", details.personalData().occupationGroup() == null ? null
					: details.personalData().occupationGroup().name())
			.param("sectorCode", details.classification().sectorCode())
			.param("accountUsageType",
					details.classification().accountUsageType() == null ? null : details.classification().accountUsageType().name())
			.param("defaultBankAccountId", details.defaultAccounts().defaultBankAccountId())
			.param("defaultInternalAccountId", details.defaultAccounts().defaultInternalAccountId());
	}
}
