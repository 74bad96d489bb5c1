package dev.kontor.clients.documents;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import jakarta.annotation.PreDestroy;

import org.springframework.stereotype.Component;

/**
 * The folder of this instance where uploaded documents wait, decoded, while they are checked and stored: a new one
 * in the system's temporary folder, removed with what is left in it when the instance stops.
 */
@Component
class UploadFolder {

	private final Path folder;

	UploadFolder() throws IOException {
		this.folder = Files.createTempDirectory("kontor-client-documents-");
	}

	/** A new empty file in the folder; closing it deletes it. */
	SpooledFile newFile() {
		try {
			return new SpooledFile(Files.createTempFile(folder, "upload-", ".part"));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("No temporary file for an uploaded document", ex);
		}
	}

	/** The files of uploads on their way. */
	long filesInUse() throws IOException {
		try (Stream<Path> files = Files.list(folder)) {
			return files.count();
		}
	}

	@PreDestroy
	void remove() throws IOException {
		try (Stream<Path> files = Files.list(folder)) {
			for (Path file : files.toList()) {
				Files.deleteIfExists(file);
			}
		}
		Files.deleteIfExists(folder);
	}
}
