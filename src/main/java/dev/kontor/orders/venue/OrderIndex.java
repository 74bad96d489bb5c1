package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.OrderSide;
import dev.kontor.pricefeed.TradeProvider;

/**
 * The resting orders of this instance's view, by instrument and price, so that a quote looks only at the orders it
 * can fill: buys whose limit is at or above the ask (highest limit first), sells whose limit is at or below the bid
 * (lowest first), market and triggered stop orders always, and untouched stops whose stop the quote touches. Safe
 * for the threads of the quote events, the sweep and the requests: each instrument's book is locked on its own.
 */
final class OrderIndex {

	/** An instrument: orders and quotes of different providers never meet. */
	record Instrument(TradeProvider provider, String isinCode) {
	}

	private final Map<Instrument, Book> books = new ConcurrentHashMap<>();

	private final Map<OrderId, IndexedOrder> byId = new ConcurrentHashMap<>();

	/** Adds the order or replaces what is kept of it (a modification, a triggered stop). */
	void put(IndexedOrder order) {
		IndexedOrder previous = byId.put(order.id(), order);
		if (previous != null) {
			book(previous).remove(previous);
		}
		book(order).add(order);
	}

	/** Forgets the order (filled, cancelled, expired); nothing happens for one not kept. */
	void remove(OrderId id) {
		IndexedOrder previous = byId.remove(id);
		if (previous != null) {
			book(previous).remove(previous);
		}
	}

	/**
	 * Replaces what was indexed before the database was read by the open orders it answered: orders of other
	 * instances appear, orders closed elsewhere disappear, and orders indexed while the read ran (accepted here just
	 * now) stay.
	 */
	void replaceAll(Set<OrderId> indexedBefore, Collection<IndexedOrder> open) {
		Map<OrderId, IndexedOrder> fresh = new HashMap<>();
		open.forEach(order -> fresh.put(order.id(), order));
		indexedBefore.stream().filter(id -> !fresh.containsKey(id)).forEach(this::remove);
		fresh.values().stream().filter(order -> !order.equals(byId.get(order.id()))).forEach(this::put);
	}

	/** The ids of the orders indexed now. */
	Set<OrderId> ids() {
		return Set.copyOf(byId.keySet());
	}

	/** The instruments that have resting orders. */
	Set<Instrument> instruments() {
		Set<Instrument> instruments = new LinkedHashSet<>();
		books.forEach((instrument, book) -> {
			if (!book.isEmpty()) {
				instruments.add(instrument);
			}
		});
		return instruments;
	}

	/** Whether the instrument has resting orders. */
	boolean holds(Instrument instrument) {
		Book book = books.get(instrument);
		return book != null && !book.isEmpty();
	}

	/** The orders of the instrument that a quote with this bid and ask may fill or trigger, best price first. */
	List<OrderId> candidates(Instrument instrument, BigDecimal bid, BigDecimal ask) {
		Book book = books.get(instrument);
		return book == null ? List.of() : book.candidates(bid, ask);
	}

	int size() {
		return byId.size();
	}

	private Book book(IndexedOrder order) {
		return books.computeIfAbsent(new Instrument(order.provider(), order.isinCode()), key -> new Book());
	}

	/** The resting orders of one instrument. */
	private static final class Book {

		private final NavigableMap<BigDecimal, Set<OrderId>> buyLimits = new TreeMap<>(Comparator.reverseOrder());

		private final NavigableMap<BigDecimal, Set<OrderId>> sellLimits = new TreeMap<>();

		private final NavigableMap<BigDecimal, Set<OrderId>> buyStops = new TreeMap<>();

		private final NavigableMap<BigDecimal, Set<OrderId>> sellStops = new TreeMap<>(Comparator.reverseOrder());

		private final Set<OrderId> atMarket = new LinkedHashSet<>();

		synchronized void add(IndexedOrder order) {
			Set<OrderId> slot = slot(order);
			slot.add(order.id());
		}

		synchronized void remove(IndexedOrder order) {
			Set<OrderId> slot = slot(order);
			slot.remove(order.id());
			prune(buyLimits);
			prune(sellLimits);
			prune(buyStops);
			prune(sellStops);
		}

		synchronized boolean isEmpty() {
			return atMarket.isEmpty() && buyLimits.isEmpty() && sellLimits.isEmpty() && buyStops.isEmpty()
					&& sellStops.isEmpty();
		}

		synchronized List<OrderId> candidates(BigDecimal bid, BigDecimal ask) {
			if (atMarket.isEmpty() && !reaches(buyLimits, ask) && !reaches(sellLimits, bid) && !reaches(buyStops, ask)
					&& !reaches(sellStops, bid)) {
				// most quotes fill nothing: answered without building the lists
				return List.of();
			}
			List<OrderId> candidates = new ArrayList<>(atMarket);
			// buy limits sorted highest first: those from the highest down to the ask; sells likewise up to the bid
			buyLimits.headMap(ask, true).values().forEach(candidates::addAll);
			sellLimits.headMap(bid, true).values().forEach(candidates::addAll);
			// a buy stop is touched by an ask at or above it, a sell stop by a bid at or below it
			buyStops.headMap(ask, true).values().forEach(candidates::addAll);
			sellStops.headMap(bid, true).values().forEach(candidates::addAll);
			return candidates;
		}

		/**
		 * Whether the map's first price (in the map's own order) comes at or before the quote's price: the same test
		 * as a non-empty {@code headMap(quotePrice, true)}, without building the view.
		 */
		private static boolean reaches(NavigableMap<BigDecimal, Set<OrderId>> prices, BigDecimal quotePrice) {
			if (prices.isEmpty()) {
				return false;
			}
			Comparator<? super BigDecimal> order = prices.comparator();
			BigDecimal first = prices.firstKey();
			return (order == null ? first.compareTo(quotePrice) : order.compare(first, quotePrice)) <= 0;
		}

		private Set<OrderId> slot(IndexedOrder order) {
			boolean buy = order.kind().side() == OrderSide.Buy;
			if (order.waitsForStop()) {
				return (buy ? buyStops : sellStops).computeIfAbsent(order.stopPrice(), key -> new LinkedHashSet<>());
			}
			if (order.kind().orderType().takesLimitPrice()) {
				return (buy ? buyLimits : sellLimits).computeIfAbsent(order.limitPrice(),
						key -> new LinkedHashSet<>());
			}
			return atMarket;
		}

		private static void prune(NavigableMap<BigDecimal, Set<OrderId>> prices) {
			prices.values().removeIf(Set::isEmpty);
		}
	}
}
