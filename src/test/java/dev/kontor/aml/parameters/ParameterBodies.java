package dev.kontor.aml.parameters;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Valid request bodies of every family, written out from document 3's table independently of the production code,
 * so that the tests notice when a family answers or accepts the wrong fields.
 */
final class ParameterBodies {

	private static final List<String> COUNTRIES = List.of("DEU", "AUT", "FRA", "ITA", "ESP", "NLD", "BEL", "POL");

	private static final List<String> USAGE_TYPES = List.of("PortfolioManagement", "Brokerage");

	private static final List<String> OCCUPATION_GROUPS = List.of("Other", "PupilOrStudent", "Pensioner");

	private ParameterBodies() {
	}

	/** The own fields document 3 gives each family, in its order. */
	static List<String> ownFields(ParameterFamily family) {
		return switch (family) {
			case CustomerCashBalance -> List.of("minAmount", "maxAmount", "currencyCode");
			case CustomerOccupationGroup -> List.of("occupationGroupCode");
			case CustomerOriginCountry, CustomerResidencyCountry, CustomerReferenceAccountCountry,
					IndividualTransactionOtherAccountCountry -> List.of("countryCode", "countryName", "countryGroup");
			case CustomerSector -> List.of("sectorCode");
			case CustomerAccountUsageType -> List.of("accountUsageType");
			case IndividualTransactionAmount, AggregateTransactionAmount ->
				List.of("accountUsageType", "minAmount", "maxAmount", "currencyCode");
			case AggregateTransactionCount -> List.of("accountUsageType", "minCount", "maxCount");
		};
	}

	/**
	 * An active body whose key (and range) differs for each {@code variant} (0 or 1; up to 7 where the family's
	 * key has that many values).
	 */
	static Map<String, Object> body(ParameterFamily family, int variant) {
		Map<String, Object> body = new HashMap<>(
				Map.of("isActive", true, "riskFactor", 3 + variant, "isBanned", false));
		body.putAll(ownValues(family, variant));
		return body;
	}

	private static Map<String, Object> ownValues(ParameterFamily family, int variant) {
		return switch (family) {
			case CustomerCashBalance -> Map.of("minAmount", variant * 1000, "maxAmount", (variant + 1) * 1000,
					"currencyCode", "EUR");
			case CustomerOccupationGroup -> Map.of("occupationGroupCode", OCCUPATION_GROUPS.get(variant));
			case CustomerOriginCountry, CustomerResidencyCountry, CustomerReferenceAccountCountry,
					IndividualTransactionOtherAccountCountry -> Map.of("countryCode", COUNTRIES.get(variant),
							"countryName", "Country " + variant, "countryGroup", "EU countries");
			case CustomerSector -> Map.of("sectorCode", "K64." + variant);
			case CustomerAccountUsageType -> Map.of("accountUsageType", USAGE_TYPES.get(variant));
			case IndividualTransactionAmount, AggregateTransactionAmount -> Map.of("accountUsageType",
					USAGE_TYPES.get(variant), "minAmount", 0, "maxAmount", 10000, "currencyCode", "EUR");
			case AggregateTransactionCount -> Map.of("accountUsageType", USAGE_TYPES.get(variant), "minCount", 0,
					"maxCount", 20);
		};
	}

	/** A field of some other family, with a value valid there. */
	static Map.Entry<String, Object> foreignField(ParameterFamily family) {
		return ownFields(family).contains("countryCode") ? Map.entry("sectorCode", "K64")
				: Map.entry("countryCode", "DEU");
	}

	static String path(ParameterFamily family) {
		return "/api/v3/aml/parameters/" + family.pathSegment();
	}
}
