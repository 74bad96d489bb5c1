package dev.kontor.clients.documents;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/** A document of a client record as listed, without its content; {@code size} is the file's length in bytes. */
public record ClientDocument(UUID id, UUID clientId, DocumentContentType contentType, DocumentType documentType,
		@JsonUnwrapped DocumentDescription description, long size, UUID createdUserId, Instant createdDate) {
}
