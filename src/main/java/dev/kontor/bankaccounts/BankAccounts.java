package dev.kontor.bankaccounts;

import java.util.Optional;
import java.util.UUID;

/** What other modules may read about bank accounts; always within one tenant. */
public interface BankAccounts {

	Optional<BankAccount> find(UUID tenantId, UUID bankAccountId);
}
