package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;

/** The one pass over sorted ticks gives what the general, hashing computations give over the ticks as sent. */
class PreparedTicksTest {

	@ParameterizedTest(name = "seed {0}")
	@ValueSource(longs = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 })
	void equalsTheDistinctTicksTheirMinuteBarsAndLatestTicks(long seed) {
		Random random = new Random(seed);
		List<Tick> sent = new ArrayList<>();
		int seriesCount = 1 + random.nextInt(6);
		Instant base = Instant.parse("2026-11-20T23:58:00Z");
		for (int i = 0; i < random.nextInt(500); i++) {
			int id = 1 + random.nextInt(seriesCount);
			QuoteSeries series = new QuoteSeries(id, TradeProvider.ProviderA, "XS000000000" + id, SecurityType.Stocks);
			Instant at = base.plusSeconds(random.nextInt(400));
			BigDecimal bid = BigDecimal.valueOf(1 + random.nextInt(1_000), 2);
			BigDecimal ask = bid.add(BigDecimal.valueOf(random.nextInt(50), 2));
			sent.add(new Tick(series, new Quote(series.isinCode(), series.provider(), at, "Open", bid, ask, null, null)));
		}

		PreparedTicks prepared = PreparedTicks.of(sent);

		List<Tick> distinct = HashedContents.distinct(sent);
		assertThat(prepared.ticks()).containsExactlyElementsOf(distinct.stream()
			.sorted(Comparator.comparingInt(Tick::seriesId).thenComparing(tick -> tick.quote().dateTime()))
			.toList());
		assertThat(prepared.minuteBars()).isEqualTo(HashedContents.bars(distinct, BarSpan.MINUTE));
		assertThat(prepared.latest()).isEqualTo(HashedContents.latest(distinct));
	}
}
