package dev.kontor.pricefeed.quotes;

import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What folding makes of bar parts: the bars of longer spans, and each series' latest closing bar. */
final class GroupContents {

	private static final Comparator<Bar> BAR_ORDER = Comparator.comparingInt(Bar::seriesId).thenComparing(Bar::start);

	private GroupContents() {
	}

	/**
	 * The bars of a longer span made of the {@code shorter} bars of the same ticks (as they would be made over the
	 * ticks, a pass over far fewer items), in the order of series and start, the order every fold locks rows in: a
	 * longer span's bar covers whole bars of every shorter span, and bars merge exactly in any order.
	 */
	static List<Bar> rolledUp(List<Bar> shorter, BarSpan span) {
		Map<BarKey, Bar> bars = new HashMap<>();
		for (Bar bar : shorter) {
			Instant start = span.startOf(bar.start());
			bars.merge(new BarKey(bar.seriesId(), start.getEpochSecond()), bar.inBucket(start), Bar::merge);
		}
		return bars.values().stream().sorted(BAR_ORDER).toList();
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
