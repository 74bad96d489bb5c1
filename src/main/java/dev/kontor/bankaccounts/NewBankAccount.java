package dev.kontor.bankaccounts;

import java.util.List;
import java.util.UUID;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * A bank account as an integrator creates it, with the lengths of document 3; {@code BankAccountRules} checks the
 * IBAN, BIC, country and currency rules.
 *
 * @param clientIds its owners: one for a personal account, several for a joint one (at most 20)
 */
public record NewBankAccount(@Nullable @Size(max = 70) String alias,
		@NotEmpty @Size(max = 20) List<@NotNull UUID> clientIds, @NotBlank @Size(max = 70) String accountHolderName,
		@NotBlank @Size(max = 140) String bankName, @NotNull @Size(min = 8, max = 11) String bic,
		@Nullable @Size(max = 35) String sortCode, @NotNull @Size(min = 3, max = 3) String alpha3CountryCode,
		@NotNull @Size(min = 3, max = 3) String currencyCode, @Nullable @Size(max = 35) String accountNumber,
		@Nullable @Size(max = 34) String iban) {

	public BankAccountDetails details() {
		return new BankAccountDetails(accountHolderName, bankName, bic, sortCode, alpha3CountryCode, currencyCode,
				accountNumber, iban);
	}
}
