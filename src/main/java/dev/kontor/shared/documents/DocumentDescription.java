package dev.kontor.shared.documents;

import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

/** How the uploader describes a bank account document: its label, a comment, its file's name, its validity. */
public record DocumentDescription(@Nullable String label, @Nullable String comment, @Nullable String fileName,
		@Nullable LocalDate validFrom, @Nullable LocalDate validUntil) {
}
