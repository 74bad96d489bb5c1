package dev.kontor.payments;

import dev.kontor.accounts.InternalAccountId;
import dev.kontor.bankaccounts.BankAccountId;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** A direct debit instruction reached a status; published in the transaction that changed it. */
public record DirectDebitStatusChanged(TenantId tenantId, ClientId clientId, DirectDebitId instructionId,
		MandateId mandateId, BankAccountId bankAccountId, InternalAccountId internalAccountId, DirectDebitStatus status) {
}
