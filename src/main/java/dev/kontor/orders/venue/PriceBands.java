package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

import dev.kontor.orders.TradingHalt;
import dev.kontor.orders.TradingHalts;
import dev.kontor.pricefeed.ClosingPrices;
import dev.kontor.pricefeed.LiveQuotes;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.memory.SlotTable;

/**
 * Price bands and trading halts, as exchanges run volatility interruptions: a quote whose bid or ask lies more than
 * {@code kontor.orders.price-band-percent} from the instrument's reference price fills nothing and halts the
 * instrument for {@code kontor.orders.halt-duration}; resting orders stay. The reference price is the mid of the
 * last quote accepted; where this instance has none yet (it started, or meets the instrument for the first time),
 * the latest end-of-day price of the last week, and only for an instrument without one the first quote itself. A
 * halt that ends while the latest quote still lies outside the band begins again: trading resumes with a quote in
 * the band, or when the operator lifts the halt, which makes the latest quote the reference. Whatever path a quote
 * takes to the venue, {@link #permits} is asked before a fill, so no fill price outside the band is booked.
 */
@Component
class PriceBands implements TradingHalts {

	private static final Logger log = LoggerFactory.getLogger(PriceBands.class);

	/** How many days back an end-of-day price is looked for, to span a long weekend with holidays. */
	private static final int CLOSE_LOOKBACK_DAYS = 7;

	/** Instruments per end-of-day price query. */
	private static final int CLOSE_QUERY_SIZE = 1_000;

	/** Replaced by every quote: packed into numbers in a slot table rather than held as objects in a map. */
	private final SlotTable<OrderIndex.Instrument, BandState> states;

	private final ClosingPrices closes;

	private final LiveQuotes quotes;

	private final VenueSettings settings;

	private final VenueMetrics metrics;

	private final Clock clock;

	PriceBands(ClosingPrices closes, LiveQuotes quotes, VenueSettings settings, VenueMetrics metrics, Clock clock) {
		this.closes = closes;
		this.quotes = quotes;
		this.settings = settings;
		this.metrics = metrics;
		this.clock = clock;
		this.states = new SlotTable<>(new BandStatePacking());
		metrics.watchHalts(this::haltedNow);
	}

	/**
	 * What the venue knows of an instrument's prices: the band around its reference price (null until a first price
	 * is known), the time of the latest quote taken in, whether that quote was admitted, and the halt, if any.
	 */
	record BandState(@Nullable PriceBand band, Instant latestQuote, boolean admitted, @Nullable Halt halt) {

		static final BandState UNPRICED = new BandState(null, Instant.EPOCH, false, null);
	}

	record Halt(VenueQuote quote, Instant since, Instant until) {
	}

	/**
	 * Learns the reference prices of the instruments this instance has none of yet, a few queries for all of them:
	 * the quotes of one ingestion often name thousands of instruments met for the first time. Where the end-of-day
	 * prices cannot be read, the instruments stay unknown, and an unknown instrument's quote fills nothing.
	 */
	void learn(Collection<OrderIndex.Instrument> instruments) {
		Map<TradeProvider, Set<String>> unknown = instruments.stream()
			.filter(instrument -> !states.containsKey(instrument))
			.collect(Collectors.groupingBy(OrderIndex.Instrument::provider,
					Collectors.mapping(OrderIndex.Instrument::isinCode, Collectors.toSet())));
		unknown.forEach((provider, isins) -> {
			Map<String, BigDecimal> found;
			try {
				found = latestCloses(provider, isins);
			}
			catch (RuntimeException unavailable) {
				// they stay unknown and fill nothing: their next quote asks again (this runs as quotes are announced,
				// after they are stored, so a failure here must not fail the ingestion)
				log.warn("End-of-day prices of {} instruments of {} could not be read: {}", isins.size(), provider,
						unavailable.getMessage());
				return;
			}
			isins.forEach(isin -> states.putIfAbsent(new OrderIndex.Instrument(provider, isin),
					found.containsKey(isin) ? new BandState(band(found.get(isin)), Instant.EPOCH, false, null)
							: BandState.UNPRICED));
		});
	}

	/**
	 * Takes in a quote of the instrument and answers whether it may fill orders: not while the instrument is halted,
	 * not when it is older than the latest quote taken in or than {@code kontor.orders.max-quote-age}, not when it
	 * leaves the band (which halts the instrument).
	 * An admitted quote's mid becomes the reference price. The same quote taken in twice gets the same answer, but
	 * for the latest quote of a halt that has run out, which is weighed against the band again.
	 */
	boolean admits(OrderIndex.Instrument instrument, VenueQuote quote) {
		Instant now = clock.instant();
		return !quote.dateTime().isBefore(now.minus(settings.maxQuoteAge())) && takeIn(instrument, quote, now);
	}

	private boolean takeIn(OrderIndex.Instrument instrument, VenueQuote quote, Instant now) {
		if (!states.containsKey(instrument)) {
			learn(List.of(instrument));
		}
		BandState state = states.computeIfPresent(instrument, (key, current) -> next(key, current, quote, now));
		return state != null && state.admitted() && state.latestQuote().equals(quote.dateTime());
	}

	/**
	 * Whether the quote may fill now: the instrument is not halted and both its sides lie in the band. Asked in
	 * the fill's transaction, after {@link #admits} let the quote through to the venue, as the last guard.
	 */
	boolean permits(OrderIndex.Instrument instrument, VenueQuote quote) {
		BandState state = states.get(instrument);
		return state != null && state.band() != null && state.halt() == null
				&& state.band().admits(quote.bid(), quote.ask());
	}

