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
 * word of {@code searchParameter}, or whose provider id, ISIN, WKN or EKN is it exactly. Every branch is an index
 * lookup, so that a search stays fast over hundreds of thousands of objects.
 */
@Repository
class DefinitionSearch {

	static final int MAX_WORDS = 8;

	private static final String IDENTIFIED = "SELECT id FROM md_objects WHERE id = :exact UNION "
			+ "SELECT id FROM md_objects WHERE isin = :upper UNION SELECT id FROM md_objects WHERE wkn = :upper UNION "
			+ "SELECT id FROM md_objects WHERE ekn = :exact UNION SELECT id FROM md_objects WHERE ekn = :upper";

	private final JdbcClient jdbc;

	DefinitionSearch(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	Paged<Definition> page(FinancialObjectType type, PageRequest page, @Nullable String searchParameter) {
		Filter filter = Filter.of(searchParameter);
		List<Definition> definitions = jdbc
			.sql("SELECT " + StoredObject.COLUMNS + " FROM md_objects WHERE object_type = :type" + filter.sql()
					+ " ORDER BY sort_name, id OFFSET :offset ROWS FETCH NEXT :limit ROWS ONLY")
			.param("type", type.name())
			.params(filter.parameters())
			.param("offset", page.offset())
			.param("limit", page.recordsPerPage())
			.query(StoredObject::read)
			.list()
			.stream()
			.map(StoredObject::definition)
			.toList();
		long total = page.totalRecordCount(definitions,
				() -> jdbc.sql("SELECT COUNT(*) FROM md_objects WHERE object_type = :type" + filter.sql())
					.param("type", type.name())
					.params(filter.parameters())
					.query(Long.class)
					.single());
		return Paged.of(page, total, definitions);
	}

	/** The condition a search parameter adds: the SQL depends only on its number of words, never on its text. */
	private record Filter(String sql, Map<String, Object> parameters) {

		static Filter of(@Nullable String searchParameter) {
			if (searchParameter == null || searchParameter.isBlank()) {
				return new Filter("", Map.of());
			}
			String exact = searchParameter.strip();
			Map<String, Object> parameters = new HashMap<>(
					Map.of("exact", exact, "upper", exact.toUpperCase(Locale.ROOT)));
			List<String> words = NameTokens.of(exact).stream().limit(MAX_WORDS).toList();
			StringBuilder named = new StringBuilder();
			for (int i = 0; i < words.size(); i++) {
				named.append(i == 0 ? "" : " INTERSECT ")
					.append("SELECT object_id FROM md_name_tokens WHERE token >= :from").append(i)
					.append(" AND token < :to").append(i);
				parameters.put("from" + i, words.get(i));
				parameters.put("to" + i, NameTokens.upperBound(words.get(i)));
			}
			String byName = words.isEmpty() ? "" : " UNION SELECT object_id FROM (" + named + ") named";
			return new Filter(" AND id IN (" + IDENTIFIED + byName + ")", parameters);
		}
	}
}
