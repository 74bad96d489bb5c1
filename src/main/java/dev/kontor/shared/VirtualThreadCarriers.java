package dev.kontor.shared;

/**
 * How many carrier threads run the virtual threads that serve requests. The JDK gives one per core; Kontor gives
 * twice as many unless {@value #PARALLELISM} is set. With one per core, a carrier runs the threads woken on it
 * until none is left before it takes one woken by a platform thread: under many closed-loop readers on 2 cores,
 * ingest requests whose quotes the writers had stored in a third of a second waited seconds to answer, and the
 * readers' p99 was higher (see docs/decisions.md, "Performance"). With more carriers than cores the operating system
 * shares the cores between them, and a carrier whose queue runs dry takes the waiting threads.
 */
public final class VirtualThreadCarriers {

	static final String PARALLELISM = "jdk.virtualThreadScheduler.parallelism";

	private VirtualThreadCarriers() {
	}

	/** Sets the number of carriers, unless given; to be called before the first virtual thread starts. */
	public static void twicePerCoreUnlessSet() {
		if (System.getProperty(PARALLELISM) == null) {
			System.setProperty(PARALLELISM, Integer.toString(2 * Runtime.getRuntime().availableProcessors()));
		}
	}
}
