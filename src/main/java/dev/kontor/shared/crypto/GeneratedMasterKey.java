package dev.kontor.shared.crypto;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The master key of an installation that configures none (development, demo): generated on the first start into
 * a file beside the embedded database, read from there on every later start. Secrets sealed under it are as safe
 * as that file; production configures {@code KONTOR_MASTER_KEY} instead.
 */
final class GeneratedMasterKey {

	private static final Logger log = LoggerFactory.getLogger(GeneratedMasterKey.class);

	private static final SecureRandom RANDOM = new SecureRandom();

	private GeneratedMasterKey() {
	}

	static MasterKey in(Path file) {
		try {
			if (!Files.exists(file)) {
				create(file);
			}
			MasterKey key = MasterKey.parse(Files.readString(file, StandardCharsets.US_ASCII));
			log.warn("A generated master key seals the stored secrets: {} (set {} in production)",
					file.toAbsolutePath().normalize(), SecuritySettings.MASTER_KEY_VARIABLE);
			return key;
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The generated master key file " + file + " cannot be read or written", ex);
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalStateException("The generated master key file " + file + " is damaged: " + ex.getMessage());
		}
	}

	private static void create(Path file) throws IOException {
		Path parent = file.toAbsolutePath().getParent();
		if (parent != null) {
			Files.createDirectories(parent);
		}
		byte[] key = new byte[MasterKey.BYTES];
		RANDOM.nextBytes(key);
		try {
			// CREATE_NEW: an instance starting at the same moment that wrote first wins, and both read its key.
			Files.writeString(file, Base64.getEncoder().encodeToString(key), StandardCharsets.US_ASCII,
					StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
			ownerOnly(file);
		}
		catch (FileAlreadyExistsException anotherInstanceWasFaster) {
			// Read below.
		}
	}

	private static void ownerOnly(Path file) throws IOException {
		if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
			Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
		}
	}
}
