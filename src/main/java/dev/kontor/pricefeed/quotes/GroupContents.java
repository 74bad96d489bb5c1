package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What a group of ticks adds to the store: its distinct ticks, their bars, and each series' latest tick or bar. */
final class GroupContents {

	private static final Comparator<Bar> BAR_ORDER = Comparator.comparingInt(Bar::seriesId).thenComparing(Bar::start);

	private GroupContents() {
	}

	/** The ticks without a second one of the same series and dateTime: the first one sent counts. */
	static List<Tick> distinct(List<Tick> ticks) {
		Set<TickKey> seen = new HashSet<>();
		List<Tick> distinct = new ArrayList<>(ticks.size());
		for (Tick tick : ticks) {
			if (seen.add(TickKey.of(tick))) {
				distinct.add(tick);
			}
		}
		return distinct;
	}

	/**
	 * The bars of the span over the ticks, in the order of series and start, the order every writer locks rows
	 * in, so that two transactions merging bars of the same series never wait for each other in a circle.
	 */
	static List<Bar> bars(List<Tick> ticks, BarSpan span) {
		Map<BarKey, Bar> bars = new HashMap<>();
		for (Tick tick : ticks) {
			Quote quote = tick.quote();
			Bar bar = Bar.of(tick.seriesId(), span.startOf(quote.dateTime()), quote.dateTime(), quote.mid());
			bars.merge(new BarKey(tick.seriesId(), bar.start().getEpochSecond()), bar, Bar::merge);
		}
		return bars.values().stream().sorted(BAR_ORDER).toList();
	}

	/**
	 * The bars of a longer span made of the {@code shorter} bars of the same ticks (as {@link #bars(List, BarSpan)}
	 * over the ticks would make them, a pass over far fewer items): a longer span's bar covers whole bars of every
	 * shorter span, and bars merge exactly in any order.
	 */
	static List<Bar> rolledUp(List<Bar> shorter, BarSpan span) {
		Map<BarKey, Bar> bars = new HashMap<>();
		for (Bar bar : shorter) {
			Instant start = span.startOf(bar.start());
			bars.merge(new BarKey(bar.seriesId(), start.getEpochSecond()), bar.inBucket(start), Bar::merge);
		}
		return bars.values().stream().sorted(BAR_ORDER).toList();
	}

	/** The tick of each series with the latest dateTime, in the order of series. */
	static List<Tick> latest(List<Tick> ticks) {
		Map<Integer, Tick> latest = new HashMap<>();
		for (Tick tick : ticks) {
			latest.merge(tick.seriesId(), tick,
					(kept, next) -> next.quote().isNewerThan(kept.quote()) ? next : kept);
		}
		return latest.values().stream().sorted(Comparator.comparingInt(Tick::seriesId)).toList();
	}

	/** The bar of each series that closes latest, in the order of series. */
	static List<Bar> closing(List<Bar> bars) {
		Map<Integer, Bar> closing = new HashMap<>();
		for (Bar bar : bars) {
			closing.merge(bar.seriesId(), bar, (kept, next) -> next.closeTime().isAfter(kept.closeTime()) ? next : kept);
		}
		return closing.values().stream().sorted(Comparator.comparingInt(Bar::seriesId)).toList();
	}

	private record BarKey(int seriesId, long startSecond) {
	}
}
