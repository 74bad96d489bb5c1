package dev.kontor.shared.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import dev.kontor.shared.ChangeTrail;

/**
 * How a {@link ChangeTrail} is stored: in the columns {@code created_date}, {@code updated_date},
 * {@code created_user_id} and {@code updated_user_id} of the record's own row, named alike in every table, and
 * written from the parameters {@code :createdDate}, {@code :updatedDate}, {@code :createdUserId} and
 * {@code :updatedUserId}.
 */
public final class ChangeTrailColumns {

	private ChangeTrailColumns() {
	}

	/** The trail as the named parameters of a new row's statement. */
	public static Map<String, Object> parameters(ChangeTrail trail) {
		return Map.of("createdDate", Objects.requireNonNull(Timestamps.of(trail.createdDate())), "updatedDate",
				Objects.requireNonNull(Timestamps.of(trail.updatedDate())), "createdUserId", trail.createdUserId(),
				"updatedUserId", trail.updatedUserId());
	}

	/** The last change as the named parameters {@code :updatedDate} and {@code :updatedUserId} of an update. */
	public static Map<String, Object> changeParameters(ChangeTrail trail) {
		return Map.of("updatedDate", Objects.requireNonNull(Timestamps.of(trail.updatedDate())), "updatedUserId",
				trail.updatedUserId());
	}

	/** The trail of the row the result set is at. */
	public static ChangeTrail read(ResultSet rs) throws SQLException {
		return new ChangeTrail(Objects.requireNonNull(Timestamps.instant(rs, "created_date")),
				Objects.requireNonNull(Timestamps.instant(rs, "updated_date")),
				rs.getObject("created_user_id", UUID.class), rs.getObject("updated_user_id", UUID.class));
	}
}
