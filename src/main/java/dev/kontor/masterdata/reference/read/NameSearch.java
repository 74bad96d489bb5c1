package dev.kontor.masterdata.reference.read;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * How a search by words finds its matches, chosen from the counts of the common prefixes among them (a word not
 * counted is rare: fewer objects than the common ones). A single common word walks the objects in name order and
 * stops at the page, and its total is its stored count: sorting or counting its tens of thousands of matches is
 * what took the time. Otherwise the rows of one word's token range are read, the word with the fewest matches (a
 * rare one, the longest of them, or the least common), and the other words are checked on each row.
 *
 * @param words the search's words, each a prefix of a name's word
 * @param driving the word whose token range is read
 * @param commonTotal the objects matching the single common word; null when the search is not one
 */
record NameSearch(List<String> words, String driving, @Nullable Long commonTotal) {

	static NameSearch of(List<String> words, Map<String, Long> commonCounts) {
		if (words.size() == 1 && commonCounts.containsKey(words.getFirst())) {
			return new NameSearch(words, words.getFirst(), commonCounts.get(words.getFirst()));
		}
		Comparator<String> fewestMatches = Comparator
			.<String>comparingLong(word -> commonCounts.getOrDefault(word, 0L))
			.thenComparing(Comparator.comparingInt(String::length).reversed());
		return new NameSearch(words, words.stream().min(fewestMatches).orElseThrow(), null);
	}

	boolean walksNames() {
		return commonTotal != null;
	}

	List<String> others() {
		return words.stream().filter(word -> !word.equals(driving)).toList();
	}
}
