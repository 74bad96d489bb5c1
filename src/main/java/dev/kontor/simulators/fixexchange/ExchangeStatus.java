package dev.kontor.simulators.fixexchange;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What {@code GET /status} of the control server answers: the switches, whether Kontor is logged on, the
 * NewOrderSingle messages received per ClOrdID, the open orders and the executions.
 */
record ExchangeStatus(Switches switches, boolean loggedOn, Map<String, OrderBook.Received> newOrderSingles,
		List<OpenOrder> openOrders, List<ExecutionView> executions) {

	/** An open order: Kontor's order id, the venue's, the instrument, side and FIX status, filled and left. */
	record OpenOrder(String clOrdId, String orderId, String isinCode, String side, String ordStatus, BigDecimal cumQty,
			BigDecimal leavesQty) {
	}

	/** An execution and whether a TradeCaptureReport confirmed it. */
	record ExecutionView(String execId, String clOrdId, BigDecimal lastQty, BigDecimal lastPx, Instant time,
			boolean captured) {
	}

	static ExchangeStatus of(OrderBook book, Switches switches, boolean loggedOn) {
		return new ExchangeStatus(switches, loggedOn, book.received(),
				book.open()
					.stream()
					.map(order -> new OpenOrder(order.key(), order.orderId(), order.instrument().isinCode(),
							order.buys() ? "buy" : "sell", String.valueOf(order.status()), order.cumQty(),
							order.leavesQty()))
					.toList(),
				book.executions()
					.stream()
					.map(execution -> new ExecutionView(execution.execId(), execution.order().key(),
							execution.quantity(), execution.price(), execution.time(), book.isCaptured(execution)))
					.toList());
	}
}
