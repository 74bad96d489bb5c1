package dev.kontor.clients;

import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** A document of a client record as the back office lists it, without its file. */
public record ClientDocumentListing(UUID id, String documentType, String contentType, long size,
		@Nullable String label, @Nullable String fileName, @Nullable LocalDate validUntil, Instant createdDate) {
}
