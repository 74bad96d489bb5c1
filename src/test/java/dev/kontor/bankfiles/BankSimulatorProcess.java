package dev.kontor.bankfiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The bank simulator as a process of its own ({@code --kontor.mode=bank-simulator}), started from the test's classes
 * on Kontor's outbox (its inbox) and Kontor's inbox (its outbox), logging to a temporary file.
 */
final class BankSimulatorProcess implements AutoCloseable {

	private final Process process;

	private final Path log;

	private BankSimulatorProcess(Process process, Path log) {
		this.process = process;
		this.log = log;
	}

	/** Starts the simulator reading {@code kontorOutbox} and answering into {@code kontorInbox} with these settings. */
	static BankSimulatorProcess start(Path kontorOutbox, Path kontorInbox, Map<String, String> settings)
			throws IOException {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Path log = Files.createTempFile("kontor-bank-simulator", ".log");
		List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
				"dev.kontor.KontorApplication", "--kontor.mode=bank-simulator",
				"--kontor.bank-simulator.inbox=" + kontorOutbox, "--kontor.bank-simulator.outbox=" + kontorInbox));
		settings.forEach((name, value) -> command.add("--kontor.bank-simulator." + name + "=" + value));
		Process process = new ProcessBuilder(command).redirectErrorStream(true)
			.redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
			.start();
		return new BankSimulatorProcess(process, log);
	}

	boolean isAlive() {
		return process.isAlive();
	}

	Path log() {
		return log;
	}

	@Override
	public void close() {
		process.destroy();
	}
}
