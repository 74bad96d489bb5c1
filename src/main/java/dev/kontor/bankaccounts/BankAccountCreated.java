package dev.kontor.bankaccounts;

import java.util.UUID;

/** A bank account was created. Published in the transaction that created it. */
public record BankAccountCreated(UUID tenantId, UUID bankAccountId) {
}
