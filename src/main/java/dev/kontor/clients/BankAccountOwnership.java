package dev.kontor.clients;

import java.util.UUID;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * Whether a bank account belongs to a client record: implemented by the bank accounts module, asked when a client's
 * {@code defaultBankAccountId} (its reference account) is set.
 */
public interface BankAccountOwnership {

	boolean isOwnedBy(TenantId tenantId, UUID bankAccountId, ClientId clientId);
}
