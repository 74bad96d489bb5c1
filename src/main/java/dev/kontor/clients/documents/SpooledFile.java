package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.kontor.shared.documents.DocumentContentCheck;
import dev.kontor.shared.documents.DocumentContentType;

/** An uploaded document's bytes in a temporary file of the {@link UploadFolder}; closing it deletes the file. */
final class SpooledFile implements DocumentBody, AutoCloseable {

	private final Path path;

	SpooledFile(Path path) {
		this.path = path;
	}

	/** Writes the file, from its start (unbuffered: the decoder writes in blocks). */
	OutputStream output() throws IOException {
		return Files.newOutputStream(path);
	}

	@Override
	public long size() {
		try {
			return Files.size(path);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public void requireIs(DocumentContentType contentType) {
		DocumentContentCheck.require(contentType, path);
	}

	@Override
	public InputStream open() throws IOException {
		return Files.newInputStream(path);
	}

	@Override
	public void close() {
		try {
			Files.deleteIfExists(path);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The temporary file of an upload cannot be deleted", ex);
		}
	}
}
