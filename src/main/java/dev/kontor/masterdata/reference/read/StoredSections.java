package dev.kontor.masterdata.reference.read;

import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.SqlConditions;

/** Reads sections of stored objects, ordered by object, ag, newest first, bid. */
@Repository
@RequiredArgsConstructor
class StoredSections {

	private static final String ORDER = " ORDER BY object_id, ag, last_modification DESC, bid";

	private final JdbcClient jdbc;

	/** Sections of the objects, limited to the given ags and bids where those are not empty. */
	List<StoredSection> of(Collection<String> objectIds, Collection<String> ags, Collection<String> bids) {
		SqlConditions conditions = new SqlConditions().add(ags.isEmpty() ? null : ags, " AND ag IN (:ags)", "ags")
			.add(bids.isEmpty() ? null : bids, " AND bid IN (:bids)", "bids");
		return sections("object_id IN (:ids)", Map.of("ids", objectIds), conditions);
	}

	/** Sections of one object by ag and a range of relevant dates, each bound optional and inclusive. */
	List<StoredSection> dated(String objectId, @Nullable String ag, @Nullable LocalDate from,
			@Nullable LocalDate to) {
		SqlConditions conditions = new SqlConditions().add(ag, " AND ag = :ag", "ag")
			.add(from, " AND relevant_date >= :from", "from")
			.add(to, " AND relevant_date <= :to", "to");
		return sections("object_id = :id", Map.of("id", objectId), conditions);
	}

	/** The sections of the objects {@code objects} names ({@code fixed} its parameters) that meet the conditions. */
	private List<StoredSection> sections(String objects, Map<String, Object> fixed, SqlConditions conditions) {
		return jdbc.sql("SELECT " + StoredSection.COLUMNS + " FROM md_sections WHERE " + objects + conditions.sql()
				+ ORDER)
			.params(fixed)
			.params(conditions.parameters())
			.query(StoredSection::read)
			.list();
	}
}
