package dev.kontor.shared;

import java.util.Currency;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** ISO country, language and currency codes as the JDK knows them. */
public final class IsoCodes {

	private static final Map<String, String> ALPHA2_BY_ALPHA3 = Set.of(Locale.getISOCountries())
		.stream()
		.collect(Collectors.toMap(alpha2 -> Locale.of("", alpha2).getISO3Country(), Function.identity()));

	private static final Map<String, String> ALPHA3_BY_ALPHA2 = ALPHA2_BY_ALPHA3.entrySet()
		.stream()
		.collect(Collectors.toMap(Map.Entry::getValue, Map.Entry::getKey));

	private static final Set<String> LANGUAGES = Set.of(Locale.getISOLanguages());

	private static final Set<String> CURRENCIES = Currency.getAvailableCurrencies()
		.stream()
		.map(Currency::getCurrencyCode)
		.collect(Collectors.toSet());

	private IsoCodes() {
	}

	/** Whether {@code code} is an ISO 3166-1 alpha-3 country code, such as DEU. */
	public static boolean isAlpha3Country(String code) {
		return ALPHA2_BY_ALPHA3.containsKey(code);
	}

	/** Whether {@code code} is an ISO 3166-1 alpha-2 country code, such as DE. */
	public static boolean isAlpha2Country(String code) {
		return ALPHA3_BY_ALPHA2.containsKey(code);
	}

	/** The alpha-2 code of an alpha-3 country code (DEU → DE); empty for an unknown code. */
	public static Optional<String> alpha2Of(String alpha3) {
		return Optional.ofNullable(ALPHA2_BY_ALPHA3.get(alpha3));
	}

	/** The alpha-3 code of an alpha-2 country code (DE → DEU); empty for an unknown code. */
	public static Optional<String> alpha3Of(String alpha2) {
		return Optional.ofNullable(ALPHA3_BY_ALPHA2.get(alpha2));
	}

	/** Whether {@code code} is an ISO 639 language code, such as de. */
	public static boolean isLanguage(String code) {
		return LANGUAGES.contains(code);
	}

	/** Whether {@code code} is an ISO 4217 currency code, such as EUR. */
	public static boolean isCurrency(String code) {
		return CURRENCIES.contains(code);
	}
}
