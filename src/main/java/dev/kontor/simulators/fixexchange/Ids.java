package dev.kontor.simulators.fixexchange;

import java.time.Instant;
import java.util.Collection;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The venue's ids: OrderID, ExecID and TradeReportID. Kontor books a fill once per ExecID for good, and the counter
 * is not journalled, so each start gets its own prefix (the start time in milliseconds, base 36, moved on past any
 * prefix of the ids the journal holds, should the clock have gone back): a counter starting again at 1 after a
 * restart would otherwise repeat ExecIDs that Kontor has booked.
 */
final class Ids {

	private final String prefix;

	private final AtomicLong next = new AtomicLong();

	Ids(Instant start, Collection<String> used) {
		long millis = start.toEpochMilli();
		while (taken(prefix(millis), used)) {
			millis++;
		}
		this.prefix = prefix(millis);
	}

	private static String prefix(long millis) {
		return Long.toString(millis, 36).toUpperCase(Locale.ROOT);
	}

	private static boolean taken(String prefix, Collection<String> used) {
		return used.stream().anyMatch(id -> id.length() > 1 && id.startsWith(prefix + "-", 1));
	}

	String orderId() {
		return "O" + prefix + "-" + next.incrementAndGet();
	}

	String execId() {
		return "E" + prefix + "-" + next.incrementAndGet();
	}

	String tradeReportId() {
		return "T" + prefix + "-" + next.incrementAndGet();
	}
}
