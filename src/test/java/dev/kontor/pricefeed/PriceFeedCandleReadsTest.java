package dev.kontor.pricefeed;

import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;

import dev.kontor.pricefeed.candles.BruteForceCandles;
import dev.kontor.pricefeed.candles.Candles;
import dev.kontor.pricefeed.candles.Resolution;
import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.pricefeed.candles.TickScenario;
import dev.kontor.pricefeed.candles.TickScenarios;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.BarFolding;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The candles read through the real SQL (H2, or PostgreSQL with {@code KONTOR_TEST_DB=postgres}) over random ticks
 * and their stored bars equal the brute force over the ticks, for every resolution and ranges that begin and end
 * anywhere.
 */
class PriceFeedCandleReadsTest extends PriceFeedQuotesHttpTest {

	@Autowired
	Candles candles;

	@Autowired
	JdbcTemplate jdbc;

	@Autowired
	BarFolding folding;

	static LongStream seeds() {
		return TickScenarios.seeds(30);
	}

	static LongStream ingestedSeeds() {
		return TickScenarios.seeds(8).map(seed -> seed + 1_000);
	}

	@ParameterizedTest(name = "seed {0}")
	@MethodSource("seeds")
	void candlesFromTheDatabaseEqualTheBruteForceOverTheTicks(long seed) {
		TickScenario scenario = TickScenarios.of(seed);
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		StoredQuotes quotes = new StoredQuotes(jdbc);
		quotes.store(quotes.newSeries(TradeProvider.ProviderA, isin), scenario.ticks());
		assertCandlesEqualTheBruteForce(scenario, isin, seed);
	}

	/**
	 * The same through the ingestion, whose minute bar parts are folded into the bars later: the reads must not see
	 * the seams, with the quotes of one batch folded and the other's still parts, and with all folded.
	 */
	@ParameterizedTest(name = "seed {0}")
	@MethodSource("ingestedSeeds")
	void candlesOfIngestedQuotesEqualTheBruteForceBeforeAndAfterFolding(long seed) {
		TickScenario scenario = TickScenarios.of(seed);
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		int half = scenario.ticks().size() / 2;
		ingestTicks(isin, scenario.ticks().subList(half, scenario.ticks().size()));
		folding.foldAll();
		ingestTicks(isin, scenario.ticks().subList(0, half));
		assertCandlesEqualTheBruteForce(scenario, isin, seed);
		folding.foldAll();
		assertCandlesEqualTheBruteForce(scenario, isin, seed);
	}

	private void assertCandlesEqualTheBruteForce(TickScenario scenario, String isin, long seed) {
		for (Resolution resolution : Resolution.values()) {
			Instant end = scenario.endFor(resolution);
			List<Bar> read = candles.custom(TradeProvider.ProviderA, isin, resolution, scenario.begin(), end).candles();
			assertThat(BruteForceCandles.plain(read)).as("%s, seed %d", resolution, seed)
				.isEqualTo(BruteForceCandles
					.plain(BruteForceCandles.candles(scenario.ticks(), resolution, scenario.begin(), end)));
		}
	}

	private void ingestTicks(String isin, List<TestTick> ticks) {
		ingest(ticks.stream().map(tick -> quote("ProviderA", isin, tick)).toList());
	}
}
