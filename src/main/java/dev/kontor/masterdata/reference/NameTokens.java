package dev.kontor.masterdata.reference;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The words of a name as the definitions search compares them: accents removed, lower case, split at everything
 * but letters and digits. {@code "Nestlé S.A."} gives {@code nestle, s, a}.
 */
public final class NameTokens {

	public static final int MAX_LENGTH = 100;

	private NameTokens() {
	}

	public static List<String> of(String text) {
		return Arrays.stream(normalized(text).split("[^a-z0-9]+"))
			.filter(token -> !token.isEmpty())
			.map(token -> token.length() > MAX_LENGTH ? token.substring(0, MAX_LENGTH) : token)
			.distinct()
			.toList();
	}

	/**
	 * The tokens each after one space ({@code " apple inc"}), as stored with an object: since tokens hold only
	 * {@code [a-z0-9]}, {@code words LIKE '% in%'} is true exactly when a token starts with {@code in}.
	 */
	public static String words(List<String> tokens) {
		return tokens.stream().map(token -> " " + token).collect(Collectors.joining());
	}

	/** The LIKE pattern that finds a word starting with {@code prefix} in {@link #words}. */
	public static String wordPattern(String prefix) {
		return "% " + prefix + "%";
	}

	/** The name as definitions pages are ordered by: accents removed, lower case. */
	public static String normalized(String text) {
		return Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "").toLowerCase(Locale.ROOT);
	}

	/**
	 * The first string after every token starting with {@code prefix}: tokens hold only {@code [a-z0-9]}, so a range
	 * of a B-tree index finds them on any database and collation, where {@code LIKE 'abc%'} would not use it.
	 */
	public static String upperBound(String prefix) {
		char last = prefix.charAt(prefix.length() - 1);
		return prefix.substring(0, prefix.length() - 1) + (char) (last + 1);
	}
}
