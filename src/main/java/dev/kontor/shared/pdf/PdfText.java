package dev.kontor.shared.pdf;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Text as the documents print it: cut to a length, internal names (enum constants) as words, and ids in free text
 * (a booking's reference) shortened, so that a customer reads no UUID.
 */
public final class PdfText {

	private static final Pattern UUID = Pattern
		.compile("\\b([0-9a-fA-F]{8})-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\b");

	private static final Pattern WORD_START = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])");

	private PdfText() {
	}

	/** At most {@code max} characters, the cut marked with "...". */
	public static String cut(String text, int max) {
		return text.length() <= max ? text : text.substring(0, max - 3) + "...";
	}

	/**
	 * An internal name as words: {@code TradeSettlement} as "Trade settlement", {@code ProviderA} as "Provider A";
	 * abbreviations and single letters keep their capitals.
	 */
	public static String words(String name) {
		List<String> words = new ArrayList<>();
		for (String word : WORD_START.split(name)) {
			boolean keep = words.isEmpty() || word.length() == 1 || word.equals(word.toUpperCase());
			words.add(keep ? word : word.toLowerCase());
		}
		return String.join(" ", words);
	}

	/** The text with each UUID in it shortened to its first eight digits, as a reference to quote. */
	public static String withoutIds(String text) {
		return UUID.matcher(text).replaceAll("$1");
	}

	/** The UTC day of the instant, ISO: for the platform's internal reports. */
	public static String date(Instant instant) {
		return instant.atZone(ZoneOffset.UTC).toLocalDate().toString();
	}
}
