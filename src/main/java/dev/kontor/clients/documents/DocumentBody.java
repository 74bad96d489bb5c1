package dev.kontor.clients.documents;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import dev.kontor.shared.documents.DocumentContentCheck;
import dev.kontor.shared.documents.DocumentContentType;

/** The bytes of a document to file, in memory (from another module) or in a temporary file (an upload). */
interface DocumentBody {

	long size();

	/** 400 on {@code fileData} unless the bytes are what the content type says. */
	void requireIs(DocumentContentType contentType);

	/** The bytes from their start, for the database to read. */
	InputStream open() throws IOException;

	static DocumentBody of(byte[] content) {
		return new DocumentBody() {

			@Override
			public long size() {
				return content.length;
			}

			@Override
			public void requireIs(DocumentContentType contentType) {
				DocumentContentCheck.require(contentType, content);
			}

			@Override
			public InputStream open() {
				return new ByteArrayInputStream(content);
			}
		};
	}
}
