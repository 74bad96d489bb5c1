package dev.kontor.aml.risk;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

/**
 * What the risk rules know of one deposit or withdrawal: its amount and currency, the account usage type it happens
 * under, the counterpart bank account's country, and the client's totals over the aggregation window including this
 * action (amounts in the action's currency).
 */
public record TransactionProfile(BigDecimal amount, String currencyCode, String accountUsageType,
		@Nullable String counterpartCountry, BigDecimal aggregateAmount, long aggregateCount) {
}
