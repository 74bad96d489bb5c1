package dev.kontor.bankaccounts;

import java.util.Optional;
import dev.kontor.shared.TenantId;

/** What other modules may read about bank accounts; always within one tenant. */
public interface BankAccounts {

	Optional<BankAccount> find(TenantId tenantId, BankAccountId bankAccountId);
}
