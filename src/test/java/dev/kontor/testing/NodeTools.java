package dev.kontor.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import dev.kontor.shared.Sha256;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The Node.js tools the tests check the API documents with (Spectral, the AsyncAPI parser) and compile the generated
 * TypeScript client with (TypeScript), at the versions {@code src/test/node/package-lock.json} pins, installed into
 * {@code target/node-tools} by {@code npm ci} once per lock file: a rerun finds them there and starts at once. A
 * machine without {@code node} and {@code npm} skips the tests that need them.
 */
public final class NodeTools {

	private static final Path SOURCES = Path.of("src", "test", "node");

	private static final Path HOME = Path.of("target", "node-tools");

	private static final Path INSTALLED_LOCK = HOME.resolve("installed-lock.sha256");

	private static final Duration INSTALL_TIMEOUT = Duration.ofMinutes(5);

	private static final Duration RUN_TIMEOUT = Duration.ofMinutes(2);

	/** What a tool wrote and how it ended. */
	public record Run(int exitCode, String output) {
	}

	private NodeTools() {
	}

	/** Installs the tools where they are missing or older than the lock file, and copies the scripts beside them. */
	public static synchronized Path home() {
		assumeTrue(onPath("node") && onPath("npm"), "node and npm are needed to check the API documents");
		try {
			Files.createDirectories(HOME);
			try (Stream<Path> files = Files.list(SOURCES)) {
				for (Path file : files.filter(Files::isRegularFile).toList()) {
					Files.copy(file, HOME.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
				}
			}
			String lock = HexFormat.of().formatHex(Sha256.of(Files.readAllBytes(SOURCES.resolve("package-lock.json"))));
			if (!Files.isDirectory(HOME.resolve("node_modules")) || !Files.exists(INSTALLED_LOCK)
					|| !Files.readString(INSTALLED_LOCK).equals(lock)) {
				Run install = run(INSTALL_TIMEOUT, "npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund");
				assertThat(install.exitCode()).as("npm ci in %s:%n%s", HOME, install.output()).isZero();
				Files.writeString(INSTALLED_LOCK, lock);
			}
			return HOME.toAbsolutePath();
		}
		catch (IOException ex) {
			throw new IllegalStateException("Cannot install the Node.js tools into " + HOME, ex);
		}
	}

	/** Runs an installed tool ({@code node_modules/.bin/spectral}) or {@code node} with a script, in the tools' home. */
	public static Run run(String... command) {
		return run(Map.of(), command);
	}

	/** As {@link #run(String...)}, with these variables added to the environment. */
	public static Run run(Map<String, String> environment, String... command) {
		home();
		return run(RUN_TIMEOUT, environment, command);
	}

	private static Run run(Duration timeout, String... command) {
		return run(timeout, Map.of(), command);
	}

	private static Run run(Duration timeout, Map<String, String> environment, String... command) {
		List<String> line = new ArrayList<>(List.of(command));
		Path tool = HOME.resolve("node_modules").resolve(".bin").resolve(command[0]);
		if (Files.isExecutable(tool)) {
			line.set(0, tool.toAbsolutePath().toString());
		}
		try {
			Path output = Files.createTempFile(HOME, "run-", ".log");
			ProcessBuilder builder = new ProcessBuilder(line).directory(HOME.toFile())
				.redirectErrorStream(true)
				.redirectOutput(output.toFile());
			builder.environment().putAll(environment);
			Process process = builder.start();
			boolean ended = process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS);
			if (!ended) {
				process.destroyForcibly();
			}
			String written = Files.readString(output, StandardCharsets.UTF_8);
			Files.delete(output);
			assertThat(ended).as("%s ended within %s:%n%s", line, timeout, written).isTrue();
			return new Run(process.exitValue(), written);
		}
		catch (IOException ex) {
			throw new IllegalStateException("Cannot run " + line, ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("Interrupted while running " + line, ex);
		}
	}

	private static boolean onPath(String program) {
		String path = System.getenv("PATH");
		return path != null && Stream.of(path.split(java.io.File.pathSeparator))
			.anyMatch(directory -> Files.isExecutable(Path.of(directory, program)));
	}
}
