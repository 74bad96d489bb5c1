package dev.kontor.pricefeed.quotes;

import java.time.Instant;

/** What identifies a tick: its series and dateTime (one sent again is stored once). */
record TickKey(int seriesId, Instant dateTime) {

	static TickKey of(Tick tick) {
		return new TickKey(tick.seriesId(), tick.quote().dateTime());
	}
}
