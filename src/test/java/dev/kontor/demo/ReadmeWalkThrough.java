package dev.kontor.demo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's commands as a newcomer types them against {@code bin/run-demo}: every shell block that talks to the
 * demo server, run with {@code bash -euo pipefail} against the server of the test, with {@code localhost:8080}
 * replaced by its address. The README's {@code curl -f} makes any answer other than 2xx fail its block.
 */
final class ReadmeWalkThrough {

	static final String README_ADDRESS = "http://localhost:8080";

	private static final Path README = Path.of("README.md");

	private static final long BLOCK_TIMEOUT_SECONDS = 120;

	private ReadmeWalkThrough() {
	}

	/** The shell blocks ({@code ```bash} or {@code ```sh}) of the README that call the demo server with curl. */
	static List<String> blocksCallingTheServer() throws IOException {
		List<String> blocks = new ArrayList<>();
		StringBuilder block = null;
		for (String line : Files.readAllLines(README, StandardCharsets.UTF_8)) {
			if (block == null && (line.equals("```bash") || line.equals("```sh"))) {
				block = new StringBuilder();
			}
			else if (block != null && line.startsWith("```")) {
				if (block.toString().contains(README_ADDRESS) && block.toString().contains("curl ")) {
					blocks.add(block.toString());
				}
				block = null;
			}
			else if (block != null) {
				block.append(line).append('\n');
			}
		}
		return blocks;
	}

	/** Runs the block in the directory against the server at {@code address}; answers what it printed. */
	static String run(String block, String address, Path directory) throws IOException, InterruptedException {
		Process process = new ProcessBuilder("bash", "-euo", "pipefail", "-c", block.replace(README_ADDRESS, address))
			.directory(directory.toFile())
			.redirectErrorStream(true)
			.start();
		boolean ended = process.waitFor(BLOCK_TIMEOUT_SECONDS, TimeUnit.SECONDS);
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!ended) {
			process.destroyForcibly();
		}
		assertThat(ended).as("the README block did not end within %d s:%n%s%n%s", BLOCK_TIMEOUT_SECONDS, block, output)
			.isTrue();
		assertThat(process.exitValue()).as("the README block failed:%n%s%nIt printed:%n%s", block, output).isZero();
		return output;
	}

	static void assertPdf(Path file) throws IOException {
		assertThat(file).exists();
		byte[] start = new byte[5];
		System.arraycopy(Files.readAllBytes(file), 0, start, 0, 5);
		assertThat(new String(start, StandardCharsets.US_ASCII)).as("%s is a PDF", file.getFileName()).isEqualTo("%PDF-");
	}
}
