package dev.kontor.simulators.fixexchange;

import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The venue's ids: OrderID, ExecID and TradeReportID. Kontor books a fill once per ExecID for good, and the
 * simulator keeps its orders in memory only, so each start gets its own prefix (the start time, base 36): a counter
 * starting again at 1 after a restart would repeat ExecIDs that Kontor has booked.
 */
final class Ids {

	private final String prefix;

	private final AtomicLong next = new AtomicLong();

	Ids(Instant start) {
		this.prefix = Long.toString(start.toEpochMilli(), 36).toUpperCase(Locale.ROOT);
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
