package dev.kontor.payments.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.InternalAccountSnapshot;
import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.RuleViolation;

/**
 * The rules a mandate, a direct debit and a withdrawal share (contract section 8): money moves only between a
 * client's own active internal account and the client's own active bank account with an IBAN, in euro (the SEPA
 * schemes' currency) and in the internal account's currency. Each broken rule is named by the field it concerns.
 */
final class PaymentRules {

	static final String SEPA_CURRENCY = "EUR";

	private final Map<String, List<String>> problems = new LinkedHashMap<>();

	static PaymentRules check() {
		return new PaymentRules();
	}

	/** The bank account must exist in the tenant, belong to the client, be Active and have an IBAN. */
	PaymentRules bankAccount(Optional<BankAccount> account, ClientId clientId) {
		if (account.isEmpty()) {
			return problem("bankAccountId", "is not a bank account of the tenant");
		}
		BankAccount bankAccount = account.get();
		if (!bankAccount.clientIds().contains(clientId.value())) {
			return problem("bankAccountId", "is not a bank account of the client");
		}
		if (bankAccount.status() != BankAccountStatus.Active) {
			return problem("bankAccountId", "is not active (status " + bankAccount.status() + ")");
		}
		if (bankAccount.details().iban() == null) {
			return problem("bankAccountId", "has no IBAN; SEPA payments need one");
		}
		return this;
	}

	/** The internal account must be the client's and Active. */
	PaymentRules internalAccount(InternalAccountSnapshot account, ClientId clientId) {
		if (!account.clientId().equals(clientId)) {
			return problem("internalAccountId", "is not an internal account of the client");
		}
		if (account.status() != AccountStatus.Active) {
			return problem("internalAccountId", "is not active (status " + account.status() + ")");
		}
		return this;
	}

	/** SEPA moves euro only, and the internal account keeps one currency. */
	PaymentRules currency(String currencyCode, InternalAccountSnapshot account) {
		if (!SEPA_CURRENCY.equals(currencyCode)) {
			return problem("currencyCode", "must be EUR: SEPA payments are in euro");
		}
		if (!account.currencyCode().equals(currencyCode)) {
			return problem("currencyCode", "is not the internal account's currency " + account.currencyCode());
		}
		return this;
	}

	/** An internal account collects SEPA direct debits only when it is kept in euro. */
	PaymentRules sepaAccount(InternalAccountSnapshot account) {
		if (!SEPA_CURRENCY.equals(account.currencyCode())) {
			return problem("internalAccountId", "is kept in " + account.currencyCode() + "; SEPA payments are in euro");
		}
		return this;
	}

	PaymentRules problem(String field, String message) {
		problems.computeIfAbsent(field, any -> new ArrayList<>()).add(message);
		return this;
	}

	/** @throws RuleViolation naming every rule broken */
	void orRefuse(String what) {
		if (!problems.isEmpty()) {
			throw new RuleViolation(what + ": " + String.join("; ", problems.entrySet()
				.stream()
				.map(entry -> entry.getKey() + " " + String.join(", ", entry.getValue()))
				.toList()), problems);
		}
	}
}
