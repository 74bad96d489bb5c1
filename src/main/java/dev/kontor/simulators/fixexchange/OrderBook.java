package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * The orders the simulator holds, by Kontor's order id, their executions, and how many NewOrderSingle messages
 * arrived per ClOrdID (resends with PossDupFlag counted apart). Each change is written to the {@link Journal} before
 * it is reported, and a start restores the book from it, so that a simulator killed and started again on the same
 * store knows its orders, their fills, its counts and the fills whose reports may not have gone out. Changed and read
 * on the exchange's thread only.
 */
final class OrderBook implements AutoCloseable {

	private final Map<String, ExchangeOrder> orders = new LinkedHashMap<>();

	private final Map<String, Execution> executions = new LinkedHashMap<>();

	private final Set<String> captured = new LinkedHashSet<>();

	private final Set<String> unsent = new LinkedHashSet<>();

	private final Map<String, Received> received = new LinkedHashMap<>();

	private @Nullable Journal journal;

	private long statusRequests;

	/** The NewOrderSingle messages of one ClOrdID: first sendings and duplicates, and resends with PossDupFlag. */
	record Received(int messages, int possDupResends) {
	}

	private OrderBook() {
	}

	/** The book of the journal in {@code storeDir}: empty at the first start, as it was left at a restart. */
	static OrderBook restored(Path storeDir) throws IOException {
		OrderBook book = new OrderBook();
		book.journal = Journal.open(storeDir, book::replay);
		return book;
	}

	void countReceived(String clOrdId, boolean possDup) {
		journal().append(JournalLines.received(clOrdId, possDup));
		count(clOrdId, possDup);
	}

	Map<String, Received> received() {
		return Map.copyOf(received);
	}

	/** The most NewOrderSingle messages without PossDupFlag that one ClOrdID came in: 1 when none came twice. */
	int mostMessagesOfAClOrdId() {
		return received.values().stream().mapToInt(Received::messages).max().orElse(0);
	}

	/** The ClOrdIDs that came in more than one NewOrderSingle without PossDupFlag. */
	long clOrdIdsSentTwice() {
		return received.values().stream().filter(count -> count.messages() > 1).count();
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
		journal().append(JournalLines.order(order));
	}

	/** The order changed: journalled, unless it is not the book's (a duplicate ClOrdID's, rejected at once). */
	void changed(ExchangeOrder order) {
		if (orders.get(order.key()) == order) {
			journal().append(JournalLines.order(order));
		}
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

	/** A fill, journalled with its order as it stands after it; its report is owed until {@link #sent}. */
	void executed(Execution execution) {
		journal().append(JournalLines.executed(execution));
		executions.put(execution.execId(), execution);
		unsent.add(execution.execId());
	}

	/** The fill's ExecutionReport is in the FIX session's store: resent from there, if need be. */
	void sent(Execution execution) {
		journal().append(JournalLines.sent(execution));
		unsent.remove(execution.execId());
	}

	/** The fills whose reports the simulator may have died before sending: to be sent again after a restart. */
	List<Execution> unsent() {
		return unsent.stream().map(executions::get).toList();
	}

	List<Execution> executions() {
		return List.copyOf(executions.values());
	}

	/** The ids the journal holds: the orders' OrderIDs and the ExecIDs. */
	Set<String> usedIds() {
		Set<String> used = new LinkedHashSet<>(executions.keySet());
		orders.values().forEach(order -> used.add(order.orderId()));
		return used;
	}

	boolean isCaptured(Execution execution) {
		return captured.contains(execution.execId());
	}

	/** The executions of sessions ended by {@code now} that no TradeCaptureReport has confirmed yet. */
	List<Execution> uncapturedEndedBy(Instant now) {
		return executions.values()
			.stream()
			.filter(execution -> !captured.contains(execution.execId()) && !execution.sessionEnd().isAfter(now))
			.toList();
	}

	void captured(Execution execution) {
		journal().append(JournalLines.captured(execution));
		captured.add(execution.execId());
	}

	@Override
	public void close() throws IOException {
		journal().close();
	}

	private Journal journal() {
		return Objects.requireNonNull(journal, "journal");
	}

	private void count(String clOrdId, boolean possDup) {
		received.merge(clOrdId, possDup ? new Received(0, 1) : new Received(1, 0),
				(was, more) -> new Received(was.messages() + more.messages(),
						was.possDupResends() + more.possDupResends()));
	}

	private void replay(String line) {
		String[] fields = JournalLines.split(line);
		switch (fields[0]) {
			case JournalLines.RECEIVED -> count(JournalLines.text(fields, 1), fields[2].equals("Y"));
			case JournalLines.ORDER -> restore(JournalLines.order(fields, 1));
			case JournalLines.EXECUTED -> {
				ExchangeOrder order = restore(JournalLines.order(fields, 6));
				String execId = JournalLines.text(fields, 1);
				executions.put(execId, new Execution(execId, order, new BigDecimal(fields[2]),
						new BigDecimal(fields[3]), Instant.parse(fields[4]), Instant.parse(fields[5])));
				unsent.add(execId);
			}
			case JournalLines.SENT -> unsent.remove(JournalLines.text(fields, 1));
			case JournalLines.CAPTURED -> captured.add(JournalLines.text(fields, 1));
			default -> throw new IllegalStateException("The journal has a line it cannot read: " + line);
		}
	}

	private ExchangeOrder restore(JournalLines.Snapshot snapshot) {
		ExchangeOrder order = orders.computeIfAbsent(snapshot.order().clOrdId(),
				key -> new ExchangeOrder(snapshot.orderId(), snapshot.order()));
		order.restore(snapshot.state());
		return order;
	}
}
