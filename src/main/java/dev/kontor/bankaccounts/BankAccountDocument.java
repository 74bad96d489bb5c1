package dev.kontor.bankaccounts;

import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A document of a bank account as read back, without its content (which {@link DocumentContent} carries). */
public record BankAccountDocument(UUID id, UUID bankAccountId, DocumentContentType contentType,
		DocumentType documentType, @Nullable String label, @Nullable String comment, @Nullable String fileName,
		@Nullable LocalDate validFrom, @Nullable LocalDate validUntil, UUID createdUserId, Instant createdDate) {
}
