package dev.kontor.aml.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import dev.kontor.aml.RecordKeeping;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * How an AML record's {@link RecordKeeping} is stored: in the columns {@code created_date}, {@code updated_date},
 * {@code created_user_id} and {@code updated_user_id} of the record's own row, named alike in every table, and
 * written from the parameters {@code :createdDate}, {@code :updatedDate}, {@code :createdUserId} and
 * {@code :updatedUserId}.
 */
public final class KeepingColumns {

	private KeepingColumns() {
	}

	/** The keeping as the statement's named parameters. */
	public static Map<String, Object> parameters(RecordKeeping keeping) {
		return Map.of("createdDate", Objects.requireNonNull(Timestamps.of(keeping.createdDate())), "updatedDate",
				Objects.requireNonNull(Timestamps.of(keeping.updatedDate())), "createdUserId",
				keeping.createdUserId(), "updatedUserId", keeping.updatedUserId());
	}

	/** The keeping of the row the result set is at. */
	public static RecordKeeping read(ResultSet rs) throws SQLException {
		return new RecordKeeping(Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class));
	}
}
