package dev.kontor.simulators.fixexchange;

/**
 * What {@code GET /counts} of the control server answers: the FIX session and the exchange's counts, without the
 * lists of {@code /status}, so that a benchmark may ask often while tens of thousands of orders are open. Of the
 * NewOrderSingle messages without PossDupFlag: the most that one ClOrdID came in ({@code mostPerClOrdId}, 1 when no
 * order was sent twice) and how many ClOrdIDs came in more than one ({@code clOrdIdsSentTwice}). Status requests
 * are counted since the start, the rest since the journal began.
 */
record ExchangeCounts(boolean loggedOn, long openOrders, long executions, long newOrderSingles, int mostPerClOrdId,
		long clOrdIdsSentTwice, long statusRequests) {

	static ExchangeCounts of(OrderBook book, boolean loggedOn) {
		return new ExchangeCounts(loggedOn, book.openCount(), book.executionCount(), book.newOrderSingles(),
				book.mostMessagesOfAClOrdId(), book.clOrdIdsSentTwice(), book.statusRequests());
	}
}
