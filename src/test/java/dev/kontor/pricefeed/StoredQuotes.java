package dev.kontor.pricefeed;

import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;

import dev.kontor.pricefeed.candles.BruteForceCandles;
import dev.kontor.pricefeed.candles.TestTick;
import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.BarSpan;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * Writes ticks straight into the quote tables with the minute, hour and day bars the ingestion keeps for them, for
 * tests of the reads that need many quotes at chosen times.
 */
final class StoredQuotes {

	private final JdbcTemplate jdbc;

	StoredQuotes(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	/** The series of an existing instrument, created. */
	int newSeries(TradeProvider provider, String isinCode) {
		jdbc.update("INSERT INTO pricefeed_quote_series (provider, isin_code) VALUES (?, ?)", provider.name(),
				isinCode);
		return jdbc.queryForObject("SELECT series_id FROM pricefeed_quote_series WHERE provider = ? AND isin_code = ?",
				Integer.class, provider.name(), isinCode);
	}

	/** Stores the ticks of a series (none stored before) and their bars of every span. */
	void store(int seriesId, List<TestTick> ticks) {
		jdbc.batchUpdate("INSERT INTO pricefeed_ticks (series_id, date_time, status, bid, ask) VALUES (?, ?, ?, ?, ?)",
				ticks.stream()
					.map(tick -> new Object[] { seriesId, Timestamps.of(tick.dateTime()), "Active", tick.bid(),
							tick.ask() })
					.toList());
		for (BarSpan span : BarSpan.values()) {
			jdbc.batchUpdate("INSERT INTO pricefeed_bars (series_id, span_seconds, start_time, open_time, open_price, "
					+ "high_price, low_price, close_time, close_price, quote_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
					BruteForceCandles.bars(ticks, span).stream().map(bar -> row(seriesId, span, bar)).toList());
		}
	}

	private static Object[] row(int seriesId, BarSpan span, Bar bar) {
		return new Object[] { seriesId, span.seconds(), Timestamps.of(bar.start()), Timestamps.of(bar.openTime()),
				bar.open(), bar.high(), bar.low(), Timestamps.of(bar.closeTime()), bar.close(), bar.quoteCount() };
	}
}
