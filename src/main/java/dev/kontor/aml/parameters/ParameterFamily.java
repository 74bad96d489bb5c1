package dev.kontor.aml.parameters;

import java.util.Arrays;
import java.util.Optional;

/**
 * The eleven AML parameter families of document 3 with their path segments under {@code /api/v3/aml/parameters/}.
 * Customer families describe the customer (daily risk and every evaluation); transaction families describe one
 * deposit or withdrawal.
 */
public enum ParameterFamily {

	CustomerCashBalance("customer-cash-balance"),
	CustomerOccupationGroup("customer-occupation-group"),
	CustomerOriginCountry("customer-origin-country"),
	CustomerReferenceAccountCountry("customer-reference-account-country"),
	CustomerResidencyCountry("customer-residency-country"),
	CustomerSector("customer-sector"),
	CustomerAccountUsageType("customer-account-usage-type"),
	IndividualTransactionAmount("individual-transaction-amount"),
	IndividualTransactionOtherAccountCountry("individual-transaction-other-account-country"),
	AggregateTransactionAmount("aggregate-transaction-amount"),
	AggregateTransactionCount("aggregate-transaction-count");

	private final String pathSegment;

	ParameterFamily(String pathSegment) {
		this.pathSegment = pathSegment;
	}

	public String pathSegment() {
		return pathSegment;
	}

	/** The family whose path segment is {@code segment}, such as {@code customer-cash-balance}. */
	public static Optional<ParameterFamily> ofPathSegment(String segment) {
		return Arrays.stream(values()).filter(family -> family.pathSegment.equals(segment)).findFirst();
	}
}
