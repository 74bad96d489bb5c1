package dev.kontor.aml.settings;

import java.math.BigDecimal;

import dev.kontor.shared.Decimals;

/**
 * The average risk an action is approved automatically up to, and the one above which it is denied automatically;
 * an average between them waits for the officer.
 */
public record RiskThresholds(BigDecimal riskThresholdAcceptAutoBelow, BigDecimal riskThresholdRejectAutoAbove) {

	/** Kept in their plain form, the same whether just saved or read back. */
	public RiskThresholds {
		riskThresholdAcceptAutoBelow = Decimals.plain(riskThresholdAcceptAutoBelow);
		riskThresholdRejectAutoAbove = Decimals.plain(riskThresholdRejectAutoAbove);
	}
}
