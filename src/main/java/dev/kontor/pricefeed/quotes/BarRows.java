package dev.kontor.pricefeed.quotes;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Objects;

import dev.kontor.shared.jdbc.Timestamps;

/** Reads bars and bar parts from rows whose first columns are those of {@link #COLUMNS}, in that order. */
public final class BarRows {

	public static final String COLUMNS = "series_id, start_time, open_time, open_price, high_price, low_price, "
			+ "close_time, close_price, quote_count";

	private BarRows() {
	}

	public static Bar bar(ResultSet rs) throws SQLException {
		return new Bar(rs.getInt(1), instant(rs, 2), new QuotedPrice(instant(rs, 3), rs.getBigDecimal(4)),
				rs.getBigDecimal(5), rs.getBigDecimal(6), new QuotedPrice(instant(rs, 7), rs.getBigDecimal(8)),
				rs.getLong(9));
	}

	private static Instant instant(ResultSet rs, int column) throws SQLException {
		return Objects.requireNonNull(Timestamps.instant(rs, column));
	}
}
