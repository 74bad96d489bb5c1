package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.DefaultRiskFactors;

/** The tenant's default risk factor for a customer with an active monitoring record, per family. */
public record MonitoringDefaults(Map<MonitoringFamily, BigDecimal> factors) {

	public static final MonitoringDefaults NONE = new MonitoringDefaults(Map.of());

	public MonitoringDefaults {
		factors = Map.copyOf(factors);
	}

	public static MonitoringDefaults of(@Nullable AmlSettings settings) {
		if (settings == null) {
			return NONE;
		}
		DefaultRiskFactors defaults = settings.policy().defaultRiskFactors();
		return new MonitoringDefaults(Map.of(MonitoringFamily.Pep, defaults.defaultPEPRiskFactor(),
				MonitoringFamily.Sanction, defaults.defaultSanctionRiskFactor(), MonitoringFamily.Other,
				defaults.defaultOtherRiskFactor()));
	}

	@Nullable BigDecimal factorOf(MonitoringFamily family) {
		return factors.get(family);
	}
}
