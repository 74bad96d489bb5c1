package dev.kontor.pricefeed.quotes;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.pricefeed.QuotesStored;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.memory.SlotTable;

/**
 * The latest quote of every instrument, in memory, each with the time stamp (epoch milliseconds) at which this
 * instance took it in. Snapshots are cut at a watermark: every quote stamped up to it is in, every quote taken in
 * later is stamped above it. So a client that asks again with the {@code timeStamp} it was given gets each change
 * once and misses none, however quotes arrive meanwhile.
 */
@Component
class QuoteBook {

	private static final Comparator<Quote> BY_ISIN = Comparator.comparing(Quote::isinCode);

	private final Map<TradeProvider, Holdings> quotes = new EnumMap<>(TradeProvider.class);

	private final Object stamps = new Object();

	private final Clock clock;

	/** Guarded by {@code stamps}: the last stamp given, and the last watermark a snapshot was cut at. */
	private long lastStamp;

	private long lastWatermark;

	/** Guarded by {@code stamps}: the stamps whose ticks are going in, with how many applications use each. */
	private final TreeMap<Long, Integer> inFlight = new TreeMap<>();

	private final ApplicationEventPublisher events;

	/** A book that announces nothing, for tests of the book alone. */
	QuoteBook(Clock clock) {
		this(clock, event -> {
		});
	}

	@Autowired
	QuoteBook(Clock clock, ApplicationEventPublisher events) {
		this.clock = clock;
		this.events = events;
		HeldQuotePacking packing = new HeldQuotePacking();
		for (TradeProvider provider : TradeProvider.values()) {
			quotes.put(provider, new Holdings(packing));
		}
	}

	/**
	 * Takes in the ticks; a tick no newer than the quote held for its instrument changes nothing and is left out
	 * before a stamp is taken (the latest quotes read back from the store every second are mostly those held). Only
	 * the stamp is given under the lock: while the ticks go in, snapshots are cut below it and need not wait. The
	 * ticks taken in are then announced as {@link QuotesStored} (every caller applies stored quotes only).
	 */
	void apply(Collection<Tick> given) {
		List<Tick> ticks = given.stream().filter(this::isNewerThanHeld).toList();
		if (ticks.isEmpty()) {
			return;
		}
		long stamp;
		synchronized (stamps) {
			stamp = Math.max(clock.millis(), Math.max(lastStamp, lastWatermark + 1));
			lastStamp = stamp;
			inFlight.merge(stamp, 1, Integer::sum);
		}
		try {
			for (Tick tick : ticks) {
				quotes.get(tick.series().provider()).take(new HeldQuote(tick.series(), tick.quote(), stamp));
			}
		}
		finally {
			synchronized (stamps) {
				inFlight.computeIfPresent(stamp, (taken, count) -> count == 1 ? null : count - 1);
			}
		}
		events.publishEvent(new QuotesStored(ticks.stream().map(tick -> tick.quote().live()).toList()));
	}

	private boolean isNewerThanHeld(Tick tick) {
		return quotes.get(tick.series().provider()).isNewerThanHeld(tick.quote());
	}

	Optional<Quote> latest(TradeProvider provider, String isinCode) {
		return Optional.ofNullable(quotes.get(provider).entries.get(isinCode)).map(HeldQuote::quote);
	}

	/**
	 * The quotes of the provider (of one security type, or all) stamped after {@code since} (all when null) and up
	 * to the watermark this snapshot is cut at, in ISIN order. A delta reads every instrument's stamp, and only the
	 * quotes stamped in its range.
	 */
	Snapshot snapshot(TradeProvider provider, @Nullable SecurityType type, @Nullable Long since) {
		long watermark = nextWatermark();
		if (since != null && since >= watermark) {
			return new Snapshot(watermark, List.of());
		}
		long from = since == null ? Long.MIN_VALUE : since + 1;
		List<Quote> taken = new ArrayList<>();
		quotes.get(provider).entries.forEachNumberedIn(from, watermark, entry -> {
			if (entry.stamp() >= from && entry.stamp() <= watermark && entry.isOf(type)) {
				taken.add(entry.quote());
			}
		});
		taken.sort(BY_ISIN);
		return new Snapshot(watermark, Collections.unmodifiableList(taken));
	}

	/** The provider's latest quotes (of one security type, or all) in ISIN order. */
	List<Quote> all(TradeProvider provider, @Nullable SecurityType type) {
		List<Quote> all = new ArrayList<>();
		quotes.get(provider).entries.forEachValue(entry -> {
			if (entry.isOf(type)) {
				all.add(entry.quote());
			}
		});
		all.sort(BY_ISIN);
		return Collections.unmodifiableList(all);
	}

	/**
	 * A watermark no quote taken in later can be stamped at or below, since later stamps are above it: at least one
	 * millisecond before now (the current millisecond may still be given), the last stamp given (so that quotes
	 * show at once even when the clock was set back behind it), and never below an earlier watermark (so that a
	 * clock set back repeats nothing); but below every stamp whose ticks are still going in.
	 */
	private long nextWatermark() {
		synchronized (stamps) {
			long watermark = Math.max(lastWatermark, Math.max(clock.millis() - 1, lastStamp));
			if (!inFlight.isEmpty()) {
				watermark = Math.min(watermark, inFlight.firstKey() - 1);
			}
			lastWatermark = watermark;
			return watermark;
		}
	}

	/** The quotes of a snapshot and the time stamp to ask with next. */
	record Snapshot(long timeStamp, List<Quote> quotes) {
	}

	/**
	 * A provider's latest quotes by ISIN, packed into numbers in a {@link SlotTable} with the stamp first: every quote
	 * taken in overwrites its instrument's numbers in place and leaves no object behind for the young collections to
	 * copy or to find through the old generation's cards. A delta snapshot reads the stamps alone and unpacks only the
	 * quotes stamped in its range. Readers look without locking: a delta snapshot's range ends below every stamp still
	 * going in, so a reader sees an instrument's quote once or, when it was replaced by one stamped above the range,
	 * not until the next snapshot.
	 */
	private static final class Holdings {

		final SlotTable<String, HeldQuote> entries;

		Holdings(HeldQuotePacking packing) {
			entries = new SlotTable<>(packing);
		}

		/** Holds the entry unless the one held is as new. */
		synchronized void take(HeldQuote entry) {
			if (isNewerThanHeld(entry.quote())) {
				entries.put(entry.quote().isinCode(), entry);
			}
		}

		/** Whether no quote of the instrument is held or the one held is older; read from its numbers alone. */
		boolean isNewerThanHeld(Quote quote) {
			long[] held = new long[HeldQuotePacking.LONGS];
			return !entries.readNumbers(quote.isinCode(), held) || HeldQuotePacking.isNewerThan(quote.dateTime(), held);
		}
	}
}
