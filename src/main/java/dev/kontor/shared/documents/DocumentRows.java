package dev.kontor.shared.documents;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;

import org.springframework.jdbc.core.simple.JdbcClient.StatementSpec;

/**
 * Reads and writes what every document table holds alike: the columns {@code label, comment, file_name, valid_from,
 * valid_until}.
 */
public final class DocumentRows {

	private DocumentRows() {
	}

	public static DocumentDescription description(ResultSet rs) throws SQLException {
		return new DocumentDescription(rs.getString("label"), rs.getString("comment"), rs.getString("file_name"),
				rs.getObject("valid_from", LocalDate.class), rs.getObject("valid_until", LocalDate.class));
	}

	/** Binds the description to the parameters {@code :label, :comment, :fileName, :validFrom, :validUntil}. */
	public static StatementSpec bind(StatementSpec statement, DocumentDescription description) {
		return statement.param("label", description.label())
			.param("comment", description.comment())
			.param("fileName", description.fileName())
			.param("validFrom", description.validFrom())
			.param("validUntil", description.validUntil());
	}
}
