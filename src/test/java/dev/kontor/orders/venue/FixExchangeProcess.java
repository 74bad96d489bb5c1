package dev.kontor.orders.venue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.testing.Platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The FIX exchange simulator as a process of its own ({@code --kontor.mode=fix-exchange}), started from the test's
 * classes against a Kontor's price feed, logging to a temporary file, and steered through its control server on
 * loopback: its status, its switches and a dropped connection. It may be killed with SIGKILL and started again on
 * the same store.
 */
final class FixExchangeProcess implements AutoCloseable {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final List<String> command;

	private final Process process;

	private final Path log;

	private final int controlPort;

	private final HttpClient control = HttpClient.newHttpClient();

	private FixExchangeProcess(List<String> command, Process process, Path log, int controlPort) {
		this.command = command;
		this.process = process;
		this.log = log;
		this.controlPort = controlPort;
	}

	/** Starts the simulator on {@code fixPort}, reading quotes from {@code kontorUrl} as {@code client}. */
	static FixExchangeProcess start(String kontorUrl, int fixPort, int controlPort, Platform.Client client)
			throws IOException {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Path log = Files.createTempFile("kontor-fix-exchange", ".log");
		Path store = Files.createTempDirectory("kontor-fix-exchange-store");
		List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
				"-Dkontor.fix-exchange.message-log=" + System.getProperty("kontor.fix-exchange.message-log", "INFO"),
				"dev.kontor.KontorApplication", "--kontor.mode=fix-exchange", "--kontor.fix-exchange.port=" + fixPort,
				"--kontor.fix-exchange.price-feed-url=" + kontorUrl,
				"--kontor.fix-exchange.client-id=" + client.clientId(),
				"--kontor.fix-exchange.client-secret=" + client.clientSecret(),
				"--kontor.fix-exchange.control-port=" + controlPort, "--kontor.fix-exchange.store-dir=" + store));
		return run(command, log, controlPort);
	}

	private static FixExchangeProcess run(List<String> command, Path log, int controlPort) throws IOException {
		Process process = new ProcessBuilder(command).redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
			.start();
		return new FixExchangeProcess(command, process, log, controlPort);
	}

	/** Kills the simulator with SIGKILL, as a crash would, and waits until it is gone. */
	void kill() throws InterruptedException {
		process.destroyForcibly().waitFor();
	}

	/** The simulator started again, on the same ports and store, logging on to the same file. */
	FixExchangeProcess restarted() throws IOException {
		return run(command, log, controlPort);
	}

	/** Waits until Kontor is logged on at the simulator. */
	FixExchangeProcess awaitLogon(Duration patience) {
		await().atMost(patience).ignoreExceptions().untilAsserted(() -> {
			assertThat(process.isAlive()).as("the exchange runs, see " + log).isTrue();
			assertThat(counts().get("loggedOn").asBoolean()).as("Kontor logged on, see " + log).isTrue();
		});
		return this;
	}

	/** What the control server's {@code GET /counts} answers: the session and the exchange's counts. */
	JsonNode counts() {
		return JSON.readTree(call(HttpRequest.newBuilder(controlUri("/counts")).build()));
	}

	/** What the control server's {@code GET /status} answers. */
	JsonNode status() {
		return JSON.readTree(call(HttpRequest.newBuilder(controlUri("/status")).build()));
	}

	/** Sets the named switches ({@code refuseCancels}, {@code rejectOrders}, {@code duplicateReports}). */
	void switches(Map<String, Boolean> switches) {
		call(HttpRequest.newBuilder(controlUri("/switches"))
			.PUT(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(switches)))
			.header("Content-Type", "application/json")
			.build());
	}

	/** Drops the FIX connection; Kontor connects again. */
	void disconnect() {
		call(HttpRequest.newBuilder(controlUri("/disconnect")).POST(HttpRequest.BodyPublishers.noBody()).build());
	}

	Path log() {
		return log;
	}

	@Override
	public void close() {
		process.destroy();
	}

	private URI controlUri(String path) {
		return URI.create("http://127.0.0.1:" + controlPort + path);
	}

	private String call(HttpRequest request) {
		try {
			HttpResponse<String> answer = control.send(request, HttpResponse.BodyHandlers.ofString());
			assertThat(answer.statusCode()).as("%s %s: %s", request.method(), request.uri(), answer.body())
				.isEqualTo(200);
			return answer.body();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}
}
