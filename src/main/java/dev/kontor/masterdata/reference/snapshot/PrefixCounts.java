package dev.kontor.masterdata.reference.snapshot;

import java.util.HashMap;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Rewrites {@code md_prefix_counts}: per object type, how many objects have a word starting with a prefix, for every
 * prefix of at least a given number of objects. A one-word search for such a prefix then needs no count over its
 * matches. The token rows are grouped by token and preceding token first (names repeat their words, so 200,000
 * names give a few thousand groups); a group counts for each prefix of its token that its preceding token is below,
 * which is one row per object, as in the search itself.
 */
@Repository
@RequiredArgsConstructor
class PrefixCounts {

	private record Prefix(String objectType, String prefix) {
	}

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batches;

	/** Recounts in the caller's transaction, keeping the prefixes of at least {@code commonFrom} objects. */
	void recount(long commonFrom) {
		Map<Prefix, Long> counts = new HashMap<>();
		jdbc.sql("SELECT object_type, token, prev_token, COUNT(*) FROM md_name_tokens "
				+ "GROUP BY object_type, token, prev_token")
			.query(rs -> {
				add(counts, rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4));
			});
		jdbc.sql("DELETE FROM md_prefix_counts").update();
		SqlParameterSource[] common = counts.entrySet()
			.stream()
			.filter(count -> count.getValue() >= commonFrom)
			.map(count -> new MapSqlParameterSource("objectType", count.getKey().objectType())
				.addValue("prefix", count.getKey().prefix())
				.addValue("objects", count.getValue()))
			.toArray(SqlParameterSource[]::new);
		batches.batchUpdate("INSERT INTO md_prefix_counts (object_type, prefix, object_count) "
				+ "VALUES (:objectType, :prefix, :objects)", common);
	}

	private static void add(Map<Prefix, Long> counts, String objectType, String token, String previous, long rows) {
		for (int length = 1; length <= token.length(); length++) {
			String prefix = token.substring(0, length);
			if (previous.compareTo(prefix) < 0) {
				counts.merge(new Prefix(objectType, prefix), rows, Long::sum);
			}
		}
	}
}
