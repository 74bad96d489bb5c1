package dev.kontor.bankaccounts;

import dev.kontor.shared.TenantId;

/**
 * The AML officer closed a bank account because of AML regulations. Published in the transaction that closed it,
 * beside the {@link BankAccountStatusChanged} of the same move.
 */
public record BankAccountAmlClosed(TenantId tenantId, BankAccountId bankAccountId, BankAccountStatus from) {
}
