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

class GroupContentsTest {

	@Test
	void barsRolledUpFromShorterSpansEqualBarsOverTheTicks() {
		Random random = new Random(11);
		for (int scenario = 0; scenario < 50; scenario++) {
			List<Tick> ticks = new ArrayList<>();
			int seriesCount = 1 + random.nextInt(4);
			Instant base = Instant.parse("2026-11-20T22:30:00Z");
			for (int i = 0; i < 1 + random.nextInt(400); i++) {
				int id = 1 + random.nextInt(seriesCount);
				QuoteSeries series = new QuoteSeries(id, TradeProvider.ProviderA, "XS000000000" + id, SecurityType.Stocks);
				Instant at = base.plusMillis(random.nextLong(3L * 86_400_000L));
				BigDecimal bid = BigDecimal.valueOf(1 + random.nextInt(100_000), 3);
				BigDecimal ask = bid.add(BigDecimal.valueOf(random.nextInt(50), 3));
				ticks.add(new Tick(series, new Quote(series.isinCode(), series.provider(), at, "Open", bid, ask, null,
						null)));
			}
			List<Tick> distinct = GroupContents.distinct(ticks);
			List<Bar> minutes = GroupContents.bars(distinct, BarSpan.MINUTE);
			List<Bar> hours = GroupContents.rolledUp(minutes, BarSpan.HOUR);
			assertThat(hours).isEqualTo(GroupContents.bars(distinct, BarSpan.HOUR));
			assertThat(GroupContents.rolledUp(hours, BarSpan.DAY)).isEqualTo(GroupContents.bars(distinct, BarSpan.DAY));
		}
	}
}
