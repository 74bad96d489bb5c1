package dev.kontor.clients.documents;

import java.util.UUID;

import dev.kontor.shared.documents.DocumentContentType;
import dev.kontor.shared.documents.DocumentDescription;
import dev.kontor.shared.documents.DocumentType;

/**
 * An upload read from its request ({@link DocumentUploadReader}): what the document is, how it is described, and its
 * file, decoded into a temporary file that closing the upload deletes.
 */
public final class DocumentUpload implements AutoCloseable {

	private final DocumentContentType contentType;

	private final DocumentType documentType;

	private final DocumentDescription description;

	private final SpooledFile file;

	DocumentUpload(DocumentContentType contentType, DocumentType documentType, DocumentDescription description,
			SpooledFile file) {
		this.contentType = contentType;
		this.documentType = documentType;
		this.description = description;
		this.file = file;
	}

	/** The document as the caller {@code actorId} files it. */
	DocumentFiling filedBy(UUID actorId) {
		return new DocumentFiling(contentType, documentType, description, actorId);
	}

	SpooledFile file() {
		return file;
	}

	@Override
	public void close() {
		file.close();
	}
}
