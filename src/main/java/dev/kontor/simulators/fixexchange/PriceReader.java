package dev.kontor.simulators.fixexchange;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The poll's reads of the price feed, on a thread of their own: every poll interval it asks the exchange's thread
 * which instruments have resting orders, reads each one's state from the price feed over HTTP, and hands the states
 * to the exchange's thread, which works the orders against them. Requests on the exchange's thread never wait for a
 * read in progress.
 */
final class PriceReader implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(PriceReader.class);

	private final ScheduledExecutorService reader = Executors
		.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("fix-exchange-prices").daemon().factory());

	private final Market market;

	private final ExecutorService exchange;

	private final Supplier<Set<Instrument>> resting;

	private final Consumer<Map<Instrument, Market.Now>> poll;

	private final Clock clock;

	/**
	 * @param resting the instruments with resting orders, asked on the exchange's thread
	 * @param poll what the exchange's thread does with the states read
	 */
	PriceReader(Market market, ExecutorService exchange, Supplier<Set<Instrument>> resting,
			Consumer<Map<Instrument, Market.Now>> poll, Clock clock) {
		this.market = market;
		this.exchange = exchange;
		this.resting = resting;
		this.poll = poll;
		this.clock = clock;
	}

	void start(Duration interval) {
		reader.scheduleWithFixedDelay(this::readAndHandOver, interval.toMillis(), interval.toMillis(),
				TimeUnit.MILLISECONDS);
	}

	private void readAndHandOver() {
		try {
			List<Instrument> instruments = exchange.submit(() -> List.copyOf(resting.get())).get(10, TimeUnit.SECONDS);
			Map<Instrument, Market.Now> states = new LinkedHashMap<>();
			for (Instrument instrument : instruments) {
				states.put(instrument, market.read(instrument, clock.instant()));
			}
			exchange.execute(() -> {
				try {
					poll.accept(states);
				}
				catch (RuntimeException failed) {
					log.warn("The poll failed", failed);
				}
			});
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
		catch (ExecutionException | TimeoutException | RuntimeException failed) {
			log.warn("The price feed could not be polled: {}", failed.toString());
		}
	}

	@Override
	public void close() {
		reader.shutdownNow();
	}
}
