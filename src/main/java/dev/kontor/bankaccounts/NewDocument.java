package dev.kontor.bankaccounts;

import java.time.LocalDate;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/**
 * A document uploaded for a bank account, one at a time. {@code fileData} is the file as hexadecimal digits after
 * {@code 0x}; its decoded size is limited by {@code kontor.bankaccounts.max-document-size} (413 beyond).
 */
public record NewDocument(@NotNull DocumentContentType contentType, @NotNull DocumentType documentType,
		@Nullable @Pattern(regexp = "0x([0-9a-fA-F]{2})*", message = "must be 0x followed by pairs of hexadecimal digits") String fileData,
		@Nullable @Size(max = 256) String label, @Nullable @Size(max = 1024) String comment,
		@Nullable @Size(max = 256) String fileName, @Nullable LocalDate validFrom, @Nullable LocalDate validUntil) {

	public DocumentDescription description() {
		return new DocumentDescription(label, comment, fileName, validFrom, validUntil);
	}
}
