package dev.kontor.aml.screening.list;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import com.ibm.icu.text.Transliterator;

/**
 * Turns a name written in any script into sorted lower-case ASCII tokens, so that names compare whatever their
 * script, diacritics, case, punctuation and word order: "Сидоренко, Иван" and "ivan SIDORENKO" both become
 * {@code [ivan, sidorenko]}. Legal-form words (LLC, GmbH, OOO...) are dropped, as lists write them inconsistently.
 */
public final class NameNormalizer {

	private static final Pattern MARKS = Pattern.compile("\\p{M}+");

	private static final Pattern NOT_ALPHANUMERIC = Pattern.compile("[^a-z0-9]+");

	private static final Set<String> LEGAL_FORMS = Set.of("llc", "ltd", "limited", "gmbh", "ag", "sa", "sarl", "jsc",
			"ojsc", "pjsc", "cjsc", "ooo", "oao", "zao", "pao", "inc", "corp", "corporation", "co", "plc", "bv", "nv",
			"srl", "spa", "kg", "lp", "llp", "fze", "fzco");

	/** ICU transliterators are not documented as thread-safe; only names outside Latin script need this one. */
	private static final Transliterator ANY_TO_ASCII = Transliterator.getInstance("Any-Latin; Latin-ASCII");

	private NameNormalizer() {
	}

	/** The name's tokens: ASCII, lower case, without legal forms, sorted. */
	public static List<String> tokens(String name) {
		String ascii = NOT_ALPHANUMERIC.matcher(toAscii(name).toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
		if (ascii.isEmpty()) {
			return List.of();
		}
		String[] tokens = ascii.split(" ");
		Arrays.sort(tokens);
		List<String> kept = new ArrayList<>(tokens.length);
		for (String token : tokens) {
			if (!LEGAL_FORMS.contains(token)) {
				kept.add(token);
			}
		}
		return kept.isEmpty() ? List.of(tokens) : List.copyOf(kept);
	}

	/** The name in Latin ASCII letters: decomposed with diacritics removed, other scripts transliterated. */
	static String toAscii(String name) {
		if (isAscii(name)) {
			return name;
		}
		String stripped = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFKD)).replaceAll("");
		if (isAscii(stripped)) {
			return stripped;
		}
		// Word by word from the original, not the stripped text: Cyrillic й must not lose its breve before it
		// becomes j, and Chinese names need their surname told from their given name.
		StringBuilder ascii = new StringBuilder();
		for (String word : Normalizer.normalize(name, Normalizer.Form.NFC).strip().split("\\s+")) {
			ascii.append(' ').append(isHan(word) ? hanName(word) : transliterate(word));
		}
		return ascii.toString();
	}

	/**
	 * A Chinese name written without spaces as a surname and a given name ("林浩月" as "lin haoyue"), the way lists
	 * write it in Latin letters; ICU alone would answer a syllable per character.
	 */
	private static String hanName(String word) {
		int surnameEnd = word.offsetByCodePoints(0, 1);
		if (surnameEnd == word.length()) {
			return transliterate(word);
		}
		return transliterate(word.substring(0, surnameEnd)) + " "
				+ transliterate(word.substring(surnameEnd)).replace(" ", "");
	}

	private static boolean isHan(String word) {
		return !word.isEmpty()
				&& word.codePoints().allMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN);
	}

	private static String transliterate(String text) {
		synchronized (ANY_TO_ASCII) {
			return ANY_TO_ASCII.transliterate(text);
		}
	}

	private static boolean isAscii(String text) {
		for (int i = 0; i < text.length(); i++) {
			if (text.charAt(i) > 0x7f) {
				return false;
			}
		}
		return true;
	}
}
