package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterFields.AmountRange;
import dev.kontor.aml.parameters.ParameterFields.CountRange;

/**
 * An active AML parameter record as the risk rules see it: the family's own fields, its risk factor and ban.
 * Amount and count ranges are half-open, {@code [min, max)}, and open-ended without a maximum.
 */
public record RiskParameter(UUID id, ParameterFamily family, int riskFactor, boolean banned, AmountRange amounts,
		CountRange counts, Codes codes) {

	/** The codes a customer or action is matched by, by their names. */
	public record Codes(@Nullable String occupationGroupCode, @Nullable String countryCode,
			@Nullable String sectorCode, @Nullable String accountUsageType) {
	}

	boolean containsAmount(BigDecimal amount, String currency) {
		BigDecimal min = amounts.minAmount();
		BigDecimal max = amounts.maxAmount();
		return min != null && currency.equals(amounts.currencyCode()) && min.compareTo(amount) <= 0
				&& (max == null || amount.compareTo(max) < 0);
	}

	boolean containsCount(long count) {
		Integer min = counts.minCount();
		Integer max = counts.maxCount();
		return min != null && min <= count && (max == null || count < max);
	}

	RiskFactor asFactor() {
		return new RiskFactor(family.name(), id, BigDecimal.valueOf(riskFactor), banned);
	}
}
