package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.ClientCashBalances;
import dev.kontor.aml.monitoring.MonitoringFamily;

/**
 * What the risk rules know of a customer: the AML module's copy of the client record, the country and IBAN of its
 * reference (default) bank account, the cash balance the back office reported, and its active monitoring records.
 */
public record CustomerProfile(UUID tenantId, UUID clientId, String clientKey, String name, @Nullable String surname,
		String clientType, @Nullable String countryOfOrigin, @Nullable String residencyCountry,
		@Nullable String occupationGroup, @Nullable String sectorCode, @Nullable String accountUsageType,
		@Nullable UUID defaultBankAccountId, @Nullable UUID defaultInternalAccountId,
		@Nullable String bankAccountCountry, @Nullable String bankAccountIban, @Nullable BigDecimal cashBalance,
		@Nullable String cashBalanceCurrency, Map<MonitoringFamily, ActiveMonitoring> activeMonitoring) {

	public CustomerProfile {
		activeMonitoring = Map.copyOf(activeMonitoring);
	}

	/** An active monitoring record of one family. */
	public record ActiveMonitoring(UUID recordId, boolean banned) {
	}

	public boolean hasActiveMonitoring(MonitoringFamily family) {
		return activeMonitoring.containsKey(family);
	}

	/** The same customer with the cash balance the ledger holds instead of the one the back office reported. */
	public CustomerProfile withCashBalance(ClientCashBalances.CashBalance balance) {
		return new CustomerProfile(tenantId, clientId, clientKey, name, surname, clientType, countryOfOrigin,
				residencyCountry, occupationGroup, sectorCode, accountUsageType, defaultBankAccountId,
				defaultInternalAccountId, bankAccountCountry, bankAccountIban, balance.amount(), balance.currencyCode(),
				activeMonitoring);
	}

	/** The same customer acting under another account usage type (an action names its own). */
	public CustomerProfile withAccountUsageType(@Nullable String usageType) {
		return new CustomerProfile(tenantId, clientId, clientKey, name, surname, clientType, countryOfOrigin,
				residencyCountry, occupationGroup, sectorCode, usageType, defaultBankAccountId,
				defaultInternalAccountId, bankAccountCountry, bankAccountIban, cashBalance, cashBalanceCurrency,
				activeMonitoring);
	}
}
