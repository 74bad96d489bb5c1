package dev.kontor.aml.settings;

import java.util.List;
import java.util.Map;

/** The rules of the tenant AML settings that field annotations cannot express. */
final class AmlSettingsRules {

	private AmlSettingsRules() {
	}

	/**
	 * Problems by property; empty when there are none. Equal thresholds are allowed: nothing waits for the officer
	 * then, every action is either accepted or rejected automatically.
	 */
	static Map<String, List<String>> problemsOf(AmlPolicy policy) {
		RiskThresholds thresholds = policy.thresholds();
		if (thresholds.riskThresholdAcceptAutoBelow().compareTo(thresholds.riskThresholdRejectAutoAbove()) > 0) {
			return Map.of("riskThresholdAcceptAutoBelow", List.of("must not be above riskThresholdRejectAutoAbove"));
		}
		return Map.of();
	}
}
