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
		@DefaultValue("DE98ZZZ09999999999") @NotBlank @Pattern(regexp = CREDITOR_ID) String creditorId,
		@DefaultValue("Kontor") @NotBlank @Size(max = 70) String creditorName,
		@DefaultValue("DE89370400440532013000") @NotBlank @Pattern(regexp = IBAN) String creditorIban,
		@DefaultValue("COBADEFFXXX") @NotBlank @Pattern(regexp = BIC) String creditorBic) {

	/** ISO 20022's pattern of a SEPA creditor identifier: country, check digits, business code, national id. */
	static final String CREDITOR_ID = "[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Za-z0-9]{1,28}";

	/** ISO 20022's IBAN2007Identifier. */
	static final String IBAN = "[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}";

	/** ISO 20022's BICFIDec2014Identifier. */
	static final String BIC = "[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?";
}
