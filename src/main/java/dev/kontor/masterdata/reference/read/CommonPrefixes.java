package dev.kontor.masterdata.reference.read;

import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;

/** The counts the last import kept of the common word prefixes ({@code md_prefix_counts}). */
@Repository
class CommonPrefixes {

	private final JdbcClient jdbc;

	CommonPrefixes(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/** The objects of the type per prefix, for those of the prefixes that are common; rare ones are left out. */
	Map<String, Long> counts(FinancialObjectType type, Collection<String> prefixes) {
		return jdbc.sql("SELECT prefix, object_count FROM md_prefix_counts WHERE object_type = :type "
				+ "AND prefix IN (:prefixes)")
			.param("type", type.name())
			.param("prefixes", prefixes)
			.query((rs, row) -> Map.entry(rs.getString(1), rs.getLong(2)))
			.list()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
	}
}
