package dev.kontor.simulators.fixexchange;

/**
 * What {@code GET /counts} of the control server answers: the FIX session and the exchange's counts, without the
 * lists of {@code /status}, so that a benchmark may ask often while tens of thousands of orders are open.
 */
record ExchangeCounts(boolean loggedOn, long openOrders, long executions, long newOrderSingles, long statusRequests) {

	static ExchangeCounts of(OrderBook book, boolean loggedOn) {
		return new ExchangeCounts(loggedOn, book.openCount(), book.executionCount(), book.newOrderSingles(),
				book.statusRequests());
	}
}
