package dev.kontor.payments;

/** A credit transfer as a bank file needs it: the amount and the creditor, the client's reference bank account. */
public record CreditTransferHandedOver(PaymentId id, Money money, BankParty creditor) {
}
