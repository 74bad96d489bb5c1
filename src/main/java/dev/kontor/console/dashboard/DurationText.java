package dev.kontor.console.dashboard;

import java.time.Duration;
import java.util.Locale;

/** Durations as the dashboard shows them: milliseconds below a second, seconds above. */
final class DurationText {

	private DurationText() {
	}

	static String of(Duration duration) {
		double millis = duration.toNanos() / 1e6;
		if (millis < 10) {
			return String.format(Locale.ROOT, "%.1f ms", millis);
		}
		if (millis < 1000) {
			return String.format(Locale.ROOT, "%.0f ms", millis);
		}
		if (millis < 10_000) {
			return String.format(Locale.ROOT, "%.1f s", millis / 1000);
		}
		return String.format(Locale.ROOT, "%d s", duration.toSeconds());
	}
}
