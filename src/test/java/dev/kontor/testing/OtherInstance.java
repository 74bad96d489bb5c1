package dev.kontor.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Another instance of the application as a process of its own, on the test's database (the test's profiles, no
 * migrations of its own; a database named by its arguments) and with the test instance's issuer, so that tokens of
 * either instance are good at both: for the tests that kill an instance with SIGKILL and start it again.
 */
public final class OtherInstance {

	private OtherInstance() {
	}

	/**
	 * Starts the instance on {@code port} with these extra arguments ({@code --name=value}) and waits until it has
	 * started; its output goes to a temporary file named in the failure.
	 */
	public static Process start(int port, String issuer, String... arguments) throws IOException {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Path log = Files.createTempFile("kontor-instance", ".log");
		List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
				"dev.kontor.KontorApplication",
				"--spring.profiles.active=" + String.join(",", new TestDatabaseProfiles().resolve(OtherInstance.class)),
				"--server.port=" + port,
				"--spring.flyway.enabled=false", "--kontor.issuer=" + issuer, "--logging.level.root=INFO"));
		command.addAll(List.of(arguments));
		Process instance = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
		try {
			await().atMost(Duration.ofSeconds(180)).until(() -> {
				assertThat(instance.isAlive()).as("the other instance is running, see " + log).isTrue();
				return Files.readString(log).contains("Started KontorApplication");
			});
		}
		catch (RuntimeException | AssertionError notStarted) {
			instance.destroyForcibly();
			throw notStarted;
		}
		return instance;
	}
}
