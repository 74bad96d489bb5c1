package dev.kontor.shared.documents;

import org.jspecify.annotations.Nullable;

/** The content of a document: its type and the file as {@code 0x} and hexadecimal digits, or null if none was sent. */
public record DocumentContent(DocumentContentType contentType, @Nullable String fileData) {
}
