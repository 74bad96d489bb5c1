package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

class GroupContentsTest {

	@Test
	void barsRolledUpFromShorterSpansEqualBarsOverTheTicks() {
		Random random = new Random(11);
		for (int scenario = 0; scenario < 50; scenario++) {
			List<Tick> distinct = HashedContents.distinct(randomTicks(random));
			List<Bar> minutes = HashedContents.bars(distinct, BarSpan.MINUTE);
			List<Bar> hours = GroupContents.rolledUp(minutes, BarSpan.HOUR);
			assertThat(hours).isEqualTo(HashedContents.bars(distinct, BarSpan.HOUR));
			assertThat(GroupContents.rolledUp(hours, BarSpan.DAY)).isEqualTo(HashedContents.bars(distinct, BarSpan.DAY));
		}
	}

	/** What folding does: the minute bar parts of groups stored one after another, merged, and the closing ones. */
	@Test
	void partsOfGroupsFoldIntoTheBarsOverAllTheirTicksAndCloseWithTheLatestTick() {
		Random random = new Random(12);
		for (int scenario = 0; scenario < 50; scenario++) {
			List<Tick> ticks = HashedContents.distinct(randomTicks(random));
			List<Bar> parts = new ArrayList<>();
			for (int from = 0; from < ticks.size();) {
				int to = Math.min(ticks.size(), from + 1 + random.nextInt(60));
				parts.addAll(HashedContents.bars(ticks.subList(from, to), BarSpan.MINUTE));
				from = to;
			}
			List<Bar> minutes = GroupContents.rolledUp(parts, BarSpan.MINUTE);
			assertThat(minutes).isEqualTo(HashedContents.bars(ticks, BarSpan.MINUTE));
			assertThat(GroupContents.closing(minutes)).extracting(Bar::seriesId, Bar::closeTime)
				.isEqualTo(HashedContents.latest(ticks)
					.stream()
					.map(tick -> tuple(tick.seriesId(), tick.quote().dateTime()))
					.toList());
		}
	}

	private static List<Tick> randomTicks(Random random) {
		List<Tick> ticks = new ArrayList<>();
		int seriesCount = 1 + random.nextInt(4);
		Instant base = Instant.parse("2026-11-20T22:30:00Z");
		for (int i = 0; i < 1 + random.nextInt(400); i++) {
			int id = 1 + random.nextInt(seriesCount);
			QuoteSeries series = new QuoteSeries(id, TradeProvider.ProviderA, "XS000000000" + id, SecurityType.Stocks);
			Instant at = base.plusMillis(random.nextLong(3L * 86_400_000L));
			BigDecimal bid = BigDecimal.valueOf(1 + random.nextInt(100_000), 3);
			BigDecimal ask = bid.add(BigDecimal.valueOf(random.nextInt(50), 3));
			ticks.add(new Tick(series, new Quote(series.isinCode(), series.provider(), at, "Open", bid, ask, null, null)));
		}
		return ticks;
	}
}
