package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import quickfix.field.OrdStatus;
import quickfix.field.Side;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The order book restored from its journal, as a simulator killed and started again on the same store finds it. */
class OrderBookJournalTest {

	private static final Instant NOW = Instant.parse("2026-11-27T10:15:30Z");

	private static final Instant SESSION_END = Instant.parse("2026-11-27T16:30:00Z");

	@TempDir
	Path store;

	@Test
	void restoresOrdersTheirFillsAndTheCountsOfNewOrderSingles() throws IOException {
		try (OrderBook book = OrderBook.restored(store)) {
			book.countReceived("order-1", false);
			book.countReceived("order-1", true);
			book.countReceived("order-2", false);
			ExchangeOrder limit = taken(book, "order-1", "O-1", OrderType.LIMIT, new Terms(BigDecimal.TEN, null,
					new BigDecimal("99.5"), null));
			limit.tradesUntil(SESSION_END);
			book.changed(limit);
			fill(book, limit, "E-2", "4", "99.5");
			ExchangeOrder market = taken(book, "order-2", "O-3", OrderType.MARKET, new Terms(null,
					new BigDecimal("1000"), null, null));
			fill(book, market, "E-4", "9", "101");
			market.close(OrdStatus.FILLED);
			book.changed(market);
			limit.replace(new Terms(new BigDecimal("12"), null, new BigDecimal("99"), null), "order-1.1");
			book.changed(limit);
		}

		try (OrderBook restored = OrderBook.restored(store)) {
			ExchangeOrder limit = restored.find("order-1");
			assertThat(limit).isNotNull();
			assertThat(limit.orderId()).isEqualTo("O-1");
			assertThat(limit.status()).isEqualTo(OrdStatus.PARTIALLY_FILLED);
			assertThat(limit.cumQty()).isEqualByComparingTo("4");
			assertThat(limit.avgPx()).isEqualByComparingTo("99.5");
			assertThat(limit.terms()).isEqualTo(new Terms(new BigDecimal("12"), null, new BigDecimal("99"), null));
			assertThat(limit.order().terms().quantity()).as("the NewOrderSingle's").isEqualByComparingTo("10");
			assertThat(limit.clOrdId()).isEqualTo("order-1.1");
			assertThat(limit.sessionEnd()).isEqualTo(SESSION_END);
			assertThat(limit.notYetFilledBy(NOW)).as("a quote fills an order once").isFalse();
			ExchangeOrder market = restored.find("order-2");
			assertThat(market).isNotNull();
			assertThat(market.isOpen()).isFalse();
			assertThat(market.leavesQty()).isZero();
			assertThat(restored.open()).containsExactly(limit);
			assertThat(restored.executions()).extracting(Execution::execId).containsExactly("E-2", "E-4");
			assertThat(restored.executions().getFirst().order()).as("the order the book holds").isSameAs(limit);
			assertThat(restored.received()).containsEntry("order-1", new OrderBook.Received(1, 1))
				.containsEntry("order-2", new OrderBook.Received(1, 0));
			assertThat(restored.mostMessagesOfAClOrdId()).isEqualTo(1);
			assertThat(restored.usedIds()).containsExactlyInAnyOrder("E-2", "E-4", "O-1", "O-3");
		}
	}

	@Test
	void countsAClOrdIdSentTwiceWithoutPossDupFlagAcrossARestart() throws IOException {
		try (OrderBook book = OrderBook.restored(store)) {
			book.countReceived("order-1", false);
		}
		try (OrderBook book = OrderBook.restored(store)) {
			book.countReceived("order-1", false);
			book.countReceived("order-2", false);
		}

		try (OrderBook restored = OrderBook.restored(store)) {
			assertThat(restored.mostMessagesOfAClOrdId()).isEqualTo(2);
			assertThat(restored.clOrdIdsSentTwice()).isEqualTo(1);
			assertThat(restored.newOrderSingles()).isEqualTo(3);
		}
	}

