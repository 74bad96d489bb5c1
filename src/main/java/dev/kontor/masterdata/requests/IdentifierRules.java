package dev.kontor.masterdata.requests;

import java.util.Optional;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.shared.Isins;

/**
 * The identifier rules of document 2, in two grades. An identifier no request could carry (missing, blank, longer
 * than {@link #MAX_LENGTH}, or with characters other than printable ASCII) is refused with 400. One that is merely
 * not a valid identifier of its type (length, pattern, ISIN check digit) is a data quality problem: the request is
 * stored not accepted with the reason, so that the integrator sees it in the list and can correct it.
 */
final class IdentifierRules {

	/** Longer than any identifier of document 2 (12 at most) with room for hyphenated and provider forms. */
	static final int MAX_LENGTH = 64;

	static final int ISIN_LENGTH = 12;

	/** Document 2's ISIN pattern; its optional hyphens only fit forms longer than the 12 characters an ISIN has. */
	private static final Pattern ISIN = Pattern.compile("[A-Z]{2}[-]{0,1}[A-Z0-9]{9}[-]{0,1}[0-9]{1}$");

	private static final Pattern WKN = Pattern.compile("[A-Z0-9]{6}");

	private static final Pattern EKN = Pattern.compile("[A-Z0-9]{6,12}");

	private static final Pattern PRINTABLE_ASCII = Pattern.compile("[\\x21-\\x7E]+");

	private IdentifierRules() {
	}

	/** Refuses, with 400 naming {@code field}, an identifier no request could carry. */
	static String requireWellFormed(String field, @Nullable String actualId) {
		if (actualId == null || actualId.isBlank()) {
			throw RequestInputs.invalid(field, "is required");
		}
		if (actualId.length() > MAX_LENGTH) {
			throw RequestInputs.invalid(field, "must be at most " + MAX_LENGTH + " characters");
		}
		if (!PRINTABLE_ASCII.matcher(actualId).matches()) {
			throw RequestInputs.invalid(field, "must consist of printable ASCII characters without spaces");
		}
		return actualId;
	}

	/** Why the request cannot be fulfilled as it stands, or empty when its identifier is valid for its type. */
	static Optional<String> problemOf(IdType idType, String actualId, FinancialObjectType objectType) {
		if (objectType == FinancialObjectType.Institution && idType != IdType.EKN) {
			return Optional.of("An institution is identified by its EKN; it has no " + idType);
		}
		return switch (idType) {
			case ISIN -> isinProblem(actualId);
			case WKN -> WKN.matcher(actualId).matches() ? Optional.empty()
					: Optional.of("A WKN has exactly 6 characters, capital letters A-Z or digits");
			case EKN -> EKN.matcher(actualId).matches() ? Optional.empty()
					: Optional.of("An EKN has 6 to 12 characters, capital letters A-Z or digits");
		};
	}

	private static Optional<String> isinProblem(String isin) {
		if (isin.length() != ISIN_LENGTH) {
			return Optional.of("An ISIN has exactly 12 characters (without hyphens), not " + isin.length());
		}
		if (!ISIN.matcher(isin).matches()) {
			return Optional.of("An ISIN is 2 capital letters (the country), 9 capital letters or digits and a check "
					+ "digit");
		}
		int expected = isinCheckDigit(isin.substring(0, ISIN_LENGTH - 1));
		int given = isin.charAt(ISIN_LENGTH - 1) - '0';
		return expected == given ? Optional.empty()
				: Optional.of("The ISIN's check digit is " + given + " but ISO 6166 gives " + expected);
	}

	static int isinCheckDigit(String first11) {
		return Isins.checkDigit(first11);
	}
}
