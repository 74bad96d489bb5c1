package dev.kontor.bankaccounts;

import dev.kontor.shared.TenantId;

/** A bank account was created. Published in the transaction that created it. */
public record BankAccountCreated(TenantId tenantId, BankAccountId bankAccountId) {
}
