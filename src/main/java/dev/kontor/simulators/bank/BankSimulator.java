package dev.kontor.simulators.bank;

import java.io.IOException;
import java.time.Clock;
import java.util.Arrays;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.slf4j.LoggerFactory;

import dev.kontor.simulators.SimulatorProcess;

/**
 * The bank simulator: {@code java -jar kontor.jar --kontor.mode=bank-simulator --kontor.bank-simulator.*=...}
 * (contract section 13). Kontor's {@code main} hands over to {@link #main} before Spring starts, so the simulator runs
 * without Kontor's database or web server. One thread looks at the inbox every poll interval and answers the files
 * that have lain there for the delay.
 */
public final class BankSimulator implements AutoCloseable {

	/** The argument that selects the simulator instead of Kontor. */
	public static final String MODE = "--kontor.mode=bank-simulator";

	/** Logback's set-up for the simulator, which runs without Spring Boot's; read at the first log line. */
	static final String LOGGING = "bank-simulator-logback.xml";

	private final ScheduledExecutorService loop;

	private BankSimulator(ScheduledExecutorService loop) {
		this.loop = loop;
	}

	/** Whether the arguments ask for the simulator rather than Kontor. */
	public static boolean requested(String... args) {
		return Arrays.asList(args).contains(MODE);
	}

	/** Runs the simulator until the process ends or the calling thread is interrupted. */
	public static void main(String... args) throws Exception {
		SimulatorProcess.run("bank-simulator", LOGGING, () -> start(BankSettings.of(args), Clock.systemUTC()));
	}

	static BankSimulator start(BankSettings settings, Clock clock) throws IOException {
		BackOffice office = BackOffice.open(settings, clock);
		ScheduledExecutorService loop = Executors
			.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("bank-simulator").factory());
		loop.scheduleWithFixedDelay(office::workInbox, 0, settings.pollInterval().toMillis(), TimeUnit.MILLISECONDS);
		// not a constant: the class is loaded before main has chosen the logging set-up
		LoggerFactory.getLogger(BankSimulator.class)
			.info("Bank simulator answering {} in {} after {}, failure rate {}, return rate {}, account {}",
					settings.inbox(), settings.outbox(), settings.delay(), settings.failureRate(),
					settings.returnRate(), settings.iban());
		return new BankSimulator(loop);
	}

	@Override
	public void close() {
		loop.shutdownNow();
		try {
			loop.awaitTermination(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
