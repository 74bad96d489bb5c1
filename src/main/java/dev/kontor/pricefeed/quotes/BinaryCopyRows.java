package dev.kontor.pricefeed.quotes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

import org.jspecify.annotations.Nullable;
import org.postgresql.util.ByteConverter;

/**
 * Rows of PostgreSQL's binary COPY format, written as the server's own binary values into one growing byte array:
 * formatting ticks and bars as text and PostgreSQL parsing it back cost more than the insert itself at the rates
 * quotes arrive. A row is {@link #row(int) begun} with its field count, then each field written in column order.
 * Rows only: those of several arrays can follow one {@link #HEADER} and end with one {@link #TRAILER}.
 */
final class BinaryCopyRows {

	/** Signature, flags 0 (no OIDs) and a header extension of length 0. */
	static final byte[] HEADER = { 'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xff, '\r', '\n', 0, 0, 0, 0, 0, 0, 0,
			0, 0 };

	/** A field count of -1. */
	static final byte[] TRAILER = { (byte) 0xff, (byte) 0xff };

	private static final int NULL_LENGTH = -1;

	/** PostgreSQL counts timestamps from 2000-01-01T00:00:00Z. */
	private static final long POSTGRES_EPOCH_SECOND = 946_684_800L;

	/** Digits of a numeric that, with up to three zeros of padding, fit a long. */
	private static final int SHORT_PRECISION = 15;

	/** The largest display scale a numeric's header holds. */
	private static final int MAX_SCALE = 0x3FFF;

	private static final int DIGITS_PER_GROUP = 4;

	private static final long GROUP = 10_000;

	private static final long[] POWERS_OF_TEN = { 1, 10, 100, 1_000 };

	private static final short POSITIVE = 0x0000;

	private static final short NEGATIVE = 0x4000;

	private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

	private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

	private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

	private byte[] bytes;

	private int size;

	BinaryCopyRows(int capacity) {
		this.bytes = new byte[capacity];
	}

	/** The rows written, without header or trailer. */
	byte[] toBytes() {
		return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
	}

	/**
	 * Microseconds since PostgreSQL's epoch; negative before it. Sub-microsecond parts round down, as the quote's
	 * nanoseconds within its second are never negative.
	 */
	static long micros(Instant instant) {
		long seconds = instant.getEpochSecond() - POSTGRES_EPOCH_SECOND;
		return Math.addExact(Math.multiplyExact(seconds, 1_000_000L), instant.getNano() / 1_000);
	}

	/** Begins a row of {@code fields} fields. */
	BinaryCopyRows row(int fields) {
		ensure(2);
		SHORT.set(bytes, size, (short) fields);
		size += 2;
		return this;
	}

	BinaryCopyRows int4(int value) {
		INT.set(bytes, field(4), value);
		return this;
	}

	BinaryCopyRows int8(long value) {
		LONG.set(bytes, field(8), value);
		return this;
	}

	/** A {@code timestamp with time zone}. */
	BinaryCopyRows timestamp(Instant value) {
		return int8(micros(value));
	}

	/** Text such as a quote's status: ASCII letters in practice, copied without an intermediate array. */
	BinaryCopyRows text(String value) {
		int length = value.length();
		ensure(4 + 4 * length);
		int start = size + 4;
		for (int i = 0; i < length; i++) {
			char c = value.charAt(i);
			if (c >= 0x80) {
				byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
				System.arraycopy(utf8, 0, bytes, field(utf8.length), utf8.length);
				return this;
			}
			bytes[start + i] = (byte) c;
		}
		INT.set(bytes, size, length);
		size = start + length;
		return this;
	}

	/** A numeric, or NULL. */
	BinaryCopyRows numeric(@Nullable BigDecimal value) {
		if (value == null) {
			ensure(4);
			INT.set(bytes, size, NULL_LENGTH);
			size += 4;
		}
		else if (value.precision() <= SHORT_PRECISION && value.scale() >= 0 && value.scale() <= MAX_SCALE) {
			shortNumeric(value);
		}
		else {
			byte[] encoded = ByteConverter.numeric(value);
			System.arraycopy(encoded, 0, bytes, field(encoded.length), encoded.length);
		}
		return this;
	}

	/**
	 * A numeric of at most 15 digits, written without the driver's {@code BigInteger} arithmetic, which costs
	 * more than the rest of the row: the unscaled value, padded to whole groups of four fraction digits, still fits
	 * a long, and its base-10000 digits are the numeric's digits. Trailing zero groups are left out, as PostgreSQL
	 * does; the scale shown ({@code dscale}) is the value's own.
	 */
	private void shortNumeric(BigDecimal value) {
		int scale = value.scale();
		int padding = (DIGITS_PER_GROUP - scale % DIGITS_PER_GROUP) % DIGITS_PER_GROUP;
		long digits = Math.abs(value.scaleByPowerOfTen(scale).longValueExact()) * POWERS_OF_TEN[padding];
		int fractionGroups = (scale + padding) / DIGITS_PER_GROUP;
		int groups = 0;
		for (long rest = digits; rest != 0; rest /= GROUP) {
			groups++;
		}
		int weight = groups - 1 - fractionGroups;
		while (digits != 0 && digits % GROUP == 0) {
			digits /= GROUP;
			groups--;
		}
		int at = field(8 + 2 * groups);
		SHORT.set(bytes, at, (short) groups);
		SHORT.set(bytes, at + 2, (short) (groups == 0 ? 0 : weight));
		SHORT.set(bytes, at + 4, value.signum() < 0 ? NEGATIVE : POSITIVE);
		SHORT.set(bytes, at + 6, (short) scale);
		for (int i = groups - 1; i >= 0; i--) {
			SHORT.set(bytes, at + 8 + 2 * i, (short) (digits % GROUP));
			digits /= GROUP;
		}
	}

	/** Writes a field's length and reserves its {@code length} bytes; answers where they begin. */
	private int field(int length) {
		ensure(4 + length);
		INT.set(bytes, size, length);
		int start = size + 4;
		size = start + length;
		return start;
	}

	private void ensure(int more) {
		if (size + more > bytes.length) {
			bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
		}
	}
}
