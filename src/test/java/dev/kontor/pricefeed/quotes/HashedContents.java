package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The contents of a group of ticks computed the plain way, with hash maps over the ticks in any order: what
 * {@link PreparedTicks}' one pass over sorted ticks and {@link GroupContents}' roll-ups are checked against.
 */
final class HashedContents {

	private static final Comparator<Bar> BAR_ORDER = Comparator.comparingInt(Bar::seriesId).thenComparing(Bar::start);

	private HashedContents() {
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

	/** The bars of the span over the ticks, in the order of series and start. */
	static List<Bar> bars(List<Tick> ticks, BarSpan span) {
		Map<BarKey, Bar> bars = new HashMap<>();
		for (Tick tick : ticks) {
			Quote quote = tick.quote();
			Bar bar = Bar.of(tick.seriesId(), span.startOf(quote.dateTime()), quote.dateTime(), quote.mid());
			bars.merge(new BarKey(tick.seriesId(), bar.start()), bar, Bar::merge);
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

	private record BarKey(int seriesId, Instant start) {
	}
}
