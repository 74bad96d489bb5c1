package dev.kontor.pricefeed.quotes;

import java.time.Instant;

/**
 * The spans of the stored bars. A bar starts at a multiple of its span since the epoch (UTC), so a longer bar
 * covers whole bars of every shorter span.
 */
public enum BarSpan {

	MINUTE(60), HOUR(3_600), DAY(86_400);

	private final int seconds;

	BarSpan(int seconds) {
		this.seconds = seconds;
	}

	public int seconds() {
		return seconds;
	}

	/** The start of the bar of this span that holds {@code instant}. */
	public Instant startOf(Instant instant) {
		return Instant.ofEpochSecond(Math.floorDiv(instant.getEpochSecond(), seconds) * seconds);
	}
}
