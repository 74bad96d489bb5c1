package dev.kontor.pricefeed.demo;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Profile;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.SimulatedPrices;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.calendars.TradingSessions;
import dev.kontor.pricefeed.instruments.InstrumentDefinition;
import dev.kontor.pricefeed.quotes.IngestUnavailable;
import dev.kontor.pricefeed.quotes.QuoteIngestion;
import dev.kontor.pricefeed.quotes.PriceWriter;
import dev.kontor.pricefeed.quotes.QuoteInput;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.shared.NotFound;

/**
 * The {@code demo} profile's quote simulator: every second, a quote for each sample instrument whose market is open
 * by its calendar, through the same ingestion and checks as the operator's price connectors. Prices go on from the
 * latest stored quote after a restart; an instrument never quoted starts at {@link SimulatedPrices#startingMid}. On a
 * first start it fills the sessions of the week before with a quote a minute, so that history, candlesticks and
 * end-of-day prices show something at once, also at night. In that week the instruments of the demo market fall by
 * about two fifths to their starting prices, so that the demo's portfolios, valued over that week's weekdays (four
 * days apart at least, a fall of about a quarter), have a loss threshold report from the start.
 */
@Component
@Profile("demo")
class QuoteSimulator {

	private static final Logger log = LoggerFactory.getLogger(QuoteSimulator.class);

	static final Duration BACKFILL = Duration.ofDays(7);

	/** The market whose instruments fall over the backfilled week. */
	static final String DEMO_MARKET = "DEMO";

	/** How much of its value an instrument of the demo market loses over the backfilled week, about. */
	static final double DEMO_MARKET_FALL = 0.4;

	private static final Duration BACKFILL_STEP = Duration.ofMinutes(1);

	private static final int BACKFILL_BATCH = 5_000;

	/** The simulator plays the operator's price connector of every provider, in the process. */
	private static final PriceWriter WRITER = PriceWriter.ofEvery("demo quote simulator");

	private final List<InstrumentDefinition> instruments;

	private final MarketCalendars calendars;

	private final QuoteIngestion ingestion;

	private final QuoteReads quotes;

	private final Clock clock;

	private final SplittableRandom random = new SplittableRandom();

	private final Map<String, RandomWalk> walks = new HashMap<>();

	/**
	 * Whether the look for a first start is done: ticks wait for it, so that a tick during a slow start-up does not
	 * make a first start look like a restart (and leave the week before without quotes).
	 */
	private volatile boolean backfillChecked;

