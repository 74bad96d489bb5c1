package dev.kontor.bankfiles;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The platform's side of its SEPA files ({@code kontor.payments.creditor-*}): the SEPA creditor identifier its
 * direct debits carry, and the account at its bank that collects them and pays out the withdrawals. The defaults
 * are the well-known test identifiers (the Bundesbank's test creditor id and the standard example IBAN), for the
 * simulator; a broker sets its own.
 *
 * @param creditorId the SEPA creditor identifier ({@code CdtrSchmeId})
 * @param creditorName the account holder's name
 * @param creditorIban the account's IBAN; a bank's notification for another account is refused
 * @param creditorBic the bank's BIC
 */
@ConfigurationProperties("kontor.payments")
@Validated
public record CreditorSettings(
		@DefaultValue("DE98ZZZ09999999999") @NotBlank @Pattern(regexp = "[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Za-z0-9]{1,28}") String creditorId,
		@DefaultValue("Kontor") @NotBlank @Size(max = 70) String creditorName,
		@DefaultValue("DE89370400440532013000") @NotBlank @Pattern(regexp = "[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}") String creditorIban,
		@DefaultValue("COBADEFFXXX") @NotBlank @Pattern(regexp = "[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?") String creditorBic) {
}
