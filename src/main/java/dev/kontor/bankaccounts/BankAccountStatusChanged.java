package dev.kontor.bankaccounts;

import dev.kontor.shared.TenantId;

/** A bank account moved from one status to another. Published in the transaction that moved it. */
public record BankAccountStatusChanged(TenantId tenantId, BankAccountId bankAccountId, BankAccountStatus from,
		BankAccountStatus to) {
}
