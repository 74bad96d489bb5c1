package dev.kontor.demo;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.testing.FreePorts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's walk-through against the demo, now: every documented command answers 2xx, the statements it saves
 * are PDFs, the demo order fills. The server runs on another port than the README's 8080 with {@code kontor.issuer}
 * unset, as {@code bin/run-demo --server.port=…} does: the issuer and the addresses follow the port. On its own
 * in-memory H2 database, like the other demo tests.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = "spring.datasource.url=jdbc:h2:mem:kontor-readme;DB_CLOSE_DELAY=-1")
@ActiveProfiles({ "test", "demo" })
class ReadmeWalkThroughTest {

	private static final int PORT = FreePorts.pick();

	@DynamicPropertySource
	static void serverPort(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
	}

	@Test
	void everyCommandOfTheReadmeAnswers2xx(@TempDir Path directory) throws Exception {
		walkThrough(PORT, directory);
	}

	static void walkThrough(int port, Path directory) throws Exception {
		String address = "http://localhost:" + port;
		List<String> blocks = ReadmeWalkThrough.blocksCallingTheServer();
		assertThat(blocks).as("the README's blocks that call the demo").hasSizeGreaterThanOrEqualTo(4);

		StringBuilder printed = new StringBuilder();
		for (String block : blocks) {
			printed.append(ReadmeWalkThrough.run(block, address, directory));
		}

		assertThat(printed).as("the addresses the platform hands out follow its port")
			.contains(address + "/kyc-simulator/")
			.doesNotContain(ReadmeWalkThrough.README_ADDRESS);
		assertThat(printed).as("the demo order fills").contains("\"status\":\"Filled\"");
		ReadmeWalkThrough.assertPdf(directory.resolve("statement.pdf"));
		ReadmeWalkThrough.assertPdf(directory.resolve("execution-statement.pdf"));
	}
}
