package dev.kontor.orders.venue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

import dev.kontor.orders.Order;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.TimeInForce;
import dev.kontor.orders.Venue;
import dev.kontor.orders.VenueRequest;
import dev.kontor.orders.VenueReads;
import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.QuotesStored;
import dev.kontor.shared.jdbc.AfterCommit;

/**
 * The built-in venue ({@code kontor.orders.venue=simulated}, the default): fills resting orders against the price
 * feed's quotes. Quotes arrive with {@link QuotesStored} once an ingestion is committed; they are handed to one
 * worker thread, newest quote per instrument, so that the ingestion never waits for the venue and a burst of quotes
 * costs one pass. A sweep every second works every instrument against its latest quote, and every
 * {@code kontor.orders.index-reload-interval} reads the index again from the database (orders accepted by another
 * instance appear, orders closed elsewhere go), so that a missed event or a restart loses nothing.
 */
@Component
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "simulated", matchIfMissing = true)
class SimulatedVenue implements Venue, DisposableBean, SchedulingConfigurer {

	private static final Logger log = LoggerFactory.getLogger(SimulatedVenue.class);

	private final OrderIndex index = new OrderIndex();

	private final Map<OrderIndex.Instrument, VenueQuote> pending = new ConcurrentHashMap<>();

	private final AtomicBoolean draining = new AtomicBoolean();

	/** When the sweep reads the resting orders from the database again ({@link System#nanoTime()}). */
	private volatile long nextReloadNanos = System.nanoTime();

	private final ExecutorService worker = Executors
		.newSingleThreadExecutor(Thread.ofVirtual().name("venue-quotes").factory());

	private final VenueReads orders;

	private final Dealer dealer;

	private final Markets markets;

	private final DayOrders dayOrders;

	private final VenueSettings settings;

	private final VenueMetrics metrics;

	private final PriceBands bands;

	private final Clock clock;

	SimulatedVenue(VenueReads orders, Dealer dealer, Markets markets, DayOrders dayOrders, VenueSettings settings,
			VenueMetrics metrics, PriceBands bands, Clock clock) {
		this.orders = orders;
		this.dealer = dealer;
		this.markets = markets;
		this.dayOrders = dayOrders;
		this.settings = settings;
		this.metrics = metrics;
		this.bands = bands;
		this.clock = clock;
		metrics.watch(index);
	}

	/**
	 * Indexes the order and works it against the latest quote, on the venue's thread once the acceptance is
	 * committed: the request does not wait for it, and an immediate order is decided against the quote of now. A
	 * resting order that the latest quote cannot fill is only indexed, not locked: the next quote that may fill it
	 * works it. The order's terms come with the call; a decision reads the order again under its lock.
	 */
	@Override
	public void accepted(Order order) {
		OrderId id = order.id();
		IndexedOrder indexed = new IndexedOrder(id, order.instrument().provider(), order.instrument().isinCode(),
				order.kind(), order.terms().limitPrice(), order.terms().stopPrice(), false);
		AfterCommit.run(() -> worker.execute(() -> takeUp(id, () -> Optional.of(indexed))));
	}

	@Override
	public void modified(VenueRequest request) {
		OrderId order = request.orderId();
		AfterCommit.run(() -> worker.execute(() -> takeUp(order, () -> orders.open(order).map(IndexedOrder::of))));
	}

	@Override
	public void cancelled(VenueRequest request) {
		AfterCommit.run(() -> index.remove(request.orderId()));
	}

