package dev.kontor.masterdata.reference.read;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

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
 * which word's token range a search reads (the index carries the sort name and the name's words, so that it picks
 * its page and counts its matches from that index alone), and whether a single common word walks the names in
 * order first and takes its total from the counts the import keeps.
 */
@Repository
@RequiredArgsConstructor
class DefinitionSearch {

	static final int MAX_WORDS = 8;

	private static final String IDENTIFIED = "(o.id = :exact OR o.isin = :upper OR o.wkn = :upper OR o.ekn = :exact "
			+ "OR o.ekn = :upper)";

	private static final String PAGE = " ORDER BY sort_name, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY";

	/** Reads the objects of a page of ids and sort names ({@code p}, opened before) in name order. */
	private static final String OBJECTS_OF_PAGE = "SELECT o.id, o.object_type, o.isin, o.wkn, o.ekn, o.name, o.type, "
			+ "o.cfi_code";

	private static final String JOINED = ") p JOIN md_objects o ON o.id = p.id ORDER BY p.sort_name, p.id";

	private final JdbcClient jdbc;

	private final CommonPrefixes commonPrefixes;

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
		NameSearch plan = NameSearch.of(words, commonPrefixes.counts(type, words), page);
		for (int i = 0; i < words.size(); i++) {
			parameters.put("word" + i, NameTokens.wordPattern(words.get(i)));
		}
		String matched = matched(plan, parameters);
		return plan.commonTotal() == null ? ranged(matched, parameters, page)
				: commonWord(plan, plan.commonTotal(), matched, parameters, page);
	}

	private Paged<Definition> all(FinancialObjectType type, PageRequest page) {
		// The offset is skipped in the index of names alone; only the page's objects are read from the table.
		List<Definition> definitions = definitions(OBJECTS_OF_PAGE + " FROM (SELECT id, sort_name FROM md_objects "
				+ "WHERE object_type = :type" + PAGE + JOINED, Map.of("type", type.name()), page);
		long total = page.totalRecordCount(definitions,
				() -> jdbc.sql("SELECT COALESCE(SUM(object_count), 0) FROM md_object_counts WHERE object_type = :type")
					.param("type", type.name())
					.query(Long.class)
					.single());
		return Paged.of(page, total, definitions);
	}

	/**
	 * One common word: its total is the stored count plus the objects identified exactly that the word does not
	 * match. Its page is looked for among the first objects in name order when the plan says so and nothing is
	 * identified exactly (which the walk does not see), else, or when the walk gives up, read from the range.
	 */
	private Paged<Definition> commonWord(NameSearch plan, long matchedByName, String matched,
			Map<String, Object> parameters, PageRequest page) {
		long identifiedOnly = jdbc.sql("SELECT COUNT(*) FROM md_objects o WHERE o.object_type = :type AND "
				+ IDENTIFIED + " AND NOT (o.words LIKE :word0)").params(parameters).query(Long.class).single();
		Long walkRows = plan.walkRows();
		Optional<List<Definition>> walked = walkRows == null || identifiedOnly > 0 ? Optional.empty()
				: walked(walkRows, parameters, page);
		return Paged.of(page, matchedByName + identifiedOnly,
				walked.orElseGet(() -> page(matched, parameters, page)));
	}

	/**
	 * The page among the first {@code walkRows} objects in name order, read from the index of names with their
	 * words alone; empty when those objects do not hold a whole page, so that the range has to be read.
	 */
	private Optional<List<Definition>> walked(long walkRows, Map<String, Object> parameters, PageRequest page) {
		List<Definition> definitions = definitions(OBJECTS_OF_PAGE + " FROM (SELECT id, sort_name FROM (SELECT id, "
				+ "sort_name, words FROM md_objects WHERE object_type = :type ORDER BY sort_name, id FETCH FIRST "
				+ ":walkRows ROWS ONLY) w WHERE words LIKE :word0" + PAGE + JOINED, with(parameters, "walkRows", walkRows),
				page);
		return definitions.size() == page.recordsPerPage() ? Optional.of(definitions) : Optional.empty();
	}

	/**
	 * The page and the count of the ids and sort names {@code matched} selects, each object once, from one scan: the
	 * page rows carry the count of all matches ({@code COUNT(*) OVER ()}, which keeps the matched ids and sort
	 * names until the top-N sort has them all; a second statement would read the range again). A page past the last
	 * has no row to carry it, so then a count is run.
	 */
	private Paged<Definition> ranged(String matched, Map<String, Object> parameters, PageRequest page) {
		List<Long> totals = new ArrayList<>();
		List<Definition> definitions = jdbc
			.sql(OBJECTS_OF_PAGE + ", p.total FROM (SELECT id, sort_name, COUNT(*) OVER () AS total FROM (" + matched
					+ ") m" + PAGE + JOINED)
			.params(parameters)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query((rs, row) -> {
				totals.add(rs.getLong(9));
				return StoredObject.read(rs, row).definition();
			})
			.list();
		long total = totals.isEmpty() ? page.totalRecordCount(definitions, () -> jdbc
			.sql("SELECT COUNT(*) FROM (" + matched + ") m")
			.params(parameters)
			.query(Long.class)
			.single()) : totals.getFirst();
		return Paged.of(page, total, definitions);
	}

	private List<Definition> page(String matched, Map<String, Object> parameters, PageRequest page) {
		return definitions(OBJECTS_OF_PAGE + " FROM (SELECT id, sort_name FROM (" + matched + ") m" + PAGE + JOINED,
				parameters, page);
	}

	private static Map<String, Object> with(Map<String, Object> parameters, String name, Object value) {
		Map<String, Object> more = new HashMap<>(parameters);
		more.put(name, value);
		return more;
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