	QuoteSimulator(DemoSample sample, MarketCalendars calendars, QuoteIngestion ingestion, QuoteReads quotes,
			Clock clock) {
		this.instruments = sample.instruments().stream().filter(instrument -> instrument.mic() != null).toList();
		this.calendars = calendars;
		this.ingestion = ingestion;
		this.quotes = quotes;
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT5S")
	void tick() {
		if (!backfillChecked) {
			return;
		}
		List<QuoteInput> batch = quotesAt(clock.instant(), sessionsOfMarkets());
		if (batch.isEmpty()) {
			return;
		}
		try {
			ingestion.ingest(batch, WRITER);
			log.debug("Simulated {} quotes", batch.size());
		}
		catch (IngestUnavailable busy) {
			// a simulated tick is not worth a retry: the next one a second later brings newer prices
			log.warn("The demo quotes of this second were not stored: {}", busy.getMessage());
		}
	}

	/** Fills the sessions of the last week when no sample instrument has a quote yet. */
	@EventListener(ApplicationReadyEvent.class)
	@Order(Ordered.HIGHEST_PRECEDENCE)
	void backfillFirstStart() {
		try {
			backfillIfFirstStart();
		}
		finally {
			backfillChecked = true;
		}
	}

	private void backfillIfFirstStart() {
		if (instruments.isEmpty() || hasQuotes(instruments.getFirst())) {
			return;
		}
		Instant now = clock.instant().truncatedTo(ChronoUnit.MINUTES);
		Map<String, TradingSessions> sessions = sessionsOfMarkets();
		fallingOverTheBackfill(sessions.get(DEMO_MARKET));
		List<QuoteInput> batch = new ArrayList<>();
		long stored = 0;
		for (Instant at = now.minus(BACKFILL); at.isBefore(now); at = at.plus(BACKFILL_STEP)) {
			batch.addAll(quotesAt(at, sessions));
			if (batch.size() >= BACKFILL_BATCH) {
				stored += ingestion.ingest(batch, WRITER).stored();
				batch.clear();
			}
		}
		stored += ingestion.ingest(batch, WRITER).stored();
		walks.replaceAll((instrument, walk) -> walk.withoutDrift());
		log.info("Demo quotes: filled the sessions of the last {} days with {} quotes", BACKFILL.toDays(), stored);
	}

	/**
	 * The walks of the demo market's instruments for the backfill: from two thirds above their starting prices down
	 * to about them, a quote a minute around the clock.
	 */
	private void fallingOverTheBackfill(@Nullable TradingSessions demoMarket) {
		if (demoMarket == null) {
			return;
		}
		double drift = Math.log(1 - DEMO_MARKET_FALL) / BACKFILL.dividedBy(BACKFILL_STEP);
		for (InstrumentDefinition instrument : instruments) {
			if (DEMO_MARKET.equals(instrument.mic())) {
				TradeProvider provider = providerOf(instrument);
				double start = startMid(provider, instrument.isinCode()) / (1 - DEMO_MARKET_FALL);
				walks.put(walkKey(provider, instrument), new RandomWalk(random.split(), start, drift));
			}
		}
	}

	/** The calendars of the instruments' markets, read once for all the instants they are asked about. */
	private Map<String, TradingSessions> sessionsOfMarkets() {
		Map<String, TradingSessions> sessions = new HashMap<>();
		instruments.forEach(instrument -> sessions.computeIfAbsent(Objects.requireNonNull(instrument.mic()),
				calendars::sessions));
		return sessions;
	}

	/** A quote of each instrument whose market is open at the instant. */
	private List<QuoteInput> quotesAt(Instant at, Map<String, TradingSessions> sessions) {
		List<QuoteInput> batch = new ArrayList<>();
		for (InstrumentDefinition instrument : instruments) {
			if (sessions.get(instrument.mic()).isOpen(at)) {
				batch.add(quote(instrument, at));
			}
		}
		return batch;
	}

	private boolean hasQuotes(InstrumentDefinition instrument) {
		try {
			quotes.quote(providerOf(instrument), instrument.isinCode(), true);
			return true;
		}
		catch (NotFound ex) {
			return false;
		}
	}

	private static TradeProvider providerOf(InstrumentDefinition instrument) {
		return instrument.provider() == null ? TradeProvider.DEFAULT : instrument.provider();
	}

	private QuoteInput quote(InstrumentDefinition instrument, Instant now) {
		TradeProvider provider = providerOf(instrument);
		RandomWalk walk = walks.computeIfAbsent(walkKey(provider, instrument),
				key -> new RandomWalk(random.split(), startMid(provider, instrument.isinCode())));
		BigDecimal[] bidAsk = walk.next();
		return new QuoteInput(instrument.isinCode(), provider.name(), now, "Open", bidAsk[0], bidAsk[1],
				BigDecimal.valueOf(100 + random.nextInt(4_900)), BigDecimal.valueOf(100 + random.nextInt(4_900)));
	}

	private static String walkKey(TradeProvider provider, InstrumentDefinition instrument) {
		return provider + ":" + instrument.isinCode();
	}

	private double startMid(TradeProvider provider, String isinCode) {
		try {
			return quotes.quote(provider, isinCode, true).mid().doubleValue();
		}
		catch (NotFound ex) {
			return SimulatedPrices.startingMid(isinCode).doubleValue();
		}
	}
}
