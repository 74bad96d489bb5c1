package dev.kontor.clients.internal;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.clients.ClientDetails;
import dev.kontor.clients.ClientType;
import dev.kontor.shared.IsoCodes;

/**
 * The rules of a client record that annotations cannot say: ISO 3166 alpha-3 country codes, the ISO 17442 check
 * digits of an LEI, the forms {@code xx_XX} of language and {@code country-state} of federalState, plausible
 * dates, a surname for retail clients, the German tax identification number. Each problem is named by its
 * property, as the error body's {@code errors}.
 */
final class ClientRules {

	static final LocalDate EARLIEST_DATE = LocalDate.of(1800, 1, 1);

	private static final Pattern LEI = Pattern.compile("[A-Z0-9]{18}[0-9]{2}");

	private static final Pattern LANGUAGE = Pattern.compile("([a-z]{2})_([A-Z]{2})");

	private static final Pattern FEDERAL_STATE = Pattern.compile("([A-Z]{2,3})-([A-Z0-9]{1,3})");

	private ClientRules() {
	}

	static Map<String, List<String>> problemsOf(ClientDetails details, LocalDate today) {
		Map<String, List<String>> problems = new LinkedHashMap<>();
		if (details.clientType() == ClientType.Retail && isBlank(details.names().surname())) {
			add(problems, "surname", "is required for a Retail client");
		}
		country(problems, "countryOfOrigin", details.residence().countryOfOrigin());
		country(problems, "nationality", details.residence().nationality());
		country(problems, "placeOfBirth", details.personalData().placeOfBirth());
		country(problems, "residencyCountry", details.residence().residencyCountry());
		date(problems, "dateOfBirth", details.personalData().dateOfBirth(), today);
		date(problems, "establishedDate", details.personalData().establishedDate(), today);
		if (details.classification().clientLEI() != null && !isLei(details.classification().clientLEI())) {
			add(problems, "clientLEI", "must be an ISO 17442 LEI: 18 letters or digits and 2 check digits");
		}
		if (details.contact().language() != null && !isLanguage(details.contact().language())) {
			add(problems, "language", "must be an ISO 639 language and an ISO 3166 country as xx_XX, e.g. de_DE");
		}
		if (details.residence().federalState() != null && !isFederalState(details.residence().federalState())) {
			add(problems, "federalState", "must be a country code and a state code as country-state, e.g. DE-BY");
		}
		if (details.address() != null) {
			country(problems, "address.country", details.address().country());
		}
		String taxId = details.tax().taxIdentificationNumber();
		String taxIdProblem = taxId == null ? null : TaxIdentificationNumber.problemOf(taxId);
		if (taxIdProblem != null) {
			add(problems, "taxIdentificationNumber", taxIdProblem);
		}
		return problems;
	}

	static boolean isLei(String lei) {
		if (!LEI.matcher(lei).matches()) {
			return false;
		}
		int remainder = 0;
		for (char c : lei.toCharArray()) {
			int value = Character.digit(c, 36);
			remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
		}
		return remainder == 1;
	}

	private static boolean isLanguage(String language) {
		var matcher = LANGUAGE.matcher(language);
		return matcher.matches() && IsoCodes.isLanguage(matcher.group(1)) && IsoCodes.isAlpha2Country(matcher.group(2));
	}

	private static boolean isFederalState(String federalState) {
		var matcher = FEDERAL_STATE.matcher(federalState);
		return matcher.matches()
				&& (IsoCodes.isAlpha2Country(matcher.group(1)) || IsoCodes.isAlpha3Country(matcher.group(1)));
	}

	private static void country(Map<String, List<String>> problems, String property, @Nullable String code) {
		if (code != null && !IsoCodes.isAlpha3Country(code)) {
			add(problems, property, "must be an ISO 3166-1 alpha-3 country code such as DEU");
		}
	}

	private static void date(Map<String, List<String>> problems, String property, @Nullable LocalDate date,
			LocalDate today) {
		if (date != null && (date.isAfter(today) || date.isBefore(EARLIEST_DATE))) {
			add(problems, property, "must lie between " + EARLIEST_DATE + " and today");
		}
	}

	private static boolean isBlank(@Nullable String text) {
		return text == null || text.isBlank();
	}

	private static void add(Map<String, List<String>> problems, String property, String message) {
		problems.computeIfAbsent(property, name -> new ArrayList<>()).add(message);
	}
}
