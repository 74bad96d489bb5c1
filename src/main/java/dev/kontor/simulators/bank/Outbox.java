package dev.kontor.simulators.bank;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The directory the bank's answers appear in, named {@code <message>-<MsgId>.xml} (for instance
 * {@code camt.054.001.08-BS20261129205622123-0001.xml}). Each is validated against its schema, written under a name
 * starting with a dot and then renamed, so that Kontor never sees a file that is invalid or half written.
 */
final class Outbox {

	private final Path directory;

	private final Schemas schemas;

	private Outbox(Path directory, Schemas schemas) {
		this.directory = directory;
		this.schemas = schemas;
	}

	static Outbox at(Path directory, Schemas schemas) throws IOException {
		Files.createDirectories(directory);
		return new Outbox(directory, schemas);
	}

	Path write(MessageType type, String msgId, byte[] content) throws IOException {
		try {
			MessageType written = schemas.read(content).type();
			if (written != type) {
				throw new IllegalStateException("wrote " + written.id() + " for " + type.id());
			}
		}
		catch (UnreadableFile invalid) {
			throw new IllegalStateException("the bank wrote an invalid " + type.id() + ": " + invalid.getMessage(),
					invalid);
		}
		String name = type.id() + "-" + msgId + ".xml";
		Path target = directory.resolve(name);
		if (Files.exists(target)) {
			throw new FileAlreadyExistsException(target.toString());
		}
		Path aside = directory.resolve("." + name + ".part");
		Files.write(aside, content);
		return Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
	}
}
