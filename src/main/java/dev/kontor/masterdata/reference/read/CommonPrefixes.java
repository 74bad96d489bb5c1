package dev.kontor.masterdata.reference.read;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;

/** The counts the last import kept: objects per type and per common word prefix ({@code md_prefix_counts}). */
@Repository
@RequiredArgsConstructor
class CommonPrefixes {

	private final JdbcClient jdbc;

	/** The objects of the type, and per prefix those of the prefixes that are common; rare ones are left out. */
	NameSearch.WordCounts counts(FinancialObjectType type, Collection<String> prefixes) {
		Map<String, Long> counts = new HashMap<>();
		// One round trip: the objects of the type come as the empty prefix, which every name starts with.
		jdbc.sql("SELECT '' AS prefix, COALESCE(SUM(object_count), 0) FROM md_object_counts WHERE object_type = :type "
				+ "UNION ALL SELECT prefix, object_count FROM md_prefix_counts WHERE object_type = :type "
				+ "AND prefix IN (:prefixes)")
			.param("type", type.name())
			.param("prefixes", prefixes)
			.query(rs -> {
				counts.put(rs.getString(1), rs.getLong(2));
			});
		Long objects = counts.remove("");
		return new NameSearch.WordCounts(objects == null ? 0 : objects, counts);
	}
}
