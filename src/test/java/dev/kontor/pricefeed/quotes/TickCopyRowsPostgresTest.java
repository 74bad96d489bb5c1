package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Decimals;
import dev.kontor.testing.TestDatabaseProfiles;

import static dev.kontor.pricefeed.quotes.TickCopyRowsTest.tick;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** PostgreSQL reads the binary COPY rows back as the ticks they were made of, edge values included. */
class TickCopyRowsPostgresTest {

	private static final String TABLE = "CREATE TEMP TABLE copied_ticks (series_id INTEGER NOT NULL, "
			+ "date_time TIMESTAMP WITH TIME ZONE NOT NULL, status VARCHAR(20) NOT NULL, bid NUMERIC(19, 6) NOT NULL, "
			+ "ask NUMERIC(19, 6) NOT NULL, bid_volume NUMERIC(19, 4), ask_volume NUMERIC(19, 4))";

	private static final String COPY = "COPY copied_ticks "
			+ "(series_id, date_time, status, bid, ask, bid_volume, ask_volume) FROM STDIN (FORMAT binary)";

	private static final String READ = "SELECT series_id, date_time, status, bid, ask, bid_volume, ask_volume "
			+ "FROM copied_ticks ORDER BY series_id";

	private @Nullable Connection connection;

	@BeforeEach
	void connect() throws SQLException {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "binary COPY is PostgreSQL's");
		connection = DriverManager.getConnection(
				env("KONTOR_TEST_POSTGRES_URL",
						"jdbc:postgresql://127.0.0.1:5432/test?currentSchema=" + env("KONTOR_TEST_SCHEMA", "kontor_test")),
				env("KONTOR_TEST_POSTGRES_USER", "postgres"), env("KONTOR_TEST_POSTGRES_PASSWORD", ""));
		try (Statement statement = connection.createStatement()) {
			statement.execute(TABLE);
		}
	}

	@AfterEach
	void close() throws SQLException {
		if (connection != null) {
			connection.close();
		}
	}

	@Test
	void readsBackEdgeValuesAsSent() throws SQLException {
		List<Tick> ticks = List.of(
				tick(1, "2026-11-24T10:15:30.123456Z", "Open", "9999999999999.999999", "9999999999999.999999",
						"999999999999999.9999", "999999999999999.9999"),
				tick(2, "2000-01-01T00:00:00Z", "Closed", "0", "0.000001", null, null),
				tick(3, "1999-12-31T23:59:59.999999Z", "Abcdefghijklmnopqrst", "100.100000", "1.5", "0.0001", null),
				tick(4, "1969-07-20T20:17:40.000001Z", "Halted", "1200", "0.000100", null, "0"),
				tick(5, "9999-12-31T23:59:59.999999Z", "Open", "1", "10000000000", "123456789012345", "1.2340"),
				tick(6, "+123456-06-15T12:00:00.5Z", "Open", "42.42", "42.43", "10", "20"));

		copy(QuoteCopyRows.ticks(ticks.subList(0, 4)), QuoteCopyRows.ticks(ticks.subList(4, ticks.size())));

		assertThat(stored()).isEqualTo(ticks.stream().map(StoredTick::of).toList());
	}

	@Test
	void readsBackRandomPricesAndVolumesAsSent() throws SQLException {
		Random random = new Random(3);
		Instant start = Instant.parse("1972-01-01T00:00:00Z");
		List<Tick> ticks = new ArrayList<>();
		for (int id = 1; id <= 5_000; id++) {
			QuoteSeries series = new QuoteSeries(id, TradeProvider.ProviderA, "XS0000000009", SecurityType.Stocks);
			Instant at = start.plus(random.nextLong(1L << 51), ChronoUnit.MICROS);
			ticks.add(new Tick(series, new Quote(series.isinCode(), series.provider(), at, "Open",
					decimal(random, 13, 6), decimal(random, 13, 6), random.nextBoolean() ? null : decimal(random, 15, 4),
					random.nextBoolean() ? null : decimal(random, 15, 4))));
		}

		copy(QuoteCopyRows.ticks(ticks));

		assertThat(stored()).isEqualTo(ticks.stream().map(StoredTick::of).toList());
	}

	@Test
	void acceptsAnEmptyCopy() throws SQLException {
		copy(QuoteCopyRows.ticks(List.of()));

		assertThat(stored()).isEmpty();
	}

	/** Several lists of rows under one header, as the quote writes send them. */
	private void copy(byte[]... rows) throws SQLException {
		CopyIn copy = connection().unwrap(PGConnection.class).getCopyAPI().copyIn(COPY);
		copy.writeToCopy(BinaryCopyRows.HEADER, 0, BinaryCopyRows.HEADER.length);
		for (byte[] part : rows) {
			copy.writeToCopy(part, 0, part.length);
		}
		copy.writeToCopy(BinaryCopyRows.TRAILER, 0, BinaryCopyRows.TRAILER.length);
		copy.endCopy();
	}

	private List<StoredTick> stored() throws SQLException {
		List<StoredTick> stored = new ArrayList<>();
		try (PreparedStatement statement = connection().prepareStatement(READ);
				ResultSet rs = statement.executeQuery()) {
			while (rs.next()) {
				stored.add(new StoredTick(rs.getInt(1), rs.getObject(2, OffsetDateTime.class).toInstant().toString(),
						rs.getString(3), rs.getBigDecimal(4), rs.getBigDecimal(5), rs.getBigDecimal(6),
						rs.getBigDecimal(7)));
			}
		}
		return stored;
	}

	private Connection connection() {
		return Objects.requireNonNull(connection);
	}

	/** Up to the given digits before and after the point, as {@link QuoteRules} lets through. */
	private static BigDecimal decimal(Random random, int integerDigits, int fractionDigits) {
		int scale = random.nextInt(fractionDigits + 1);
		long bound = (long) Math.pow(10, 1 + random.nextInt(integerDigits + scale));
		return Decimals.plain(BigDecimal.valueOf(random.nextLong(bound), scale));
	}

	private static String env(String name, String fallback) {
		String value = System.getenv(name);
		return value == null ? fallback : value;
	}

	/** A row as the table gives it back: numerics at the column's scale. */
	record StoredTick(int seriesId, String dateTime, String status, BigDecimal bid, BigDecimal ask,
			@Nullable BigDecimal bidVolume, @Nullable BigDecimal askVolume) {

		static StoredTick of(Tick tick) {
			Quote quote = tick.quote();
			return new StoredTick(tick.seriesId(), quote.dateTime().toString(), quote.status(), quote.bid().setScale(6),
					quote.ask().setScale(6), volume(quote.bidVolume()), volume(quote.askVolume()));
		}

		private static @Nullable BigDecimal volume(@Nullable BigDecimal value) {
			return value == null ? null : value.setScale(4);
		}
	}
}
