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
 * word of {@code searchParameter}, or whose provider id, ISIN, WKN or EKN is it exactly. A search picks its page and
 * counts its matches from the token index alone (which carries the sort name) and reads only the page's objects.
 */
@Repository
class DefinitionSearch {

	static final int MAX_WORDS = 8;

	private static final String IDENTIFIED = "SELECT id, sort_name FROM md_objects WHERE object_type = :type AND "
			+ "(id = :exact OR isin = :upper OR wkn = :upper OR ekn = :exact OR ekn = :upper)";

	private static final String PAGE = " ORDER BY sort_name, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY";

	private final JdbcClient jdbc;

	DefinitionSearch(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	Paged<Definition> page(FinancialObjectType type, PageRequest page, @Nullable String searchParameter) {
		return searchParameter == null || searchParameter.isBlank() ? all(type, page)
				: search(type, page, searchParameter.strip());
	}

	private Paged<Definition> all(FinancialObjectType type, PageRequest page) {
		List<Definition> definitions = jdbc
			.sql("SELECT " + StoredObject.COLUMNS + " FROM md_objects WHERE object_type = :type" + PAGE)
			.param("type", type.name())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(StoredObject::read)
			.list()
			.stream()
			.map(StoredObject::definition)
			.toList();
		long total = page.totalRecordCount(definitions,
				() -> jdbc.sql("SELECT COALESCE(SUM(object_count), 0) FROM md_object_counts WHERE object_type = :type")
					.param("type", type.name())
					.query(Long.class)
					.single());
		return Paged.of(page, total, definitions);
	}

	private Paged<Definition> search(FinancialObjectType type, PageRequest page, String search) {
		Map<String, Object> parameters = new HashMap<>(Map.of("type", type.name(), "exact", search, "upper",
				search.toUpperCase(Locale.ROOT)));
		String matched = matched(NameTokens.of(search).stream().limit(MAX_WORDS).toList(), parameters);
		List<Definition> definitions = jdbc
			.sql("SELECT o.id, o.object_type, o.isin, o.wkn, o.ekn, o.name, o.type, o.cfi_code FROM "
					+ "(SELECT id, sort_name FROM (" + matched + ") m" + PAGE
					+ ") p JOIN md_objects o ON o.id = p.id ORDER BY p.sort_name, p.id")
			.params(parameters)
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(StoredObject::read)
			.list()
			.stream()
			.map(StoredObject::definition)
			.toList();
		// A separate count scans the same index range once more, but unlike COUNT(*) OVER () on the page statement
		// it keeps no rows and lets the page be a top-N sort; it is skipped when the page tells the total.
		long total = page.totalRecordCount(definitions, () -> jdbc.sql("SELECT COUNT(*) FROM (" + matched + ") m")
			.params(parameters)
			.query(Long.class)
			.single());
		return Paged.of(page, total, definitions);
	}

	/**
	 * The ids and sort names matched, each once: the rows of the first word's token range whose object has no token
	 * before the range ({@code prev_token}), so one per object, whose object is in the other words' ranges (a semi
	 * join on the narrow id, cheaper than INTERSECT on id and sort name); then, by UNION ALL, the objects
	 * identified exactly that the words do not already match. The SQL depends only on the number of words.
	 */
	private static String matched(List<String> words, Map<String, Object> parameters) {
		if (words.isEmpty()) {
			return IDENTIFIED;
		}
		StringBuilder named = new StringBuilder();
		StringBuilder matchedByName = new StringBuilder();
		for (int i = 0; i < words.size(); i++) {
			String range = "object_type = :type AND token >= :from" + i + " AND token < :to" + i
					+ " AND prev_token < :from" + i;
			named.append(i == 0 ? "SELECT object_id, sort_name FROM md_name_tokens WHERE " + range
					: " AND object_id IN (SELECT object_id FROM md_name_tokens WHERE " + range + ")");
			matchedByName.append(i == 0 ? "" : " AND ")
				.append("EXISTS (SELECT 1 FROM md_name_tokens t WHERE t.object_id = o.id AND t.token >= :from")
				.append(i)
				.append(" AND t.token < :to")
				.append(i)
				.append(")");
			parameters.put("from" + i, words.get(i));
			parameters.put("to" + i, NameTokens.upperBound(words.get(i)));
		}
		return "SELECT id, sort_name FROM md_objects o WHERE object_type = :type AND (id = :exact OR isin = :upper OR "
				+ "wkn = :upper OR ekn = :exact OR ekn = :upper) AND NOT (" + matchedByName + ") UNION ALL "
				+ named;
	}
}
