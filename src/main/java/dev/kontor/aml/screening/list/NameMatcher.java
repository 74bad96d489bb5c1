package dev.kontor.aml.screening.list;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import lombok.RequiredArgsConstructor;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;

import dev.kontor.aml.screening.ScreeningHit;
import dev.kontor.aml.screening.ScreeningSubject;
import dev.kontor.aml.screening.SubjectKind;

/**
 * Screens subjects against a {@link NameIndex}. The name score of a subject and a variant is the higher of
 * <ul>
 * <li>Jaro-Winkler of the two names with their tokens sorted (word order does not matter), and</li>
 * <li>the token alignment: each token of the name with fewer tokens paired with its most similar unused token of
 * the other, the mean of those similarities. Where the token counts differ, every pair must be at least
 * {@value #SUBSET_TOKEN} similar, and each token of the longer name left unpaired costs {@value #MISSING_TOKEN}
 * ("Ivan Sidorenko" against "Ivan Petrovich Sidorenko": 0.98, but "Ivan Petrov" not: petrov is only 0.95 like
 * petrovich). Only when both names have two tokens or more, or both have one: a single given name never matches a
 * whole name this way.</li>
 * </ul>
 * {@link Evidence} then adjusts the score by birth date and country; an entry is a hit when the result reaches the
 * threshold. Persons are screened against person entries, companies against company and organisation entries
 * (entries without schema against both).
 */
@RequiredArgsConstructor
final class NameMatcher {

	static final double MISSING_TOKEN = 0.02;

	static final double SUBSET_TOKEN = 0.97;

	private static final JaroWinklerSimilarity JARO_WINKLER = new JaroWinklerSimilarity();

	private final NameIndex index;

	private final double threshold;

	private final int maxHits;

	int size() {
		return index.size();
	}

	/** The entries the subject matches, best first, at most {@code maxHits}. */
	List<ScreeningHit> match(ScreeningSubject subject) {
		List<String> query = NameNormalizer.tokens(subject.fullName());
		if (query.isEmpty()) {
			return List.of();
		}
		String[] queryTokens = query.toArray(String[]::new);
		String queryKey = String.join(" ", query);
		Map<ListEntry, ScreeningHit> best = new HashMap<>();
		for (int variant : index.candidates(query)) {
			ListEntry entry = index.entry(variant);
			if (!fits(subject.kind(), entry)) {
				continue;
			}
			OptionalDouble evidence = Evidence.adjustment(subject, entry);
			if (evidence.isEmpty()) {
				continue;
			}
			double name = nameScore(queryTokens, queryKey, index.tokens(variant), index.key(variant));
			double score = Math.min(1.0, name + evidence.getAsDouble());
			ScreeningHit known = best.get(entry);
			if (score >= threshold && (known == null || known.score() < score)) {
				best.put(entry, hit(entry, variant, score));
			}
		}
		return best.values()
			.stream()
			.sorted(Comparator.comparingDouble(ScreeningHit::score).reversed().thenComparing(ScreeningHit::entryId))
			.limit(maxHits)
			.toList();
	}

	/** How similar two names given as sorted tokens are, from 0 to 1, before any evidence. */
	static double nameScore(String[] query, String[] variant) {
		return nameScore(query, String.join(" ", query), variant, String.join(" ", variant));
	}

	private static double nameScore(String[] query, String queryKey, String[] variant, String variantKey) {
		double joined = JARO_WINKLER.apply(queryKey, variantKey);
		boolean alignable = (query.length >= 2 && variant.length >= 2) || (query.length == 1 && variant.length == 1);
		return alignable ? Math.max(joined, aligned(query, variant)) : joined;
	}

	private static double aligned(String[] a, String[] b) {
		String[] shorter = a.length <= b.length ? a : b;
		String[] longer = a.length <= b.length ? b : a;
		boolean[] used = new boolean[longer.length];
		double sum = 0;
		for (String token : shorter) {
			int bestIndex = -1;
			double bestScore = -1;
			for (int i = 0; i < longer.length; i++) {
				double score = used[i] ? -1 : JARO_WINKLER.apply(token, longer[i]);
				if (score > bestScore) {
					bestScore = score;
					bestIndex = i;
				}
			}
			if (shorter.length < longer.length && bestScore < SUBSET_TOKEN) {
				return 0;
			}
			used[bestIndex] = true;
			sum += bestScore;
		}
		return sum / shorter.length - MISSING_TOKEN * (longer.length - shorter.length);
	}

	private static boolean fits(SubjectKind kind, ListEntry entry) {
		if (entry.schema().isBlank()) {
			return true;
		}
		return kind == SubjectKind.Person ? entry.isPerson() || "LegalEntity".equalsIgnoreCase(entry.schema())
				: entry.isOrganisation();
	}

	private ScreeningHit hit(ListEntry entry, int variant, double score) {
		double rounded = Math.round(score * 10000) / 10000.0;
		return new ScreeningHit(entry.id(), entry.name(), matchedName(entry, variant), rounded, entry.families(),
				entry.datasets());
	}

	private String matchedName(ListEntry entry, int variant) {
		String key = index.key(variant);
		if (String.join(" ", NameNormalizer.tokens(entry.name())).equals(key)) {
			return entry.name();
		}
		return entry.aliases()
			.stream()
			.filter(alias -> String.join(" ", NameNormalizer.tokens(alias)).equals(key))
			.findFirst()
			.orElse(entry.name());
	}
}
