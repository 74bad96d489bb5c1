package dev.kontor.clients.documents;

import java.util.UUID;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/** What a document to file is, how it is described, and who files it; its bytes travel apart ({@link DocumentBody}). */
record DocumentFiling(DocumentContentType contentType, DocumentType documentType, DocumentDescription description,
		UUID createdUserId) {
}
