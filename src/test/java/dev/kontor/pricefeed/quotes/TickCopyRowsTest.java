package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.postgresql.util.ByteConverter;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;

/** The binary COPY encoding of ticks, read back field by field without a database. */
class TickCopyRowsTest {

	@Test
	void headerIsTheSignatureWithNoFlagsAndNoExtension() {
		byte[] signature = "PGCOPY\n\377\r\n\0".getBytes(StandardCharsets.ISO_8859_1);
		ByteBuffer header = ByteBuffer.wrap(BinaryCopyRows.HEADER);

		assertThat(Arrays.copyOf(BinaryCopyRows.HEADER, 11)).isEqualTo(signature);
		assertThat(header.getInt(11)).isZero();
		assertThat(header.getInt(15)).isZero();
		assertThat(BinaryCopyRows.HEADER).hasSize(19);
	}

	@Test
	void trailerIsAFieldCountOfMinusOne() {
		assertThat(ByteBuffer.wrap(BinaryCopyRows.TRAILER).getShort()).isEqualTo((short) -1);
		assertThat(BinaryCopyRows.TRAILER).hasSize(2);
	}

	@Test
	void countsMicrosecondsFromTheYear2000() {
		assertThat(BinaryCopyRows.micros(Instant.parse("2000-01-01T00:00:00Z"))).isZero();
		assertThat(BinaryCopyRows.micros(Instant.parse("2000-01-01T00:00:00.000001Z"))).isEqualTo(1);
		assertThat(BinaryCopyRows.micros(Instant.parse("2026-11-24T10:15:30.123456Z")))
			.isEqualTo(848_830_530_123_456L);
	}

	@Test
	void countsBackwardsBeforeTheYear2000() {
		assertThat(BinaryCopyRows.micros(Instant.parse("1999-12-31T23:59:59.999999Z"))).isEqualTo(-1);
		assertThat(BinaryCopyRows.micros(Instant.EPOCH)).isEqualTo(-946_684_800_000_000L);
		assertThat(BinaryCopyRows.micros(Instant.parse("1969-07-20T20:17:40.5Z"))).isEqualTo(-960_867_739_500_000L);
	}

	@Test
	void roundsSubMicrosecondsDown() {
		assertThat(BinaryCopyRows.micros(Instant.parse("2000-01-01T00:00:00.000001999Z"))).isEqualTo(1);
		assertThat(BinaryCopyRows.micros(Instant.parse("1999-12-31T23:59:59.999999999Z"))).isEqualTo(-1);
	}

	@Test
	void writesSevenFieldsPerRowAndMinusOneForAbsentVolumes() {
		Tick first = tick(42, "2026-11-24T10:15:30.123456Z", "Open", "101.25", "101.5", null, null);
		Tick second = tick(7, "1999-12-31T23:59:59.999999Z", "Geöffnet", "0.000001", "0", "1500", "0.0001");

		ByteBuffer rows = ByteBuffer.wrap(QuoteCopyRows.ticks(List.of(first, second)));

		assertThat(rows.getShort()).isEqualTo((short) 7);
		assertThat(rows.getInt()).isEqualTo(4);
		assertThat(rows.getInt()).isEqualTo(42);
		assertThat(rows.getInt()).isEqualTo(8);
		assertThat(rows.getLong()).isEqualTo(848_830_530_123_456L);
		assertThat(text(rows)).isEqualTo("Open");
		assertThat(numeric(rows)).isEqualTo(new BigDecimal("101.25"));
		assertThat(numeric(rows)).isEqualTo(new BigDecimal("101.5"));
		assertThat(rows.getInt()).isEqualTo(-1);
		assertThat(rows.getInt()).isEqualTo(-1);

		assertThat(rows.getShort()).isEqualTo((short) 7);
		assertThat(rows.getInt()).isEqualTo(4);
		assertThat(rows.getInt()).isEqualTo(7);
		assertThat(rows.getInt()).isEqualTo(8);
		assertThat(rows.getLong()).isEqualTo(-1);
		assertThat(rows.getInt()).as("UTF-8 length of the status").isEqualTo(9);
		rows.position(rows.position() - 4);
		assertThat(text(rows)).isEqualTo("Geöffnet");
		assertThat(numeric(rows)).isEqualTo(new BigDecimal("0.000001"));
		assertThat(numeric(rows)).isEqualByComparingTo(BigDecimal.ZERO);
		assertThat(numeric(rows)).isEqualByComparingTo(new BigDecimal("1500"));
		assertThat(numeric(rows)).isEqualTo(new BigDecimal("0.0001"));
		assertThat(rows.hasRemaining()).isFalse();
	}

