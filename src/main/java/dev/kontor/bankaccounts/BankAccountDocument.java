package dev.kontor.bankaccounts;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/** A document of a bank account as read back, without its content (which {@link DocumentContent} carries). */
public record BankAccountDocument(UUID id, UUID bankAccountId, DocumentContentType contentType,
		DocumentType documentType, @JsonUnwrapped DocumentDescription description, UUID createdUserId,
		Instant createdDate) {
}
