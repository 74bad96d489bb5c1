package dev.kontor.bankaccounts;

import java.util.UUID;

/**
 * The AML officer closed a bank account because of AML regulations. Published in the transaction that closed it,
 * beside the {@link BankAccountStatusChanged} of the same move.
 */
public record BankAccountAmlClosed(UUID tenantId, UUID bankAccountId, BankAccountStatus from) {
}
