package dev.kontor.masterdata.reference.read;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.NameTokens;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;

/**
 * The definitions list, ordered by name: all objects of a type, or those whose name has a word starting with each
 * word of {@code searchParameter}, or whose provider id, ISIN, WKN or EKN is it exactly. {@link NameSearch} says
 * whether a search walks the objects in name order or reads one word's token range (which carries the sort name and
 * the name's words, so that it picks its page and counts its matches from that index alone).
 */
@Repository
class DefinitionSearch {

	static final int MAX_WORDS = 8;

	private static final String IDENTIFIED = "(o.id = :exact OR o.isin = :upper OR o.wkn = :upper OR o.ekn = :exact "
			+ "OR o.ekn = :upper)";

	private static final String PAGE = " ORDER BY sort_name, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY";

	private final JdbcClient jdbc;

	private final CommonPrefixes commonPrefixes;

	DefinitionSearch(JdbcClient jdbc, CommonPrefixes commonPrefixes) {
		this.jdbc = jdbc;
		this.commonPrefixes = commonPrefixes;
	}

	Paged<Definition> page(FinancialObjectType type, PageRequest page, @Nullable String searchParameter) {
		if (searchParameter == null || searchParameter.isBlank()) {
			return all(type, page);
		}
		String search = searchParameter.strip();
		Map<String, Object> parameters = new HashMap<>(Map.of("type", type.name(), "exact", search, "upper",
				search.toUpperCase(Locale.ROOT)));
		List<String> words = NameTokens.of(search).stream().limit(MAX_WORDS).toList();
		if (words.isEmpty()) {
			return ranged("SELECT o.id, o.sort_name FROM md_objects o WHERE o.object_type = :type AND " + IDENTIFIED,
					parameters, page);
		}
		NameSearch plan = NameSearch.of(words, commonPrefixes.counts(type, words));
		for (int i = 0; i < words.size(); i++) {
			parameters.put("word" + i, NameTokens.wordPattern(words.get(i)));
		}
		return plan.walksNames() ? walked(plan, parameters, page) : ranged(matched(plan, parameters), parameters, page);
	}

	private Paged<Definition> all(FinancialObjectType type, PageRequest page) {
		List<Definition> definitions = definitions(
				"SELECT " + StoredObject.COLUMNS + " FROM md_objects WHERE object_type = :type" + PAGE,
				Map.of("type", type.name()), page);
		long total = page.totalRecordCount(definitions,
				() -> jdbc.sql("SELECT COALESCE(SUM(object_count), 0) FROM md_object_counts WHERE object_type = :type")
					.param("type", type.name())
					.query(Long.class)
					.single());
		return Paged.of(page, total, definitions);
	}

	/**
	 * One common word: the objects in name order, each checked against the word and the identifiers, up to the page;
	 * the total is the word's stored count plus the objects identified exactly that the word does not match.
	 */
	private Paged<Definition> walked(NameSearch plan, Map<String, Object> parameters, PageRequest page) {
		List<Definition> definitions = definitions("SELECT " + StoredObject.COLUMNS + " FROM md_objects o "
				+ "WHERE o.object_type = :type AND (o.words LIKE :word0 OR " + IDENTIFIED + ")" + PAGE, parameters,
				page);
		long total = page.totalRecordCount(definitions, () -> plan.commonTotal() + jdbc
			.sql("SELECT COUNT(*) FROM md_objects o WHERE o.object_type = :type AND " + IDENTIFIED
					+ " AND NOT (o.words LIKE :word0)")
			.params(parameters)
			.query(Long.class)
			.single());
		return Paged.of(page, total, definitions);
	}

	/** The page and the count of the ids and sort names {@code matched} selects, each object once. */
	private Paged<Definition> ranged(String matched, Map<String, Object> parameters, PageRequest page) {
		List<Definition> definitions = definitions("SELECT o.id, o.object_type, o.isin, o.wkn, o.ekn, o.name, o.type, "
				+ "o.cfi_code FROM (SELECT id, sort_name FROM (" + matched + ") m" + PAGE
				+ ") p JOIN md_objects o ON o.id = p.id ORDER BY p.sort_name, p.id", parameters, page);
		// A separate count scans the same index range once more, but unlike COUNT(*) OVER () on the page statement
		// it keeps no rows and lets the page be a top-N sort; it is skipped when the page tells the total.
		long total = page.totalRecordCount(definitions, () -> jdbc.sql("SELECT COUNT(*) FROM (" + matched + ") m")
			.params(parameters)
			.query(Long.class)
			.single());
		return Paged.of(page, total, definitions);
	}

	private List<Definition> definitions(String sql, Map<String, Object> parameters, PageRequest page) {
		return jdbc.sql(sql)
			.params(parameters)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(StoredObject::read)
			.list()
			.stream()
			.map(StoredObject::definition)
			.toList();
	}

	/**
	 * The ids and sort names matched, each once: the rows of the driving word's token range whose object has no
	 * token before the range ({@code prev_token}), so one per object, whose name has the other words; then, by
	 * UNION ALL, the objects identified exactly that the words do not already match. The SQL depends only on the
	 * number of words and which of them drives.
	 */
	private static String matched(NameSearch plan, Map<String, Object> parameters) {
		StringBuilder named = new StringBuilder();
		StringBuilder others = new StringBuilder();
		for (int i = 0; i < plan.words().size(); i++) {
			named.append(i == 0 ? "" : " AND ").append("o.words LIKE :word").append(i);
			if (!plan.words().get(i).equals(plan.driving())) {
				others.append(" AND words LIKE :word").append(i);
			}
		}
		parameters.put("from", plan.driving());
		parameters.put("to", NameTokens.upperBound(plan.driving()));
		return "SELECT o.id, o.sort_name FROM md_objects o WHERE o.object_type = :type AND " + IDENTIFIED
				+ " AND NOT (" + named + ") UNION ALL SELECT object_id, sort_name FROM md_name_tokens "
				+ "WHERE object_type = :type AND token >= :from AND token < :to AND prev_token < :from" + others;
	}
}
