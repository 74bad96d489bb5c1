package dev.kontor.bankaccounts;

import org.jspecify.annotations.Nullable;

/**
 * What names a bank account at its bank (document 3): its holder, the bank, and an IBAN or, in a country without
 * IBAN, a sort code and an account number.
 */
public record BankAccountDetails(String accountHolderName, String bankName, String bic, @Nullable String sortCode,
		String alpha3CountryCode, String currencyCode, @Nullable String accountNumber, @Nullable String iban) {
}
