package dev.kontor.aml.parameters;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.OccupationGroup;

/**
 * The body of a create or update, read flat as sent and turned into its {@link ParameterDraft}: the common fields and the own fields of any family, all optional here because
 * which are required, and which are foreign, depends on the family ({@link ParameterRules}). Properties of no
 * family, such as the read-only {@code id} or {@code createdDate} of a record read before, are ignored. A fraction
 * for a whole number is refused platform-wide ({@code spring.jackson.deserialization.accept-float-as-int}).
 */
public record ParameterInput(@Nullable Boolean isActive,
		@Nullable Integer riskFactor, @Nullable Boolean isBanned,
		@Nullable BigDecimal minAmount, @Nullable BigDecimal maxAmount, @Nullable String currencyCode,
		@Nullable Integer minCount,
		@Nullable Integer maxCount,
		@Nullable OccupationGroup occupationGroupCode, @Nullable String countryCode, @Nullable String countryName,
		@Nullable String countryGroup, @Nullable String sectorCode, @Nullable AccountUsageType accountUsageType) {

	/** The record the body asks for, its family fields as sent. */
	public ParameterDraft draft() {
		return new ParameterDraft(isActive, riskFactor, isBanned,
				new ParameterFields(new ParameterFields.AmountRange(minAmount, maxAmount, currencyCode),
						new ParameterFields.CountRange(minCount, maxCount), new ParameterFields.Codes(
								occupationGroupCode, countryCode, countryName, countryGroup, sectorCode,
								accountUsageType)));
	}
}
