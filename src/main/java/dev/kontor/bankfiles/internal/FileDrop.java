package dev.kontor.bankfiles.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * The bank connection's two directories. A file for the bank is written under a dot name beside its final name
 * and renamed once complete, so the bank never reads half a file; a file of the bank's is moved, once handled, to
 * {@code processed/} or, refused, to {@code rejected/} with its reason beside it in {@code <name>.reason}.
 */
final class FileDrop {

	static final String PROCESSED = "processed";

	static final String REJECTED = "rejected";

	private final Path outbox;

	private final Path inbox;

	FileDrop(Path outbox, Path inbox) {
		this.outbox = outbox;
		this.inbox = inbox;
		try {
			Files.createDirectories(outbox);
			Files.createDirectories(inbox.resolve(PROCESSED));
			Files.createDirectories(inbox.resolve(REJECTED));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The bank connection's directories cannot be made", ex);
		}
	}

	/** Writes a file to the outbox: aside first, then renamed, replacing a copy written before a crash. */
	void send(String name, byte[] content) {
		Path aside = outbox.resolve("." + name + ".part");
		try {
			Files.write(aside, content);
			move(aside, outbox.resolve(name));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The file " + name + " cannot be written to the outbox", ex);
		}
	}

	/** The complete files waiting in the inbox, by name: dot names are files still being written. */
	List<Path> waiting() {
		try (Stream<Path> files = Files.list(inbox)) {
			return files.filter(Files::isRegularFile)
				.filter(file -> !file.getFileName().toString().startsWith("."))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The inbox cannot be read", ex);
		}
	}

	/** Moves a file that was read to {@code processed/}; false when another instance moved it first. */
	boolean processed(Path file) {
		return moveAway(file, inbox.resolve(PROCESSED).resolve(file.getFileName()));
	}

	/** Moves a refused file to {@code rejected/} and writes its reason beside it. */
	void rejected(Path file, String reason) {
		Path target = inbox.resolve(REJECTED).resolve(file.getFileName());
		try {
			Files.writeString(target.resolveSibling(file.getFileName() + ".reason"), reason + "\n",
					StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The reason for " + file.getFileName() + " cannot be written", ex);
		}
		moveAway(file, target);
	}

	private static boolean moveAway(Path file, Path target) {
		try {
			move(file, target);
			return true;
		}
		catch (NoSuchFileException gone) {
			return false;
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The file " + file.getFileName() + " cannot be moved", ex);
		}
	}

	private static void move(Path from, Path to) throws IOException {
		try {
			Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
		}
		catch (AtomicMoveNotSupportedException ex) {
			Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
		}
	}
}
