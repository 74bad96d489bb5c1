package dev.kontor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.TestDatabaseProfiles;

/**
 * Runs the cluster harness ({@code bench/cluster/run.sh}) with a short configuration: two instances of the classes
 * under test behind HAProxy on the test's PostgreSQL, and every probe held to its target ({@code CLUSTER_STRICT=1}).
 * It starts processes and takes minutes, so it runs only on PostgreSQL and when asked for with
 * {@code -Dkontor.cluster.test=true} (or {@code KONTOR_CLUSTER_TEST=true}).
 */
class ClusterHarnessTest {

	private static final Path SCRIPT = Path.of("bench", "cluster", "run.sh");

	private static final Path OUTPUT = Path.of("target", "cluster-harness");

	private static final long TIMEOUT_MINUTES = 25;

	@Test
	void everyProbePassesThroughTheBalancer() throws IOException, InterruptedException {
		assumeTrue(TestDatabaseProfiles.isPostgres() && requested(),
				"the cluster harness runs with KONTOR_TEST_DB=postgres and -Dkontor.cluster.test=true "
						+ "(or KONTOR_CLUSTER_TEST=true); it needs node, npm, python3 and HAProxy (or apt-get)");
		Files.createDirectories(OUTPUT);
		Path log = OUTPUT.resolve("run.log");
		ProcessBuilder script = new ProcessBuilder("bash", SCRIPT.toString()).redirectErrorStream(true)
			.redirectOutput(log.toFile());
		Map<String, String> env = script.environment();
		env.put("CLUSTER_CLASSPATH", applicationClassPath());
		env.put("CLUSTER_SCHEMA", schema());
		env.put("CLUSTER_RESULTS_DIR", OUTPUT.toAbsolutePath().toString());
		env.put("CLUSTER_STRICT", "1");
		env.put("CLUSTER_INSTANCES", "2");
		env.put("CLUSTER_TRIES", "2");
		env.put("CLUSTER_LOAD_SETTLE_SECONDS", "3");
		Process process = script.start();
		boolean ended = process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES);
		if (!ended) {
			process.toHandle().descendants().forEach(ProcessHandle::destroy);
			process.destroy();
			process.waitFor(60, TimeUnit.SECONDS);
		}
		String output = Files.readString(log, StandardCharsets.UTF_8);
		assertThat(ended).as("the harness ended within %d minutes:%n%s", TIMEOUT_MINUTES, output).isTrue();
		assertThat(process.exitValue()).as("the harness's exit code; its output:%n%s", output).isZero();
	}

	private static boolean requested() {
		return Boolean.getBoolean("kontor.cluster.test") || "true".equalsIgnoreCase(System.getenv("KONTOR_CLUSTER_TEST"));
	}

	/** The test's schema with a suffix, so that dropping the test schemas and those starting with it drops it too. */
	private static String schema() {
		String base = System.getenv().getOrDefault("KONTOR_TEST_SCHEMA", "kontor_test");
		return base.toLowerCase() + "_cluster";
	}

	/** The application's classes and libraries: the test's class path without the test classes. */
	private static String applicationClassPath() {
		String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
		return Arrays.stream(classPath.split(File.pathSeparator))
			.filter(entry -> !entry.endsWith("test-classes") && !entry.contains("surefire"))
			.collect(Collectors.joining(File.pathSeparator));
	}
}
