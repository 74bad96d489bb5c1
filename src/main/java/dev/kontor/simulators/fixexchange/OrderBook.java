package dev.kontor.simulators.fixexchange;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * The orders the simulator holds, by Kontor's order id, their executions, and how many NewOrderSingle messages
 * arrived per ClOrdID (resends with PossDupFlag counted apart), in memory: the simulator serves tests and demos.
 * Changed and read on the exchange's thread only.
 */
final class OrderBook {

	private final Map<String, ExchangeOrder> orders = new LinkedHashMap<>();

	private final List<Execution> executions = new ArrayList<>();

	private final Set<String> captured = new LinkedHashSet<>();

	private final Map<String, Received> received = new LinkedHashMap<>();

	private long statusRequests;

	/** The NewOrderSingle messages of one ClOrdID: first sendings and duplicates, and resends with PossDupFlag. */
	record Received(int messages, int possDupResends) {
	}

	void countReceived(String clOrdId, boolean possDup) {
		received.merge(clOrdId, possDup ? new Received(0, 1) : new Received(1, 0),
				(was, more) -> new Received(was.messages() + more.messages(),
						was.possDupResends() + more.possDupResends()));
	}

	Map<String, Received> received() {
		return Map.copyOf(received);
	}

	/** An OrderStatusRequest was answered. */
	void countStatusRequest() {
		statusRequests++;
	}

	long statusRequests() {
		return statusRequests;
	}

	/** The NewOrderSingle messages received, first sendings and resends alike. */
	long newOrderSingles() {
		return received.values().stream().mapToLong(count -> count.messages() + count.possDupResends()).sum();
	}

	long openCount() {
		return orders.values().stream().filter(ExchangeOrder::isOpen).count();
	}

	int executionCount() {
		return executions.size();
	}

	@Nullable ExchangeOrder find(String key) {
		return orders.get(key);
	}

	void add(ExchangeOrder order) {
		orders.put(order.key(), order);
	}

	List<ExchangeOrder> open() {
		return orders.values().stream().filter(ExchangeOrder::isOpen).toList();
	}

	/** The instruments with open orders: those whose quotes are polled. */
	Set<Instrument> restingInstruments() {
		Set<Instrument> instruments = new LinkedHashSet<>();
		open().forEach(order -> instruments.add(order.instrument()));
		return instruments;
	}

	List<ExchangeOrder> openOf(Instrument instrument) {
		return open().stream().filter(order -> order.instrument().equals(instrument)).toList();
	}

	void executed(Execution execution) {
		executions.add(execution);
	}

	List<Execution> executions() {
		return List.copyOf(executions);
	}

	boolean isCaptured(Execution execution) {
		return captured.contains(execution.execId());
	}

	/** The executions of sessions ended by {@code now} that no TradeCaptureReport has confirmed yet. */
	List<Execution> uncapturedEndedBy(Instant now) {
		return executions.stream()
			.filter(execution -> !captured.contains(execution.execId()) && !execution.sessionEnd().isAfter(now))
			.toList();
	}

	void captured(Execution execution) {
		captured.add(execution.execId());
	}
}
