package dev.kontor.shared.documents;

import java.time.LocalDate;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

/**
 * A document uploaded for a bank account or a client record, one at a time (document 3's document body).
 * {@code fileData} is the file as hexadecimal digits after {@code 0x}; its decoded size is limited by the owning
 * module's {@code max-document-size} (413 beyond).
 */
public record NewDocument(@NotNull DocumentContentType contentType, @NotNull DocumentType documentType,
		@Nullable @HexBytes @Schema(pattern = "0x([0-9a-fA-F]{2})*") String fileData,
		@Nullable @Size(max = 256) String label, @Nullable @Size(max = 1024) String comment,
		@Nullable @Size(max = 256) String fileName, @Nullable LocalDate validFrom, @Nullable LocalDate validUntil) {

	public DocumentDescription description() {
		return new DocumentDescription(label, comment, fileName, validFrom, validUntil);
	}
}