	/**
	 * A plain listener, not a transactional one: quotes are announced after they are committed, and the event
	 * publication registry would otherwise store every announcement (thousands of quotes each) as a publication.
	 * Every current quote goes through the price bands, in the order stored, so that the reference prices follow the
	 * market also where no order rests; only the quotes they admit reach the worker. A quote older than
	 * {@code kontor.orders.max-quote-age} fills nothing and moves no reference price: history sent late (a backfill)
	 * is no market move.
	 */
	@EventListener
	void on(QuotesStored stored) {
		Instant oldest = clock.instant().minus(settings.maxQuoteAge());
		List<LiveQuote> current = stored.quotes().stream().filter(quote -> !quote.dateTime().isBefore(oldest)).toList();
		List<OrderIndex.Instrument> instruments = current.stream()
			.map(quote -> new OrderIndex.Instrument(quote.provider(), quote.isinCode()))
			.toList();
		bands.learn(instruments);
		for (int i = 0; i < current.size(); i++) {
			OrderIndex.Instrument instrument = instruments.get(i);
			VenueQuote quote = Markets.venueQuote(current.get(i));
			if (bands.admits(instrument, quote) && index.holds(instrument)) {
				pending.put(instrument, quote);
			}
		}
		if (!pending.isEmpty() && draining.compareAndSet(false, true)) {
			worker.execute(this::drain);
		}
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::sweep, settings.sweepInterval(), Duration.ZERO));
	}

	/**
	 * Works every indexed instrument against its latest quote; reads the resting orders again from the database
	 * first when the reload interval has passed (reading ten thousand orders every second cost the quote path its
	 * tail latency). Orders this instance indexed while the read ran are kept.
	 */
	void sweep() {
		long now = System.nanoTime();
		if (now - nextReloadNanos >= 0) {
			Set<OrderId> indexedBefore = index.ids();
			index.replaceAll(indexedBefore, orders.open().stream().map(IndexedOrder::of).toList());
			nextReloadNanos = now + settings.indexReloadInterval().toNanos();
		}
		bands.reviewEndedHalts();
		for (OrderIndex.Instrument instrument : index.instruments()) {
			markets.latest(instrument.provider(), instrument.isinCode()).ifPresent(quote -> work(instrument, quote));
		}
	}

	/** What the index holds now; for the tests that look at the venue's view. */
	int resting() {
		return index.size();
	}

	@Override
	public void destroy() {
		worker.shutdownNow();
	}

	private void takeUp(OrderId order, Supplier<Optional<IndexedOrder>> open) {
		try {
			open.get().ifPresentOrElse(indexed -> {
				if (indexed.kind().timeInForce() == TimeInForce.Day) {
					dayOrders.schedule(order);
				}
				index.put(indexed);
				OrderIndex.Instrument instrument = new OrderIndex.Instrument(indexed.provider(), indexed.isinCode());
				VenueQuote quote = markets.latest(indexed.provider(), indexed.isinCode()).orElse(null);
				boolean usable = quote != null && bands.admits(instrument, quote);
				if (indexed.decidedOnAcceptance() || usable && indexed.mayBeFilledAt(quote.bid(), quote.ask())) {
					work(indexed.id(), quote);
				}
			}, () -> index.remove(order));
		}
		catch (RuntimeException failed) {
			// the index's next reload from the database takes the order up
			log.warn("The simulated venue could not take up order {}: {}", order, failed.getMessage());
		}
	}

	private void drain() {
		try {
			for (OrderIndex.Instrument instrument : pending.keySet()) {
				VenueQuote quote = pending.remove(instrument);
				if (quote != null) {
					work(instrument, quote);
				}
			}
		}
		finally {
			draining.set(false);
			if (!pending.isEmpty() && draining.compareAndSet(false, true)) {
				worker.execute(this::drain);
			}
		}
	}

	/**
	 * Works the orders the quote may fill; a quote the price bands do not admit (stale, outside the band, or of a
	 * halted instrument) fills nothing, so its orders are not even locked.
	 */
	private void work(OrderIndex.Instrument instrument, VenueQuote quote) {
		if (!bands.admits(instrument, quote)) {
			return;
		}
		for (OrderId id : index.candidates(instrument, quote.bid(), quote.ask())) {
			work(id, quote);
		}
	}

	private void work(OrderId id, @Nullable VenueQuote quote) {
		try {
			metrics.timed(() -> dealer.work(id, quote, clock.instant()))
				.ifPresentOrElse(index::put, () -> index.remove(id));
		}
		catch (RuntimeException refused) {
			// a fill the ledger refuses (an account suspended meanwhile) is tried again with the next quote
			log.warn("The simulated venue could not work order {}: {}", id, refused.getMessage());
		}
	}
}
