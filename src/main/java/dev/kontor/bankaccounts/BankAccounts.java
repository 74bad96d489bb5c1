package dev.kontor.bankaccounts;

import java.util.List;
import java.util.Optional;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** What other modules may read about bank accounts; always within one tenant. */
public interface BankAccounts {

	Optional<BankAccount> find(TenantId tenantId, BankAccountId bankAccountId);

	/** The bank accounts the client record owns, alone or with others: the oldest hundred. */
	List<BankAccount> ofClient(TenantId tenantId, ClientId clientId);
}
