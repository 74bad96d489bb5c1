package dev.kontor.masterdata.reference.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A directory where snapshot files ({@code *.json}) are dropped. A file is claimed by an atomic move into
 * {@code processing/}, so that of several instances watching one shared directory exactly one imports it; then it
 * moves to {@code processed/}, or to {@code failed/} beside a {@code .error.txt} saying why.
 */
@RequiredArgsConstructor
public final class DropDirectory {

	private static final Logger log = LoggerFactory.getLogger(DropDirectory.class);

	private final SnapshotImport snapshots;

	private final Path directory;

	/** Imports every file waiting now; answers the names of the files this instance imported. */
	public List<String> scan() {
		List<String> imported = new ArrayList<>();
		for (Path file : waitingFiles()) {
			claim(file).ifPresent(claimed -> {
				if (importFile(claimed)) {
					imported.add(claimed.getFileName().toString());
				}
			});
		}
		return imported;
	}

	private List<Path> waitingFiles() {
		List<Path> files = new ArrayList<>();
		try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*.json")) {
			stream.forEach(file -> {
				if (Files.isRegularFile(file)) {
					files.add(file);
				}
			});
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot list the snapshot drop directory " + directory, ex);
		}
		return files;
	}

	private Optional<Path> claim(Path file) {
		try {
			Path processing = Files.createDirectories(directory.resolve("processing"));
			return Optional.of(Files.move(file, processing.resolve(file.getFileName()), StandardCopyOption.ATOMIC_MOVE));
		}
		catch (NoSuchFileException | FileAlreadyExistsException ex) {
			return Optional.empty(); // another instance claimed it first
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot claim the snapshot file " + file, ex);
		}
	}

	private boolean importFile(Path claimed) {
		String name = claimed.getFileName().toString();
		try (InputStream content = Files.newInputStream(claimed)) {
			snapshots.importJson(content, "file:" + name);
			moveTo("processed", claimed);
			return true;
		}
		catch (RuntimeException | IOException ex) {
			log.warn("Snapshot file {} was not imported: {}", name, ex.getMessage());
			fail(claimed, ex);
			return false;
		}
	}

	private void fail(Path claimed, Exception ex) {
		try {
			Path failed = moveTo("failed", claimed);
			Files.writeString(failed.resolveSibling(failed.getFileName() + ".error.txt"),
					ex.getClass().getSimpleName() + ": " + ex.getMessage() + System.lineSeparator(),
					StandardCharsets.UTF_8);
		}
		catch (IOException moveFailure) {
			throw new UncheckedIOException("Cannot move the failed snapshot file " + claimed, moveFailure);
		}
	}

	private Path moveTo(String folder, Path claimed) throws IOException {
		Path target = Files.createDirectories(directory.resolve(folder)).resolve(claimed.getFileName());
		return Files.move(claimed, target, StandardCopyOption.REPLACE_EXISTING);
	}
}
