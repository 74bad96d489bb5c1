package dev.kontor.aml.parameters;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.AccountUsageType;
import dev.kontor.clients.OccupationGroup;

/**
 * The family's own fields of an AML parameter record (document 3, "AML parameter records"): what a customer or
 * transaction must have for the record to apply. Only the fields of the record's family are set, the others are
 * null; {@code maxAmount} and {@code maxCount} may be null in their families too (a range open upwards).
 */
public record ParameterFields(AmountRange amounts, CountRange counts, Codes codes) {

	/** The amount range and its currency, in the cash balance and transaction amount families. */
	public record AmountRange(@Nullable BigDecimal minAmount, @Nullable BigDecimal maxAmount,
			@Nullable String currencyCode) {
	}

	/** The range of the number of transactions, in the transaction count family. */
	public record CountRange(@Nullable Integer minCount, @Nullable Integer maxCount) {
	}

	/** The codes a customer or transaction is matched by: occupation group, country, sector, account usage. */
	public record Codes(@Nullable OccupationGroup occupationGroupCode, @Nullable String countryCode,
			@Nullable String countryName, @Nullable String countryGroup, @Nullable String sectorCode,
			@Nullable AccountUsageType accountUsageType) {
	}
}