	/**
	 * Takes in the latest quote of each instrument whose halt has run out: it resumes trading when that quote lies in
	 * the band, and halts the instrument again otherwise, however old that quote is (no quote since the halt began
	 * keeps it halted). Run by the venue's sweep, so that a halt ends without waiting for the next quote.
	 */
	void reviewEndedHalts() {
		Instant now = clock.instant();
		states.forEachHolding(BandStatePacking.HALT, (instrument, state) -> {
			if (state.halt() != null && !now.isBefore(state.halt().until())) {
				latest(instrument).ifPresent(quote -> takeIn(instrument, quote, now));
			}
		});
	}

	/** The band around the instrument's reference price now; empty before this instance knows a price of it. */
	Optional<PriceBand> bandOf(OrderIndex.Instrument instrument) {
		return Optional.ofNullable(states.get(instrument)).map(BandState::band);
	}

	@Override
	public List<TradingHalt> current() {
		List<TradingHalt> halts = new ArrayList<>();
		states.forEachHolding(BandStatePacking.HALT, (instrument, state) -> {
			Halt halt = state.halt();
			if (halt != null && state.band() != null) {
				halts.add(view(instrument, state.band(), halt));
			}
		});
		halts.sort(Comparator.comparing(halt -> halt.period().haltedAt()));
		return halts;
	}

	@Override
	public boolean lift(TradeProvider provider, String isinCode) {
		OrderIndex.Instrument instrument = new OrderIndex.Instrument(provider, isinCode);
		Optional<VenueQuote> latest = latest(instrument);
		boolean[] lifted = new boolean[1];
		states.computeIfPresent(instrument, (key, state) -> {
			if (state.halt() == null) {
				return state;
			}
			lifted[0] = true;
			VenueQuote quote = latest.orElse(state.halt().quote());
			PriceBand band = band(PriceBand.mid(quote.bid(), quote.ask()));
			log.info("Trading in {} {} resumes: the operator lifted its halt; the reference price is now {}",
					provider, isinCode, band.reference());
			return new BandState(band, quote.dateTime(), true, null);
		});
		return lifted[0];
	}

	private Optional<VenueQuote> latest(OrderIndex.Instrument instrument) {
		return quotes.latest(instrument.provider(), instrument.isinCode()).map(Markets::venueQuote);
	}

	private BandState next(OrderIndex.Instrument instrument, BandState state, VenueQuote quote, Instant now) {
		if (state.band() == null) {
			return new BandState(band(PriceBand.mid(quote.bid(), quote.ask())), quote.dateTime(), true, null);
		}
		Halt halt = state.halt();
		boolean haltRunning = halt != null && now.isBefore(halt.until());
		if (quote.dateTime().isBefore(state.latestQuote())
				|| quote.dateTime().equals(state.latestQuote()) && (halt == null || haltRunning)) {
			return state;
		}
		if (haltRunning) {
			return new BandState(state.band(), quote.dateTime(), false, halt);
		}
		if (state.band().admits(quote.bid(), quote.ask())) {
			if (halt != null) {
				log.info("Trading in {} {} resumes: bid {} and ask {} lie within {} % of the reference price {}",
						instrument.provider(), instrument.isinCode(), quote.bid(), quote.ask(),
						settings.priceBandPercent(), state.band().reference());
			}
			return new BandState(band(PriceBand.mid(quote.bid(), quote.ask())), quote.dateTime(), true, null);
		}
		return halted(instrument, state.band(), quote, now);
	}

	private BandState halted(OrderIndex.Instrument instrument, PriceBand band, VenueQuote quote, Instant now) {
		Halt halt = new Halt(quote, now, now.plus(settings.haltDuration()));
		log.warn("Trading in {} {} halted until {}: the quote of {} (bid {}, ask {}) lies outside {} % of the "
				+ "reference price {} ({} to {}); resting orders stay", instrument.provider(), instrument.isinCode(),
				halt.until(), quote.dateTime(), quote.bid(), quote.ask(), settings.priceBandPercent(),
				band.reference(), band.lower(), band.upper());
		metrics.halted();
		return new BandState(band, quote.dateTime(), false, halt);
	}

	private PriceBand band(BigDecimal reference) {
		return PriceBand.around(reference, settings.priceBandPercent());
	}

	/** The latest end-of-day price of each instrument over the last week; those without one are left out. */
	private Map<String, BigDecimal> latestCloses(TradeProvider provider, Set<String> isins) {
		Map<String, BigDecimal> found = new HashMap<>();
		List<String> missing = new ArrayList<>(isins);
		LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
		for (int back = 1; back <= CLOSE_LOOKBACK_DAYS && !missing.isEmpty(); back++) {
			LocalDate day = today.minusDays(back);
			for (int from = 0; from < missing.size(); from += CLOSE_QUERY_SIZE) {
				found.putAll(closes.closes(provider, day,
						missing.subList(from, Math.min(missing.size(), from + CLOSE_QUERY_SIZE))));
			}
			missing.removeIf(found::containsKey);
		}
		return found;
	}

	private long haltedNow() {
		return states.countHolding(BandStatePacking.HALT);
	}

	private static TradingHalt view(OrderIndex.Instrument instrument, PriceBand band, Halt halt) {
		return new TradingHalt(new TradingHalt.Instrument(instrument.provider(), instrument.isinCode()),
				new TradingHalt.Cause(band.reference(), band.lower(), band.upper(), halt.quote().dateTime(),
						halt.quote().bid(), halt.quote().ask()),
				new TradingHalt.Period(halt.since(), halt.until()));
	}
}
