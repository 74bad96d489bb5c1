package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;
import dev.kontor.shared.IsoCodes;

/**
 * The rules of a parameter record's body, which depend on its family and so are checked here rather than by
 * annotations on {@link ParameterInput}: required and foreign fields, risk factor, codes, lengths and ranges. Each
 * problem is named by its property, as the error body's {@code errors}.
 */
final class ParameterRules {

	/** Document 3 says 1 to 10 and allows "very high values such as 100"; the platform stops at 100. */
	static final int MIN_RISK_FACTOR = 1;

	static final int MAX_RISK_FACTOR = 100;

	static final int MAX_COUNTRY_TEXT = 128;

	static final int MAX_SECTOR_CODE = 50;

	static final String DEFAULT_CURRENCY = "EUR";

	private ParameterRules() {
	}

	static Map<String, List<String>> problemsOf(ParameterFamily family, ParameterDraft input) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		if (input.isActive() == null) {
			add(problems, "isActive", "is required");
		}
		if (input.riskFactor() == null) {
			add(problems, "riskFactor", "is required");
		}
		else if (input.riskFactor() < MIN_RISK_FACTOR || input.riskFactor() > MAX_RISK_FACTOR) {
			add(problems, "riskFactor", "must be between " + MIN_RISK_FACTOR + " and " + MAX_RISK_FACTOR);
		}
		FamilyShape shape = FamilyShape.of(family);
		ParameterFields fields = input.fields();
		for (FamilyField field : FamilyField.values()) {
			if (shape.has(field)) {
				check(problems, field, fields);
			}
			else if (field.valueIn(fields) != null) {
				add(problems, field.jsonName(), "is not a field of the " + family + " family");
			}
		}
		checkOrder(problems, "minAmount", "maxAmount", fields.amounts().minAmount(), fields.amounts().maxAmount());
		checkOrder(problems, "minCount", "maxCount", toDecimal(fields.counts().minCount()),
				toDecimal(fields.counts().maxCount()));
		return problems;
	}

	/**
	 * The family fields to store from a body without problems: only the family's own, amounts in their normalised
	 * form, the currency EUR when left out.
	 */
	static ParameterFields acceptedFields(ParameterFamily family, ParameterDraft input) {
		FamilyShape shape = FamilyShape.of(family);
		ParameterFields sent = input.fields();
		boolean amounts = shape.has(FamilyField.MIN_AMOUNT);
		ParameterFields.AmountRange amountRange = amounts
				? new ParameterFields.AmountRange(normalised(sent.amounts().minAmount()),
						normalised(sent.amounts().maxAmount()),
						sent.amounts().currencyCode() == null ? DEFAULT_CURRENCY : sent.amounts().currencyCode())
				: new ParameterFields.AmountRange(null, null, null);
		ParameterFields.Codes codes = sent.codes();
		return new ParameterFields(amountRange,
				new ParameterFields.CountRange(own(shape, FamilyField.MIN_COUNT, sent.counts().minCount()),
						own(shape, FamilyField.MAX_COUNT, sent.counts().maxCount())),
				new ParameterFields.Codes(own(shape, FamilyField.OCCUPATION_GROUP_CODE, codes.occupationGroupCode()),
						own(shape, FamilyField.COUNTRY_CODE, codes.countryCode()),
						own(shape, FamilyField.COUNTRY_NAME, codes.countryName()),
						own(shape, FamilyField.COUNTRY_GROUP, codes.countryGroup()),
						own(shape, FamilyField.SECTOR_CODE, codes.sectorCode()),
						own(shape, FamilyField.ACCOUNT_USAGE_TYPE, codes.accountUsageType())));
	}

	private static void check(Map<String, List<String>> problems, FamilyField field, ParameterFields fields) {
		String name = field.jsonName();
		Object value = field.valueIn(fields);
		switch (field) {
			case MIN_AMOUNT -> amount(problems, name, (BigDecimal) value, true);
			case MAX_AMOUNT -> amount(problems, name, (BigDecimal) value, false);
			case MIN_COUNT -> count(problems, name, (Integer) value, true);
			case MAX_COUNT -> count(problems, name, (Integer) value, false);
			case CURRENCY_CODE -> {
				if (value != null && !IsoCodes.isCurrency((String) value)) {
					add(problems, name, "must be an ISO 4217 currency code such as EUR");
				}
			}
			case COUNTRY_CODE -> {
				if (required(problems, name, value) && !IsoCodes.isAlpha3Country((String) value)) {
					add(problems, name, "must be an ISO 3166-1 alpha-3 country code such as DEU");
				}
			}
			case COUNTRY_NAME, COUNTRY_GROUP -> text(problems, name, (String) value, MAX_COUNTRY_TEXT);
			case SECTOR_CODE -> text(problems, name, (String) value, MAX_SECTOR_CODE);
			case OCCUPATION_GROUP_CODE, ACCOUNT_USAGE_TYPE -> required(problems, name, value);
		}
	}

	private static void amount(Map<String, List<String>> problems, String name, @Nullable BigDecimal amount,
			boolean isRequired) {
		if (amount == null) {
			if (isRequired) {
				add(problems, name, "is required");
			}
		}
		else if (amount.signum() < 0) {
			add(problems, name, "must not be negative");
		}
		else if (!Amounts.fitsTheColumn(amount)) {
			add(problems, name, "must have at most " + Amounts.MAX_INTEGER_DIGITS + " digits before and "
					+ Amounts.MAX_DECIMALS + " after the decimal point");
		}
	}

	private static void count(Map<String, List<String>> problems, String name, @Nullable Integer count,
			boolean isRequired) {
		if (count == null) {
			if (isRequired) {
				add(problems, name, "is required");
			}
		}
		else if (count < 0) {
			add(problems, name, "must not be negative");
		}
	}

	private static void text(Map<String, List<String>> problems, String name, @Nullable String text, int maxLength) {
		if (text == null || text.isBlank()) {
			add(problems, name, "is required and must not be blank");
		}
		else if (text.length() > maxLength) {
			add(problems, name, "must have at most " + maxLength + " characters");
		}
	}

	/** Ranges are half-open, so a minimum equal to the maximum would make a range that holds nothing. */
	private static void checkOrder(Map<String, List<String>> problems, String minName, String maxName,
			@Nullable BigDecimal min, @Nullable BigDecimal max) {
		if (min != null && max != null && min.compareTo(max) >= 0 && !problems.containsKey(minName)
				&& !problems.containsKey(maxName)) {
			add(problems, minName, "must be below " + maxName + " (the range includes its minimum, not its maximum)");
		}
	}

	private static boolean required(Map<String, List<String>> problems, String name, @Nullable Object value) {
		if (value == null) {
			add(problems, name, "is required");
			return false;
		}
		return true;
	}

	private static <T> @Nullable T own(FamilyShape shape, FamilyField field, @Nullable T value) {
		return shape.has(field) ? value : null;
	}

	private static @Nullable BigDecimal normalised(@Nullable BigDecimal amount) {
		return amount == null ? null : Decimals.plain(amount);
	}

	private static @Nullable BigDecimal toDecimal(@Nullable Integer count) {
		return count == null ? null : BigDecimal.valueOf(count);
	}

	private static void add(Map<String, List<String>> problems, String property, String message) {
		problems.computeIfAbsent(property, name -> new ArrayList<>()).add(message);
	}
}
