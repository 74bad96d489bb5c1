package dev.kontor.pricefeed.quotes;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Objects;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;
import dev.kontor.shared.jdbc.Timestamps;

/** Reads a quote from the columns ticks and latest quotes share. */
final class QuoteRows {

	private QuoteRows() {
	}

	static Quote quote(ResultSet rs, TradeProvider provider, String isinCode) throws SQLException {
		return new Quote(isinCode, provider, Objects.requireNonNull(Timestamps.instant(rs, "date_time")),
				rs.getString("status"), Decimals.plain(rs.getBigDecimal("bid")), Decimals.plain(rs.getBigDecimal("ask")),
				Decimals.plainOrNull(rs.getBigDecimal("bid_volume")), Decimals.plainOrNull(rs.getBigDecimal("ask_volume")));
	}
}
