package dev.kontor.aml.parameters;

import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/** One own field of the parameter families, by its JSON name, and how to read it from {@link ParameterFields}. */
enum FamilyField {

	MIN_AMOUNT("minAmount", ParameterFields::minAmount),
	MAX_AMOUNT("maxAmount", ParameterFields::maxAmount),
	CURRENCY_CODE("currencyCode", ParameterFields::currencyCode),
	MIN_COUNT("minCount", ParameterFields::minCount),
	MAX_COUNT("maxCount", ParameterFields::maxCount),
	OCCUPATION_GROUP_CODE("occupationGroupCode", ParameterFields::occupationGroupCode),
	COUNTRY_CODE("countryCode", ParameterFields::countryCode),
	COUNTRY_NAME("countryName", ParameterFields::countryName),
	COUNTRY_GROUP("countryGroup", ParameterFields::countryGroup),
	SECTOR_CODE("sectorCode", ParameterFields::sectorCode),
	ACCOUNT_USAGE_TYPE("accountUsageType", ParameterFields::accountUsageType);

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
