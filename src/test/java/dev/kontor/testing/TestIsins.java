package dev.kontor.testing;

import java.util.concurrent.ThreadLocalRandom;

import dev.kontor.shared.Isins;

/** ISINs no real instrument has (country XS, random body), with a valid check digit: each test its own. */
public final class TestIsins {

	private static final String CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

	private TestIsins() {
	}

	public static String random() {
		StringBuilder isin = new StringBuilder("XS");
		for (int i = 0; i < 9; i++) {
			isin.append(CHARACTERS.charAt(ThreadLocalRandom.current().nextInt(CHARACTERS.length())));
		}
		return isin.append(Isins.checkDigit(isin + "0")).toString();
	}

	/** The same ISIN with a wrong check digit. */
	public static String withWrongCheckDigit(String isin) {
		int digit = isin.charAt(11) - '0';
		return isin.substring(0, 11) + (digit + 1) % 10;
	}
}
