package dev.kontor.bankaccounts;

import java.util.UUID;

/** A bank account moved from one status to another. Published in the transaction that moved it. */
public record BankAccountStatusChanged(UUID tenantId, UUID bankAccountId, BankAccountStatus from,
		BankAccountStatus to) {
}
