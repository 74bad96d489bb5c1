package dev.kontor.clients;

import java.util.UUID;

/**
 * Whether a bank account belongs to a client record: implemented by the bank accounts module, asked when a client's
 * {@code defaultBankAccountId} (its reference account) is set.
 */
public interface BankAccountOwnership {

	boolean isOwnedBy(UUID tenantId, UUID bankAccountId, UUID clientId);
}
