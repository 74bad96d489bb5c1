package dev.kontor.aml.evaluation;

import java.math.BigDecimal;

import dev.kontor.aml.risk.RiskRules;
import dev.kontor.aml.settings.RiskThresholds;

/** The {@code riskMessage} of an evaluation: why it came out as it did, in one sentence. */
final class RiskMessages {

	private RiskMessages() {
	}

	static String of(RiskRules.Outcome outcome, BigDecimal average, boolean banned, int factorCount,
			RiskThresholds thresholds) {
		if (banned) {
			return "Denied: a matching parameter or active monitoring record bans the customer's actions.";
		}
		String averageOf = "Average risk " + average.toPlainString() + " of " + factorCount + " factor"
				+ (factorCount == 1 ? "" : "s");
		return switch (outcome) {
			case Approve -> averageOf + " is not above the accept threshold "
					+ thresholds.riskThresholdAcceptAutoBelow().toPlainString() + ": approved automatically.";
			case Deny -> averageOf + " is above the reject threshold "
					+ thresholds.riskThresholdRejectAutoAbove().toPlainString() + ": denied automatically.";
			case Wait -> averageOf + " lies between the accept threshold "
					+ thresholds.riskThresholdAcceptAutoBelow().toPlainString() + " and the reject threshold "
					+ thresholds.riskThresholdRejectAutoAbove().toPlainString() + ": waiting for the AML officer.";
		};
	}
}
