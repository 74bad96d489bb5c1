package dev.kontor.pricefeed.demo;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.context.annotation.Profile;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.instruments.InstrumentDefinition;
import dev.kontor.pricefeed.quotes.QuoteIngestion;
import dev.kontor.pricefeed.quotes.QuoteInput;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.shared.NotFound;

/**
 * The {@code demo} profile's quote simulator: every second, a quote for each sample instrument whose market is open
 * by its calendar, through the same ingestion as a provider's connector. Prices go on from the latest stored quote
 * after a restart; an instrument never quoted starts at a price derived from its ISIN.
 */
@Component
@Profile("demo")
class QuoteSimulator {

	private static final Logger log = LoggerFactory.getLogger(QuoteSimulator.class);

	private final List<InstrumentDefinition> instruments;

	private final MarketCalendars calendars;

	private final QuoteIngestion ingestion;

	private final QuoteReads quotes;

	private final Clock clock;

	private final SplittableRandom random = new SplittableRandom();

	private final Map<String, RandomWalk> walks = new HashMap<>();

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
		Instant now = clock.instant();
		Map<String, Boolean> open = new HashMap<>();
		List<QuoteInput> batch = new ArrayList<>();
		for (InstrumentDefinition instrument : instruments) {
			String mic = instrument.mic();
			if (mic != null && open.computeIfAbsent(mic, market -> calendars.isOpen(market, now))) {
				batch.add(quote(instrument, now));
			}
		}
		if (!batch.isEmpty()) {
			ingestion.ingest(batch);
			log.debug("Simulated {} quotes", batch.size());
		}
	}

	private QuoteInput quote(InstrumentDefinition instrument, Instant now) {
		TradeProvider provider = instrument.provider() == null ? TradeProvider.DEFAULT : instrument.provider();
		RandomWalk walk = walks.computeIfAbsent(provider + ":" + instrument.isinCode(),
				key -> new RandomWalk(random.split(), startMid(provider, instrument.isinCode())));
		BigDecimal[] bidAsk = walk.next();
		return new QuoteInput(instrument.isinCode(), provider.name(), now, "Open", bidAsk[0], bidAsk[1],
				BigDecimal.valueOf(100 + random.nextInt(4_900)), BigDecimal.valueOf(100 + random.nextInt(4_900)));
	}

	private double startMid(TradeProvider provider, String isinCode) {
		try {
			return quotes.quote(provider, isinCode, true).mid().doubleValue();
		}
		catch (NotFound ex) {
			return 20 + Math.floorMod(isinCode.hashCode(), 280);
		}
	}
}
