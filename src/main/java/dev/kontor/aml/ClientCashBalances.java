package dev.kontor.aml;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The cash balances of clients as the platform's ledger holds them: implemented by the accounts module (which
 * depends on this one). A client with an internal account has its balance from the ledger; for a client without
 * one the balance the back office reported stands (contract, section 8).
 */
public interface ClientCashBalances {

	/** A client's cash balance in one currency. */
	record CashBalance(BigDecimal amount, String currencyCode) {
	}

	/** The client's balance; empty when it has no internal account. */
	Optional<CashBalance> of(TenantId tenantId, ClientId clientId);

	/** The balances of all the tenant's clients that have an internal account, by client id. */
	Map<ClientId, CashBalance> ofTenant(TenantId tenantId);
}
