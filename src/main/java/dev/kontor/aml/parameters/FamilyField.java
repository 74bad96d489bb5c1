package dev.kontor.aml.parameters;

import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/** One own field of the parameter families, by its JSON name, and how to read it from {@link ParameterFields}. */
enum FamilyField {

	MIN_AMOUNT("minAmount", f -> f.amounts().minAmount()),
	MAX_AMOUNT("maxAmount", f -> f.amounts().maxAmount()),
	CURRENCY_CODE("currencyCode", f -> f.amounts().currencyCode()),
	MIN_COUNT("minCount", f -> f.counts().minCount()),
	MAX_COUNT("maxCount", f -> f.counts().maxCount()),
	OCCUPATION_GROUP_CODE("occupationGroupCode", f -> f.codes().occupationGroupCode()),
	COUNTRY_CODE("countryCode", f -> f.codes().countryCode()),
	COUNTRY_NAME("countryName", f -> f.codes().countryName()),
	COUNTRY_GROUP("countryGroup", f -> f.codes().countryGroup()),
	SECTOR_CODE("sectorCode", f -> f.codes().sectorCode()),
	ACCOUNT_USAGE_TYPE("accountUsageType", f -> f.codes().accountUsageType());

	private final String jsonName;

	private final Function<ParameterFields, @Nullable Object> reader;

	FamilyField(String jsonName, Function<ParameterFields, @Nullable Object> reader) {
		this.jsonName = jsonName;
		this.reader = reader;
	}

	String jsonName() {
		return jsonName;
	}

	@Nullable Object valueIn(ParameterFields fields) {
		return reader.apply(fields);
	}
}
