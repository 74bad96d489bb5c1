package dev.kontor.pricefeed;

import java.time.Instant;
import java.util.stream.LongStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.pricefeed.candles.BruteForceCandles;
import dev.kontor.pricefeed.candles.Candles;
import dev.kontor.pricefeed.candles.Resolution;
import dev.kontor.pricefeed.candles.SqlCandleAggregation;
import dev.kontor.pricefeed.candles.TickScenario;
import dev.kontor.pricefeed.candles.TickScenarios;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The aggregation done purely in SQL on PostgreSQL, which the benchmark compares the candle query with, gives the
 * same candles as {@link Candles#custom} for every resolution of a fixed length.
 */
class PriceFeedSqlCandleAggregationTest extends PriceFeedHttpTest {

	@Autowired
	Candles candles;

	@Autowired
	JdbcTemplate jdbcTemplate;

	@Autowired
	JdbcClient jdbcClient;

	static LongStream seeds() {
		return TickScenarios.seeds(10);
	}

	@BeforeEach
	void onPostgres() {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "the SQL aggregation is written for PostgreSQL");
	}

	@ParameterizedTest(name = "seed {0}")
	@MethodSource("seeds")
	void givesTheSameCandlesAsTheCandleQuery(long seed) {
		TickScenario scenario = TickScenarios.of(seed);
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		StoredQuotes quotes = new StoredQuotes(jdbcTemplate);
		quotes.store(quotes.newSeries(TradeProvider.ProviderA, isin), scenario.ticks());
		SqlCandleAggregation aggregation = new SqlCandleAggregation(jdbcClient);
		for (Resolution resolution : Resolution.values()) {
			if (resolution == Resolution.allTime) {
				continue;
			}
			Instant end = scenario.endFor(resolution);
			assertThat(BruteForceCandles.plain(
					aggregation.candles(TradeProvider.ProviderA, isin, resolution, scenario.begin(), end)))
				.as("%s, seed %d", resolution, seed)
				.isEqualTo(BruteForceCandles.plain(candles
					.custom(TradeProvider.ProviderA, isin, resolution, scenario.begin(), end)
					.candles()));
		}
	}
}
