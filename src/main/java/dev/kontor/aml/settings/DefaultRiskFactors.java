package dev.kontor.aml.settings;

import java.math.BigDecimal;

import dev.kontor.shared.Decimals;

/** The risk factor an active PEP, sanction or other monitoring record gives a client. */
public record DefaultRiskFactors(BigDecimal defaultPEPRiskFactor, BigDecimal defaultSanctionRiskFactor,
		BigDecimal defaultOtherRiskFactor) {

	/** Kept in their plain form, the same whether just saved or read back. */
	public DefaultRiskFactors {
		defaultPEPRiskFactor = Decimals.plain(defaultPEPRiskFactor);
		defaultSanctionRiskFactor = Decimals.plain(defaultSanctionRiskFactor);
		defaultOtherRiskFactor = Decimals.plain(defaultOtherRiskFactor);
	}
}
