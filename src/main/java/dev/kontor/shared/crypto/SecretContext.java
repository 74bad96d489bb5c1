package dev.kontor.shared.crypto;

import java.nio.charset.StandardCharsets;

import org.springframework.util.Assert;

/**
 * Where a sealed secret lives: bound into its ciphertext as associated data, so that a ciphertext copied into
 * another row or column does not open there.
 *
 * @param table the table
 * @param column the column
 * @param rowId the row's primary key
 */
public record SecretContext(String table, String column, String rowId) {

	public SecretContext {
		Assert.hasText(table, "table must not be empty");
		Assert.hasText(column, "column must not be empty");
		Assert.hasText(rowId, "rowId must not be empty");
	}

	byte[] associatedData() {
		// Lengths first, so that no two different contexts write the same bytes.
		String text = table.length() + ":" + table + "|" + column.length() + ":" + column + "|" + rowId;
		return text.getBytes(StandardCharsets.UTF_8);
	}
}
