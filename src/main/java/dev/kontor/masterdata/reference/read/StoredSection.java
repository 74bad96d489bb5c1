package dev.kontor.masterdata.reference.read;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.jdbc.Timestamps;

/** A row of {@code md_sections}; the field maps and the table stay JSON text until an answer needs them. */
record StoredSection(String objectId, SectionHeader header, SectionDating dating, String datFields, String txtFields,
		@Nullable String table) {

	static final String COLUMNS = "object_id, ag, bid, last_modification, type_of_event, source_of_event, "
			+ "relevant_date, source_of_date, dat_fields, txt_fields, table_json";

	static StoredSection read(ResultSet rs, int row) throws SQLException {
		SectionHeader header = new SectionHeader(rs.getString(2), rs.getString(3), Timestamps.instant(rs, 4));
		SectionDating dating = new SectionDating(rs.getString(5), rs.getString(6), rs.getObject(7, LocalDate.class),
				rs.getString(8));
		return new StoredSection(rs.getString(1), header, dating, rs.getString(9), rs.getString(10),
				rs.getString(11));
	}

	OverviewItem overview(String isinCode) {
		return new OverviewItem(isinCode, header.ag(), header.bid(), header.lastModification(), dating.typeOfEvent(),
				dating.sourceOfEvent(), dating.relevantDate().toString(), dating.sourceOfDate());
	}
}
