package dev.kontor.clients.documents;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** A document of a client record as read one at a time: its fields and {@code fileData}, {@code 0x} and hex digits. */
public record ClientDocumentFile(@JsonUnwrapped ClientDocument document, String fileData) {
}
