package dev.kontor.aml.screening.list;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;

/**
 * The names of a list prepared for fast fuzzy look-up. Every name and alias of every entry becomes a <em>variant</em>
 * (its sorted normalised tokens). The distinct tokens of all variants form the vocabulary; each token knows the
 * variants it occurs in. A query token is compared only with the vocabulary tokens in its blocks: tokens whose first
 * two letters equal its own after deleting at most one of the first two letters on either side, so that a changed,
 * added or dropped first or second letter still meets (sidorenko, sydorenko; ekaterina, yekaterina), while a
 * difference in the first two letters beyond that is not found. Only variants sharing enough similar tokens with the
 * query are scored in full. Immutable after construction, so any number of threads can search it.
 */
final class NameIndex {

	/** A vocabulary token at least this similar to a query token makes its variants candidates. */
	static final double TOKEN_SIMILARITY = 0.80;

	private static final JaroWinklerSimilarity JARO_WINKLER = new JaroWinklerSimilarity();

	private static final int[] NONE = new int[0];

	private final List<ListEntry> entries;

	private final int[] variantEntry;

	private final String[][] variantTokens;

	private final String[] vocabulary;

	private final int[][] postings;

	private final String[] variantKeys;

	private final Map<String, int[]> blocks;

	NameIndex(List<ListEntry> entries) {
		this.entries = List.copyOf(entries);
		Builder builder = new Builder();
		for (int e = 0; e < this.entries.size(); e++) {
			ListEntry entry = this.entries.get(e);
			builder.add(e, entry.name());
			for (String alias : entry.aliases()) {
				builder.add(e, alias);
			}
		}
		variantEntry = builder.variantEntry.stream().mapToInt(Integer::intValue).toArray();
		variantTokens = builder.variantTokens.toArray(String[][]::new);
		variantKeys = Arrays.stream(variantTokens).map(tokens -> String.join(" ", tokens)).toArray(String[]::new);
		vocabulary = builder.vocabulary.toArray(String[]::new);
		postings = builder.postings.stream().map(p -> p.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
		blocks = builder.blocks();
	}

	int size() {
		return entries.size();
	}

	int variantCount() {
		return variantTokens.length;
	}

	ListEntry entry(int variant) {
		return entries.get(variantEntry[variant]);
	}

	String[] tokens(int variant) {
		return variantTokens[variant];
	}

	/** The variant's sorted tokens joined by spaces. */
	String key(int variant) {
		return variantKeys[variant];
	}

	/**
	 * The variants that share with the query at least two similar tokens, or one when the query or the variant has
	 * only one.
	 */
	List<Integer> candidates(List<String> query) {
		short[] shared = new short[variantTokens.length];
		int[] countedFor = new int[variantTokens.length];
		List<Integer> touched = new ArrayList<>();
		for (int q = 0; q < query.size(); q++) {
			for (int token : similarTokens(query.get(q))) {
				for (int variant : postings[token]) {
					if (countedFor[variant] != q + 1) {
						countedFor[variant] = q + 1;
						if (shared[variant]++ == 0) {
							touched.add(variant);
						}
					}
				}
			}
		}
		int wanted = Math.min(2, query.size());
		return touched.stream().filter(v -> shared[v] >= Math.min(wanted, variantTokens[v].length)).toList();
	}

	private Set<Integer> similarTokens(String token) {
		Set<Integer> similar = new HashSet<>();
		for (String key : keys(token)) {
			for (int candidate : blocks.getOrDefault(key, NONE)) {
				String other = vocabulary[candidate];
				if (lengthsComparable(token, other) && JARO_WINKLER.apply(token, other) >= TOKEN_SIMILARITY) {
					similar.add(candidate);
				}
			}
		}
		return similar;
	}

	private static boolean lengthsComparable(String a, String b) {
		int shorter = Math.min(a.length(), b.length());
		int longer = Math.max(a.length(), b.length());
		return shorter * 2 >= longer;
	}

	/** The token's first two letters as they are, without the first and without the second letter. */
	static Set<String> keys(String token) {
		if (token.length() <= 2) {
			return Set.of(token);
		}
		return new HashSet<>(List.of(token.substring(0, 2), token.substring(1, 3), token.charAt(0) + token.substring(2, 3)));
	}

	private static final class Builder {

		final List<Integer> variantEntry = new ArrayList<>();

		final List<String[]> variantTokens = new ArrayList<>();

		final List<String> vocabulary = new ArrayList<>();

		final List<List<Integer>> postings = new ArrayList<>();

		final Map<String, Integer> tokenIds = new HashMap<>();

		final Set<String> entryKeys = new HashSet<>();

		int currentEntry = -1;

		void add(int entry, String name) {
			if (entry != currentEntry) {
				currentEntry = entry;
				entryKeys.clear();
			}
			List<String> tokens = NameNormalizer.tokens(name);
			if (tokens.isEmpty() || !entryKeys.add(String.join(" ", tokens))) {
				return;
			}
			int variant = variantTokens.size();
			variantEntry.add(entry);
			variantTokens.add(tokens.toArray(String[]::new));
			for (String token : new HashSet<>(tokens)) {
				int id = tokenIds.computeIfAbsent(token, t -> {
					vocabulary.add(t);
					postings.add(new ArrayList<>());
					return vocabulary.size() - 1;
				});
				postings.get(id).add(variant);
			}
		}

		Map<String, int[]> blocks() {
			Map<String, List<Integer>> lists = new HashMap<>();
			for (int id = 0; id < vocabulary.size(); id++) {
				for (String key : keys(vocabulary.get(id))) {
					List<Integer> block = lists.computeIfAbsent(key, k -> new ArrayList<>());
					if (block.isEmpty() || block.getLast() != id) {
						block.add(id);
					}
				}
			}
			Map<String, int[]> blocks = new HashMap<>();
			lists.forEach((key, ids) -> blocks.put(key, ids.stream().mapToInt(Integer::intValue).toArray()));
			return blocks;
		}
	}
}
