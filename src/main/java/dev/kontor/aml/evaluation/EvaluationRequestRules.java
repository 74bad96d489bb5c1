package dev.kontor.aml.evaluation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.kontor.aml.risk.CustomerProfile;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.IsoCodes;

/** What annotations cannot check of an action to evaluate. */
final class EvaluationRequestRules {

	private EvaluationRequestRules() {
	}

	static void check(ActionToEvaluate request) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		if (!IsoCodes.isCurrency(request.currencyCode())) {
			problems.put("currencyCode", List.of("is not an ISO 4217 currency code"));
		}
		String bankAccountCountry = request.counterpart().bankAccountCountry();
		if (bankAccountCountry != null && !IsoCodes.isAlpha3Country(bankAccountCountry)) {
			problems.put("bankAccountCountry", List.of("is not an ISO 3166-1 alpha-3 country code"));
		}
		if (request.transactionType() == TransactionType.Withdrawal) {
			// The WithdrawalUpdate webhook event that tells the decision names both.
			if (request.references().internalAccountId() == null) {
				problems.put("internalAccountId", List.of("is required for a withdrawal"));
			}
			if (request.references().internalAccountWithdrawalRequestId() == null) {
				problems.put("internalAccountWithdrawalRequestId", List.of("is required for a withdrawal"));
			}
		}
		if (!problems.isEmpty()) {
			throw new InvalidInput("The action has invalid fields", problems);
		}
	}

	/** The usage type the action happens under: its own, else the client's. */
	static String usageOf(ActionToEvaluate request, CustomerProfile customer) {
		if (request.accountUsageType() != null) {
			return request.accountUsageType().name();
		}
		if (customer.traits().accountUsageType() != null) {
			return customer.traits().accountUsageType();
		}
		throw new InvalidInput("accountUsageType", "is required when the client record has none");
	}
}
