package dev.kontor.bankaccounts.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import org.iban4j.BicUtil;
import org.iban4j.CountryCode;
import org.iban4j.Iban4jException;
import org.iban4j.IbanUtil;
import org.jspecify.annotations.Nullable;

import dev.kontor.bankaccounts.BankAccountDetails;
import dev.kontor.shared.IsoCodes;

/**
 * The rules of the bank account table of document 3: a valid ISO 3166 alpha-3 country and ISO 4217 currency; for
 * a country with a registered IBAN format the IBAN is mandatory, must satisfy its country's format and check
 * digits (iban4j) and belong to the account's country; elsewhere sortCode and accountNumber are mandatory. The BIC
 * has a bank code of 4 letters, an ISO country, a location code and an optional branch code; the location code's
 * first character is a letter or a digit 2–9, its second a letter other than O or a digit, 1 marking a passive
 * participant (accepted) and 0 a test BIC (refused).
 */
final class BankAccountRules {

	private static final Pattern BIC = Pattern.compile("[A-Z]{4}[A-Z]{2}[A-Z2-9][A-NP-Z1-9]([A-Z0-9]{3})?");

	private BankAccountRules() {
	}

	static Map<String, List<String>> problemsOf(BankAccountDetails account) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		String alpha2 = IsoCodes.alpha2Of(account.alpha3CountryCode()).orElse(null);
		if (alpha2 == null) {
			add(problems, "alpha3CountryCode", "must be an ISO 3166-1 alpha-3 country code such as DEU");
		}
		if (!IsoCodes.isCurrency(account.currencyCode())) {
			add(problems, "currencyCode", "must be an ISO 4217 currency code such as EUR");
		}
		bic(account.bic()).ifPresent(problem -> add(problems, "bic", problem));
		boolean ibanCountry = alpha2 != null && isIbanCountry(alpha2);
		if (ibanCountry && isBlank(account.iban())) {
			add(problems, "iban", "is required for an account in " + account.alpha3CountryCode());
		}
		if (!isBlank(account.iban())) {
			iban(account.iban(), alpha2).ifPresent(problem -> add(problems, "iban", problem));
		}
		if (!ibanCountry && alpha2 != null) {
			if (isBlank(account.sortCode())) {
				add(problems, "sortCode", "is required for an account in a country without IBAN");
			}
			if (isBlank(account.accountNumber())) {
				add(problems, "accountNumber", "is required for an account in a country without IBAN");
			}
		}
		return problems;
	}

	static boolean isIbanCountry(String alpha2) {
		CountryCode country = CountryCode.getByCode(alpha2);
		return country != null && IbanUtil.isSupportedCountry(country);
	}

	private static Optional<String> iban(String iban, @Nullable String accountAlpha2) {
		try {
			IbanUtil.validate(iban);
		}
		catch (Iban4jException ex) {
			return Optional.of("is not a valid IBAN: " + ex.getMessage());
		}
		String ibanCountry = IbanUtil.getCountryCode(iban);
		if (accountAlpha2 != null && !ibanCountry.equals(accountAlpha2)) {
			return Optional.of("is an IBAN of " + ibanCountry + ", not of the account's country " + accountAlpha2);
		}
		return Optional.empty();
	}

	private static Optional<String> bic(String bic) {
		if (!BIC.matcher(bic).matches()) {
			return Optional.of("must be 4 letters of bank code, 2 of country, a location code (not a test BIC) and "
					+ "optionally 3 letters or digits of branch code, in capitals");
		}
		try {
			BicUtil.validate(bic);
			return Optional.empty();
		}
		catch (Iban4jException ex) {
			return Optional.of("is not a valid BIC: " + ex.getMessage());
		}
	}

	private static boolean isBlank(@Nullable String text) {
		return text == null || text.isBlank();
	}

	private static void add(Map<String, List<String>> problems, String property, String message) {
		problems.computeIfAbsent(property, name -> new ArrayList<>()).add(message);
	}
}
