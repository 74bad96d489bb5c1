package dev.kontor.bench.pricefeed;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU seconds (user + system) a process, or every PostgreSQL process, has used so far, from {@code /proc}; NaN
 * where there is no {@code /proc}. Read at the start and end of a measured window, the differences say how many
 * cores the application, PostgreSQL and the driver kept busy.
 */
final class ProcCpu {

	private static final double TICKS_PER_SECOND = 100; // USER_HZ on Linux

	private ProcCpu() {
	}

	static double ofProcess(long pid) {
		return seconds(Path.of("/proc", Long.toString(pid), "stat"));
	}

	static double ofSelf() {
		return ofProcess(ProcessHandle.current().pid());
	}

	/** All processes named {@code postgres}: the server and its backends. */
	static double ofPostgres() {
		double sum = 0;
		try (DirectoryStream<Path> processes = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
			for (Path process : processes) {
				try {
					if ("postgres".equals(Files.readString(process.resolve("comm")).strip())) {
						double seconds = seconds(process.resolve("stat"));
						sum += Double.isNaN(seconds) ? 0 : seconds;
					}
				}
				catch (IOException ex) {
					// the process ended meanwhile
				}
			}
		}
		catch (IOException ex) {
			return Double.NaN;
		}
		return sum;
	}

	private static double seconds(Path stat) {
		try {
			String text = Files.readString(stat);
			String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
			return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
		}
		catch (IOException | RuntimeException ex) {
			return Double.NaN;
		}
	}

	/** CPU of the application, PostgreSQL and this driver at one moment. */
	record Reading(double app, double postgres, double driver) {

		static Reading now(long appPid) {
			return new Reading(appPid > 0 ? ofProcess(appPid) : Double.NaN, ofPostgres(), ofSelf());
		}

		/** Cores busy on average between {@code earlier} and this reading, {@code seconds} apart. */
		String coresSince(Reading earlier, double seconds) {
			return String.format(java.util.Locale.ROOT, "\"appCores\":%.2f,\"postgresCores\":%.2f,\"driverCores\":%.2f",
					(app - earlier.app) / seconds, (postgres - earlier.postgres) / seconds,
					(driver - earlier.driver) / seconds);
		}
	}
}
