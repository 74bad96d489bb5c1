package dev.kontor.simulators;

import java.util.concurrent.CountDownLatch;

/**
 * A simulator run as a process of its own: with its own logging set-up unless one is given, started, and stopped
 * when the process is told to end (or the calling thread is interrupted).
 */
public final class SimulatorProcess {

	private SimulatorProcess() {
	}

	/** What starts the simulator; closing it stops it. */
	@FunctionalInterface
	public interface Start {

		AutoCloseable start() throws Exception;
	}

	/**
	 * Runs the simulator {@code name} until the process ends.
	 *
	 * @param logging the Logback configuration used unless {@code logback.configurationFile} names one; set before
	 * the simulator starts, so that its first logger already follows it
	 */
	public static void run(String name, String logging, Start start) throws Exception {
		if (System.getProperty("logback.configurationFile") == null) {
			System.setProperty("logback.configurationFile", logging);
		}
		CountDownLatch stopped = new CountDownLatch(1);
		try (AutoCloseable running = start.start()) {
			Runtime.getRuntime().addShutdownHook(new Thread(stopped::countDown, name + "-shutdown"));
			stopped.await();
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
