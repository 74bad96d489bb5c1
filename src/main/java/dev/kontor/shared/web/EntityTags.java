package dev.kontor.shared.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.PreconditionFailed;

/**
 * Entity tags of versioned records: the tag is the version in quotes, a strong validator, since every write of the
 * record increments its version.
 */
public final class EntityTags {

	private static final Pattern STRONG_TAG = Pattern.compile("\"(\\d{1,18})\"");

	private EntityTags() {
	}

	public static String of(long version) {
		return "\"" + version + "\"";
	}

	/**
	 * The version an {@code If-Match} header asks for; null without the header or for {@code *}. A header that names
	 * no version of ours (a weak tag, which never matches strongly, a list of several tags, anything else) can never
	 * match: 412.
	 */
	public static @Nullable Long expectedVersion(@Nullable String ifMatch) {
		if (ifMatch == null || ifMatch.isBlank() || ifMatch.strip().equals("*")) {
			return null;
		}
		Matcher tag = STRONG_TAG.matcher(ifMatch.strip());
		if (!tag.matches()) {
			throw new PreconditionFailed("If-Match must name one entity tag of the record as its ETag header gave it");
		}
		return Long.parseLong(tag.group(1));
	}
}
