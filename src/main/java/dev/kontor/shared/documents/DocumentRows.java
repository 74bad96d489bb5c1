package dev.kontor.shared.documents;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;

/**
 * Reads what every document table holds alike: the columns {@code label, comment, file_name, valid_from,
 * valid_until}.
 */
public final class DocumentRows {

	private DocumentRows() {
	}

	public static DocumentDescription description(ResultSet rs) throws SQLException {
		return new DocumentDescription(rs.getString("label"), rs.getString("comment"), rs.getString("file_name"),
				rs.getObject("valid_from", LocalDate.class), rs.getObject("valid_until", LocalDate.class));
	}
}
