package dev.kontor.payments;

import org.jspecify.annotations.Nullable;

/** A client's side of a SEPA transfer: the bank account holder's name, the IBAN, and the BIC where known. */
public record BankParty(String name, String iban, @Nullable String bic) {
}
