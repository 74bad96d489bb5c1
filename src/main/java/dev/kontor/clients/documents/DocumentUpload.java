package dev.kontor.clients.documents;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/**
 * An upload read from its request: what the document is, how it is described, and its file, decoded into a
 * temporary file that closing the upload deletes.
 */
public record DocumentUpload(DocumentContentType contentType, DocumentType documentType,
		DocumentDescription description, SpooledFile file) implements AutoCloseable {

	@Override
	public void close() {
		file.close();
	}
}
