package dev.kontor.simulators.bank;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The directory Kontor writes its files to. A file is ready once it has lain there for the delay; names starting with
 * a dot are files still being written (Kontor writes aside and renames), and the sub-directories are where the bank
 * puts what it has dealt with: {@code processed/} for the files it answered, {@code rejected/} for those it could not
 * read, each beside a {@code .reason} file that says why.
 */
final class Inbox {

	static final String PROCESSED = "processed";

	static final String REJECTED = "rejected";

	private final Path directory;

	private Inbox(Path directory) {
		this.directory = directory;
	}

	static Inbox at(Path directory) throws IOException {
		Files.createDirectories(directory.resolve(PROCESSED));
		Files.createDirectories(directory.resolve(REJECTED));
		return new Inbox(directory);
	}

	/** The files that have lain in the inbox for the delay, oldest first. */
	List<Path> ready(Instant now, Duration delay) throws IOException {
		try (Stream<Path> files = Files.list(directory)) {
			return files.filter(Files::isRegularFile)
				.filter(file -> !file.getFileName().toString().startsWith("."))
				.filter(file -> !modified(file).plus(delay).isAfter(now))
				.sorted(Comparator.comparing(Inbox::modified).thenComparing(Path::getFileName))
				.toList();
		}
	}

	void processed(Path file) throws IOException {
		Files.move(file, directory.resolve(PROCESSED).resolve(file.getFileName()),
				StandardCopyOption.REPLACE_EXISTING);
	}

	void rejected(Path file, String reason) throws IOException {
		Path rejected = directory.resolve(REJECTED);
		Files.writeString(rejected.resolve(file.getFileName() + ".reason"), reason + "\n", StandardCharsets.UTF_8);
		Files.move(file, rejected.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
	}

	private static Instant modified(Path file) {
		try {
			return Files.getLastModifiedTime(file).toInstant();
		}
		catch (IOException gone) {
			// moved away meanwhile: never ready, and the next look will not see it
			return Instant.MAX;
		}
	}
}