	@Test
	void owesTheReportsOfFillsNotMarkedSent() throws IOException {
		try (OrderBook book = OrderBook.restored(store)) {
			ExchangeOrder order = taken(book, "order-1", "O-1", OrderType.MARKET, new Terms(BigDecimal.TEN, null,
					null, null));
			book.sent(fill(book, order, "E-2", "3", "100"));
			fill(book, order, "E-3", "3", "100");
		}

		try (OrderBook restored = OrderBook.restored(store)) {
			assertThat(restored.unsent()).extracting(Execution::execId).containsExactly("E-3");
			restored.sent(restored.unsent().getFirst());
		}
		try (OrderBook again = OrderBook.restored(store)) {
			assertThat(again.unsent()).isEmpty();
			assertThat(again.find("order-1").cumQty()).isEqualByComparingTo("6");
		}
	}

	@Test
	void cutsOffALastLineCutShortAndGoesOnAfterTheLastWholeOne() throws IOException {
		try (OrderBook book = OrderBook.restored(store)) {
			ExchangeOrder order = taken(book, "order-1", "O-1", OrderType.MARKET, new Terms(BigDecimal.TEN, null,
					null, null));
			fill(book, order, "E-2", "3", "100");
		}
		Path journal = store.resolve(Journal.FILE);
		List<String> lines = Files.readAllLines(journal);
		String lastLine = lines.getLast();
		Files.writeString(journal, String.join("\n", lines.subList(0, lines.size() - 1)) + "\n"
				+ lastLine.substring(0, lastLine.length() / 2), StandardCharsets.UTF_8);

		try (OrderBook restored = OrderBook.restored(store)) {
			assertThat(restored.find("order-1").cumQty()).as("the fill's line was cut short").isZero();
			assertThat(restored.executions()).isEmpty();
			restored.countReceived("order-2", false);
		}
		try (OrderBook again = OrderBook.restored(store)) {
			assertThat(again.received()).containsOnlyKeys("order-2");
			assertThat(Files.readAllLines(journal)).hasSize(2);
		}
	}

	@Test
	void refusesAJournalWithALineItCannotRead() throws IOException {
		Files.writeString(store.resolve(Journal.FILE), "R\torder-1\tN\nQ\tsomething\n", StandardOpenOption.CREATE);

		assertThatThrownBy(() -> OrderBook.restored(store)).isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("Q\tsomething");
	}

	@Test
	void keepsTextsWithTabsAndLineEndsApart() throws IOException {
		try (OrderBook book = OrderBook.restored(store)) {
			book.countReceived("odd\tid\n~", false);
		}

		try (OrderBook restored = OrderBook.restored(store)) {
			assertThat(restored.received()).containsOnlyKeys("odd\tid\n~");
		}
	}

	@Test
	void givesIdsAPrefixNoIdOfTheJournalHas() {
		Ids first = new Ids(NOW, Set.of());
		String used = first.execId();

		String next = new Ids(NOW, Set.of(used, first.orderId())).execId();

		assertThat(next).isNotEqualTo(used);
		assertThat(prefix(next)).isNotEqualTo(prefix(used));
		assertThat(prefix(new Ids(NOW, Set.of("E-unrelated")).execId())).as("no id of that prefix")
			.isEqualTo(prefix(used));
	}

	private static String prefix(String id) {
		return id.substring(1, id.indexOf('-'));
	}

	private static ExchangeOrder taken(OrderBook book, String clOrdId, String orderId, OrderType type, Terms terms) {
		ExchangeOrder order = new ExchangeOrder(orderId, new NewOrder(clOrdId,
				new Instrument("ProviderA", "DE0000000001"), "DE0000000001", Side.BUY, type,
				TimeInForce.GOOD_TILL_CANCELLED, terms, "EUR"));
		book.add(order);
		return order;
	}

	private static Execution fill(OrderBook book, ExchangeOrder order, String execId, String quantity,
			String price) {
		order.fill(new BigDecimal(quantity), new BigDecimal(price), NOW);
		Execution execution = new Execution(execId, order, new BigDecimal(quantity), new BigDecimal(price), NOW,
				SESSION_END);
		book.executed(execution);
		return execution;
	}
}
