package dev.kontor.aml.risk;

import java.math.BigDecimal;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.aml.parameters.ParameterFamily;

/**
 * An active AML parameter record as the risk rules see it: the family's own fields, its risk factor and ban.
 * Amount and count ranges are half-open, {@code [min, max)}, and open-ended without a maximum.
 */
public record RiskParameter(UUID id, ParameterFamily family, int riskFactor, boolean banned,
		@Nullable BigDecimal minAmount, @Nullable BigDecimal maxAmount, @Nullable String currencyCode,
		@Nullable Integer minCount, @Nullable Integer maxCount, @Nullable String occupationGroupCode,
		@Nullable String countryCode, @Nullable String sectorCode, @Nullable String accountUsageType) {

	boolean containsAmount(BigDecimal amount, String currency) {
		return minAmount != null && currency.equals(currencyCode) && minAmount.compareTo(amount) <= 0
				&& (maxAmount == null || amount.compareTo(maxAmount) < 0);
	}

	boolean containsCount(long count) {
		return minCount != null && minCount <= count && (maxCount == null || count < maxCount);
	}

	RiskFactor asFactor() {
		return new RiskFactor(family.name(), id, BigDecimal.valueOf(riskFactor), banned);
	}
}
