package dev.kontor.aml.evaluation;

import java.math.BigDecimal;

import dev.kontor.aml.risk.RiskRules;
import dev.kontor.aml.settings.AmlSettings;

/** The {@code riskMessage} of an evaluation: why it came out as it did, in one sentence. */
final class RiskMessages {

	private RiskMessages() {
	}

	static String of(RiskRules.Outcome outcome, BigDecimal average, boolean banned, int factorCount,
			AmlSettings settings) {
		if (banned) {
			return "Denied: a matching parameter or active monitoring record bans the customer's actions.";
		}
		String averageOf = "Average risk " + average.toPlainString() + " of " + factorCount + " factor"
				+ (factorCount == 1 ? "" : "s");
		return switch (outcome) {
			case Approve -> averageOf + " is not above the accept threshold "
					+ settings.riskThresholdAcceptAutoBelow().toPlainString() + ": approved automatically.";
			case Deny -> averageOf + " is above the reject threshold "
					+ settings.riskThresholdRejectAutoAbove().toPlainString() + ": denied automatically.";
			case Wait -> averageOf + " lies between the accept threshold "
					+ settings.riskThresholdAcceptAutoBelow().toPlainString() + " and the reject threshold "
					+ settings.riskThresholdRejectAutoAbove().toPlainString() + ": waiting for the AML officer.";
		};
	}
}
