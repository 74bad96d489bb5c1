package dev.kontor.payments;

import dev.kontor.shared.TenantId;

/** A credit transfer as a bank file needs it: the amount and the creditor, the client's reference bank account. */
public record CreditTransferHandedOver(TenantId tenantId, PaymentId id, Money money, BankParty creditor) {
}
