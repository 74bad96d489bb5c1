package dev.kontor.bench.masterdata;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.random.RandomGenerator;

/**
 * Instrument names as a provider's reference data holds them: equities ("Kalvento Maschinenbau AG", 55 %), ETFs
 * ("iShares MSCI World Small Cap UCITS ETF USD (Acc)", 25 %) and bonds ("Norvex Finance B.V. 3.750% 15.03.2031",
 * 20 %). Issuers are built from syllables, 40,000 of them, and bond issuers are drawn log-uniformly, so that a few
 * issue many bonds; legal forms, ETF words and years repeat as in real names, so that short prefixes match tens of
 * thousands of names.
 */
final class Names {

	/** A name and the instrument kind and CFI code that go with it. */
	record Name(String name, String type, String cfiCode) {
	}

	private static final List<String> SYLLABLES = List.of(("ka lor ven to ri sa mer no vex al bri ta ston hel ga ber "
			+ "lin dor fen gra mar tis qu en ox ar ly na pel ro sen tra vi wal ze cor dia fin ner hol mun zar bel kon tin")
		.split(" "));

	static final List<String> SECTORS = List.of(("Maschinenbau Pharma Energie Software Logistik Immobilien "
			+ "Versicherung Chemie Technologies Industries Bank Capital Motors Foods Telecom Resources Mining Solar "
			+ "Systems Medical Biotech Retail Airlines Infrastructure Semiconductor Steel Media Gaming Networks "
			+ "Beteiligungen Holding International").split(" "));

	private static final List<String> LEGAL = List.of("AG", "SE", "plc", "Inc.", "Corp.", "N.V.", "S.A.",
			"GmbH & Co. KGaA", "Ltd.", "ASA", "AB", "S.p.A.");

	private static final List<String> ETF_ISSUERS = List.of("iShares", "Xtrackers", "Amundi", "Vanguard", "SPDR",
			"Invesco", "WisdomTree", "VanEck", "HSBC", "UBS", "Deka", "L&G", "Franklin", "Lyxor", "JPMorgan");

	private static final List<String> INDEXES = List.of("MSCI", "FTSE", "S&P", "STOXX", "Nasdaq", "Solactive",
			"Bloomberg", "Dow Jones", "EURO STOXX");

	private static final List<String> REGIONS = List.of("World", "Europe", "USA", "Emerging Markets", "Japan",
			"Germany", "China", "Pacific ex Japan", "EMU", "ACWI", "UK", "India", "Switzerland", "Nordic", "Asia");

	private static final List<String> THEMES = List.of("", "", "Core", "Small Cap", "Value", "Momentum", "Quality",
			"Min Volatility", "ESG Screened", "Dividend", "Clean Energy", "Water", "Healthcare",
			"Information Technology", "Financials", "Equal Weight");

	private static final List<String> GOVERNMENTS = List.of("Bundesrepublik Deutschland", "Republique Francaise",
			"Republik Oesterreich", "Koninkrijk Belgie", "Kreditanstalt fuer Wiederaufbau",
			"European Investment Bank", "Land Nordrhein-Westfalen");

	private static final int ISSUERS = 40_000;

	private Names() {
	}

	static Name next(RandomGenerator random) {
		double draw = random.nextDouble();
		return draw < 0.55 ? equity(random) : draw < 0.8 ? etf(random) : bond(random);
	}

	static <T> T any(RandomGenerator random, List<T> values) {
		return values.get(random.nextInt(values.size()));
	}

	private static Name equity(RandomGenerator random) {
		String sector = random.nextDouble() < 0.7 ? " " + any(random, SECTORS) : "";
		return new Name(issuer(random.nextInt(ISSUERS)) + sector + " " + any(random, LEGAL), "Equity", "ESVUFR");
	}

	private static Name etf(RandomGenerator random) {
		StringBuilder name = new StringBuilder(any(random, ETF_ISSUERS)).append(' ')
			.append(any(random, INDEXES))
			.append(' ')
			.append(any(random, REGIONS));
		String theme = any(random, THEMES);
		name.append(theme.isEmpty() ? "" : " " + theme).append(" UCITS ETF");
		if (random.nextDouble() < 0.6) {
			name.append(' ').append(any(random, List.of("USD", "EUR", "EUR Hedged", "GBP")));
		}
		return new Name(name.append(' ').append(any(random, List.of("(Acc)", "(Dist)", "1C", "1D"))).toString(), "ETF",
				"CEOJLS");
	}

	private static Name bond(RandomGenerator random) {
		String issuer = random.nextDouble() < 0.3 ? any(random, GOVERNMENTS)
				: issuer((int) Math.pow(ISSUERS, random.nextDouble()) - 1) + " "
						+ any(random, List.of("Finance B.V.", "AG", "SE", "Capital plc", "Bank AG", "Inc."));
		double coupon = random.nextInt(64) * 0.125;
		String maturity = String.format("%02d.%02d.%d", 1 + random.nextInt(28), 1 + random.nextInt(12),
				2026 + random.nextInt(35));
		return new Name(String.format(Locale.ROOT, "%s %.3f%% %s", issuer, coupon, maturity), "Bond",
				"DBFTFB");
	}

	/** The issuer of a number: always the same word for it, two or three syllables. */
	private static String issuer(int number) {
		Random syllables = new Random(number);
		StringBuilder word = new StringBuilder();
		int count = 2 + syllables.nextInt(2);
		for (int i = 0; i < count; i++) {
			word.append(any(syllables, SYLLABLES));
		}
		return Character.toUpperCase(word.charAt(0)) + word.substring(1);
	}
}
