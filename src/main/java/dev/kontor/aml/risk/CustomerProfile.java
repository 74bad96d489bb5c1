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
public record CustomerProfile(UUID tenantId, UUID clientId, ClientIdentity identity, Traits traits,
		ReferenceAccounts reference, @Nullable BigDecimal cashBalance, @Nullable String cashBalanceCurrency,
		Map<MonitoringFamily, ActiveMonitoring> activeMonitoring) {

	public CustomerProfile {
		activeMonitoring = Map.copyOf(activeMonitoring);
	}

	/** What the customer parameters rate of the client record, besides its reference account and cash. */
	public record Traits(@Nullable String countryOfOrigin, @Nullable String residencyCountry,
			@Nullable String occupationGroup, @Nullable String sectorCode, @Nullable String accountUsageType) {
	}

	/** The client's default bank and internal accounts, and the country and IBAN of the bank account. */
	public record ReferenceAccounts(@Nullable UUID defaultBankAccountId, @Nullable UUID defaultInternalAccountId,
			@Nullable String bankAccountCountry, @Nullable String bankAccountIban) {
	}

	/** An active monitoring record of one family. */
	public record ActiveMonitoring(UUID recordId, boolean banned) {
	}

	public boolean hasActiveMonitoring(MonitoringFamily family) {
		return activeMonitoring.containsKey(family);
	}

	/** The same customer with the cash balance the ledger holds instead of the one the back office reported. */
	public CustomerProfile withCashBalance(ClientCashBalances.CashBalance balance) {
		return new CustomerProfile(tenantId, clientId, identity, traits, reference, balance.amount(),
				balance.currencyCode(), activeMonitoring);
	}

	/** The same customer acting under another account usage type (an action names its own). */
	public CustomerProfile withAccountUsageType(@Nullable String usageType) {
		Traits acting = new Traits(traits.countryOfOrigin(), traits.residencyCountry(), traits.occupationGroup(),
				traits.sectorCode(), usageType);
		return new CustomerProfile(tenantId, clientId, identity, acting, reference, cashBalance, cashBalanceCurrency,
				activeMonitoring);
	}
}
