package dev.kontor.bench.masterdata;

import java.io.PrintStream;
import java.util.List;
import java.util.Random;

/**
 * Writes a master data snapshot of generated instruments in the documented format
 * ({@code docs/masterdata-snapshots.md}), one object a line, the same for the same count. Instrument {@code n} has
 * ISIN {@code XS} + {@code n} in nine digits + its check digit, WKN {@code n} in base 36, provider id
 * {@code BM} + {@code n} in eight digits: the load asks for them exactly.
 */
final class Snapshots {

	private static final long SEED = 42;

	private Snapshots() {
	}

	static void write(int count, PrintStream out) {
		Random random = new Random(SEED);
		out.print("{\"providerTimestamp\": \"2026-11-20T18:00:00Z\", \"fieldDefinitions\": [{\"code\": \"currency\", "
				+ "\"ag\": \"B\", \"kind\": \"DAT\", \"type\": \"string\", \"label\": \"Currency\", "
				+ "\"explanation\": \"ISO 4217 currency.\", \"filterable\": true, \"showcase\": \"EUR\"}], "
				+ "\"objects\": [\n");
		for (int n = 1; n <= count; n++) {
			out.print(n > 1 ? "," : "");
			out.println(instrument(n, random));
		}
		out.println("]}");
	}

	static String isin(int n) {
		String body = String.format("XS%09d", n);
		return body + checkDigit(body);
	}

	static String providerId(int n) {
		return String.format("BM%08d", n);
	}

	private static String instrument(int n, Random random) {
		Names.Name name = Names.next(random);
		String title = name.name().replace("\\", "\\\\").replace("\"", "\\\"");
		String base36 = Integer.toString(n, 36).toUpperCase();
		String wkn = "0".repeat(6 - base36.length()) + base36;
		return "{\"id\": \"" + providerId(n) + "\", \"objectType\": \"Instrument\", \"isinCode\": \"" + isin(n)
				+ "\", \"wkn\": \"" + wkn + "\", \"ekn\": \"" + String.format("BE%08d", n) + "\", \"name\": \"" + title
				+ "\", \"type\": \"" + name.type() + "\", \"cfiCode\": \"" + name.cfiCode() + "\", \"sections\": ["
				+ "{\"ag\": \"B\", \"bid\": \"B1\", \"lastModification\": \"2026-11-02T06:00:00Z\", "
				+ "\"typeOfEvent\": \"Master data\", \"sourceOfEvent\": \"PROVIDER\", \"relevantDate\": \"2026-11-02\", "
				+ "\"sourceOfDate\": \"PROVIDER\", \"createdDate\": \"2020-01-15T08:00:00Z\", "
				+ "\"updatedDate\": \"2026-11-02T06:00:00Z\", \"datFields\": {\"currency\": \""
				+ Names.any(random, List.of("EUR", "USD", "CHF")) + "\", \"countryOfIssuer\": \"DE\"}, "
				+ "\"txtFields\": {\"shortName\": {\"lang\": \"en\", \"dest\": \"ALL\", \"value\": \"" + title + "\"}}}, "
				+ "{\"ag\": \"K\", \"bid\": \"K1\", \"lastModification\": \"2026-10-01T06:00:00Z\", "
				+ "\"createdDate\": \"2021-03-01T08:00:00Z\", \"datFields\": {\"sector\": \""
				+ Names.any(random, Names.SECTORS) + "\"}}]}";
	}

	/** ISO 6166: letters as numbers (A = 10), then the Luhn check over the digits. */
	private static int checkDigit(String body) {
		StringBuilder digits = new StringBuilder();
		body.chars().forEach(c -> digits.append(Character.digit(c, 36)));
		int sum = 0;
		for (int i = 0; i < digits.length(); i++) {
			int digit = digits.charAt(digits.length() - 1 - i) - '0';
			if (i % 2 == 0) {
				digit *= 2;
				digit = digit > 9 ? digit - 9 : digit;
			}
			sum += digit;
		}
		return (10 - sum % 10) % 10;
	}
}
