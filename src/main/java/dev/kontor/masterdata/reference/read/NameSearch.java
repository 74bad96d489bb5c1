package dev.kontor.masterdata.reference.read;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.paging.PageRequest;

/**
 * How a search by words finds its matches, chosen from the counts of the common prefixes among them (a word not
 * counted is rare: fewer objects than the common ones). The matches are read from the token range of one word, the
 * word with the fewest (a rare one, the longest of them, or the least common), and the other words are checked on
 * each row. A single common word needs no count, since the import stored its total, and when its matches are many
 * its page is found by walking the objects in name order instead: about {@code objects / matches} objects per
 * match, against sorting all matches. Matches crowd where a word starts many names ("iShares …"), so the walk can
 * meet none for long: it stops after {@link #walkRows}, half as many objects as the range holds matches (reading
 * one object of the walk costs about twice one row of the range), and the range is read instead.
 *
 * @param words the search's words, each a prefix of a name's word
 * @param driving the word whose token range is read
 * @param commonTotal the objects matching the single common word; null when the search is not one
 * @param walkRows how many objects in name order the page is looked for in first; null to read the range directly
 */
record NameSearch(List<String> words, String driving, @Nullable Long commonTotal, @Nullable Long walkRows) {

	static NameSearch of(List<String> words, WordCounts counts, PageRequest page) {
		Long common = counts.common().get(words.getFirst());
		if (words.size() == 1 && common != null) {
			return new NameSearch(words, words.getFirst(), common, walkRows(common, counts.objects(), page));
		}
		Comparator<String> fewestMatches = Comparator
			.<String>comparingLong(word -> counts.common().getOrDefault(word, 0L))
			.thenComparing(Comparator.comparingInt(String::length).reversed());
		return new NameSearch(words, words.stream().min(fewestMatches).orElseThrow(), null, null);
	}

	/** A walk when the objects it is expected to read, spread evenly, are fewer than it may read. */
	private static @Nullable Long walkRows(long matches, long objects, PageRequest page) {
		long wanted = page.offset() + page.recordsPerPage();
		long walkRows = matches / 2;
		return wanted <= matches && wanted * objects / matches < walkRows ? walkRows : null;
	}

	List<String> others() {
		return words.stream().filter(word -> !word.equals(driving)).toList();
	}

	/**
	 * The objects of a type and the counts of the common prefixes among a search's words.
	 *
	 * @param objects all objects of the type
	 * @param common the number of objects per prefix, for the common ones
	 */
	record WordCounts(long objects, Map<String, Long> common) {
	}
}
