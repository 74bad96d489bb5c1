package dev.kontor.simulators.fixexchange;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One log line per order event: what a demo's operator follows on the console. */
final class OrderLog {

	private static final Logger log = LoggerFactory.getLogger(OrderLog.class);

	private OrderLog() {
	}

	static void event(String clOrdId, String what, Object... details) {
		if (log.isInfoEnabled()) {
			log.info("order {} {}", clOrdId, details.length == 0 ? what : String.format(what, details));
		}
	}
}