	@Test
	void growsPastItsEstimateForLongValues() {
		Tick wide = tick(1, "2026-11-24T10:15:30Z", "Abcdefghijklmnopqrst", "9999999999999.999999",
				"9999999999999.999999", "999999999999999.9999", "999999999999999.9999");

		byte[] rows = QuoteCopyRows.ticks(List.of(wide, wide, wide));

		ByteBuffer last = ByteBuffer.wrap(rows, rows.length / 3 * 2, rows.length / 3);
		assertThat(last.getShort()).isEqualTo((short) 7);
		last.position(last.position() + 20);
		assertThat(text(last)).isEqualTo("Abcdefghijklmnopqrst");
		assertThat(numeric(last)).isEqualTo(new BigDecimal("9999999999999.999999"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "0", "0.000000", "0.000001", "1", "10000", "1500.00", "123.456", "99999999.9999",
			"999999999999999", "99999999999999.9", "0.000000000000000000000000000001", "1E+3", "-42.5",
			"9999999999999.999999", "1234567890123456789012.5" })
	void writesNumericsAsTheDriverReadsThem(String value) {
		BigDecimal decimal = new BigDecimal(value);

		assertThat(numeric(priced(decimal))).isEqualTo(driverRoundTrip(decimal));
	}

	@Test
	void writesRandomNumericsAsTheDriverReadsThem() {
		Random random = new Random(5);
		for (int i = 0; i < 20_000; i++) {
			BigInteger unscaled = new BigInteger(1 + random.nextInt(70), random);
			BigDecimal decimal = new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(),
					random.nextInt(24) - 3);

			assertThat(numeric(priced(decimal))).as("%s", decimal).isEqualTo(driverRoundTrip(decimal));
		}
	}

	@Test
	void writesNothingForNoTicks() {
		assertThat(QuoteCopyRows.ticks(List.of())).isEmpty();
	}

	/** The bid of a row alone, positioned at its length. */
	private static ByteBuffer priced(BigDecimal bid) {
		Tick tick = tick(1, "2026-11-24T10:15:30Z", "Open", bid.toString(), "1", null, null);
		ByteBuffer row = ByteBuffer.wrap(QuoteCopyRows.ticks(List.of(tick)));
		row.position(22);
		text(row);
		return row;
	}

	private static BigDecimal driverRoundTrip(BigDecimal value) {
		byte[] encoded = ByteConverter.numeric(value);
		return (BigDecimal) ByteConverter.numeric(encoded, 0, encoded.length);
	}

	private static String text(ByteBuffer rows) {
		byte[] bytes = new byte[rows.getInt()];
		rows.get(bytes);
		return new String(bytes, StandardCharsets.UTF_8);
	}

	private static BigDecimal numeric(ByteBuffer rows) {
		int length = rows.getInt();
		BigDecimal value = (BigDecimal) ByteConverter.numeric(rows.array(), rows.position(), length);
		rows.position(rows.position() + length);
		return value;
	}

	static Tick tick(int seriesId, String dateTime, String status, String bid, String ask, @Nullable String bidVolume,
			@Nullable String askVolume) {
		QuoteSeries series = new QuoteSeries(seriesId, TradeProvider.ProviderA, "XS0000000009", SecurityType.Stocks);
		return new Tick(series, new Quote(series.isinCode(), series.provider(), Instant.parse(dateTime), status,
				new BigDecimal(bid), new BigDecimal(ask), decimal(bidVolume), decimal(askVolume)));
	}

	private static @Nullable BigDecimal decimal(@Nullable String value) {
		return value == null ? null : new BigDecimal(value);
	}
}
