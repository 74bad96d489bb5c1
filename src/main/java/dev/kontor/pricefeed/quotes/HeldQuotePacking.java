package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.memory.PackedDecimal;
import dev.kontor.shared.memory.PackedInstant;
import dev.kontor.shared.memory.SlotTable;

/**
 * A held quote as the numbers of a {@link SlotTable}: its stamp first (the delta snapshots scan for it), the time,
 * the status as its place among the statuses met (providers use a handful), and the four decimals as unscaled value
 * and scale. The ISIN is the slot's key and the series, which stays, is held as an object. A quote with a decimal of
 * more than 18 digits, or with a status beyond the first {@value #MAX_STATUSES} met, is held whole instead (its time
 * is written as well, for {@link #isNewerThan}).
 */
final class HeldQuotePacking implements SlotTable.Packing<String, HeldQuote> {

	static final int MAX_STATUSES = 64;

	private static final int STAMP = 0;

	private static final int TIME = 1;

	private static final int STATUS = 3;

	private static final int BID = 4;

	private static final int ASK = 6;

	private static final int BID_VOLUME = 8;

	private static final int ASK_VOLUME = 10;

	static final int LONGS = 12;

	private static final int SERIES = 0;

	private static final int WHOLE = 1;

	private static final long HELD_WHOLE = -1;

	private final ConcurrentHashMap<String, Integer> statusPlaces = new ConcurrentHashMap<>();

	private final CopyOnWriteArrayList<String> statuses = new CopyOnWriteArrayList<>();

	@Override
	public int longs() {
		return LONGS;
	}

	@Override
	public int objects() {
		return 2;
	}

	@Override
	public void pack(HeldQuote held, long[] longs, @Nullable Object[] objects) {
		Quote quote = held.quote();
		longs[STAMP] = held.stamp();
		objects[SERIES] = held.series();
		PackedInstant.put(longs, TIME, quote.dateTime());
		int status = statusPlace(quote.status());
		if (status < 0 || !PackedDecimal.fits(quote.bid()) || !PackedDecimal.fits(quote.ask())
				|| !PackedDecimal.fits(quote.bidVolume()) || !PackedDecimal.fits(quote.askVolume())) {
			longs[STATUS] = HELD_WHOLE;
			objects[WHOLE] = quote;
			return;
		}
		longs[STATUS] = status;
		PackedDecimal.put(longs, BID, quote.bid());
		PackedDecimal.put(longs, ASK, quote.ask());
		PackedDecimal.put(longs, BID_VOLUME, quote.bidVolume());
		PackedDecimal.put(longs, ASK_VOLUME, quote.askVolume());
	}

	@Override
	public HeldQuote unpack(String isinCode, long[] longs, @Nullable Object[] objects) {
		QuoteSeries series = (QuoteSeries) objects[SERIES];
		if (longs[STATUS] == HELD_WHOLE) {
			return new HeldQuote(series, (Quote) objects[WHOLE], longs[STAMP]);
		}
		Quote quote = new Quote(isinCode, series.provider(), PackedInstant.get(longs, TIME),
				statuses.get((int) longs[STATUS]), price(longs, BID), price(longs, ASK),
				PackedDecimal.get(longs, BID_VOLUME), PackedDecimal.get(longs, ASK_VOLUME));
		return new HeldQuote(series, quote, longs[STAMP]);
	}

	/** Whether a quote of this time is newer than the one these numbers hold, without unpacking that one. */
	static boolean isNewerThan(Instant time, long[] longs) {
		return PackedInstant.isAfter(time, longs, TIME);
	}

	/** The status's place among those met, given a place if there is room; -1 when there is none. */
	private int statusPlace(String status) {
		Integer place = statusPlaces.get(status);
		if (place != null) {
			return place;
		}
		synchronized (statuses) {
			place = statusPlaces.get(status);
			if (place != null) {
				return place;
			}
			if (statuses.size() >= MAX_STATUSES) {
				return -1;
			}
			statuses.add(status);
			statusPlaces.put(status, statuses.size() - 1);
			return statuses.size() - 1;
		}
	}

	private static BigDecimal price(long[] longs, int at) {
		BigDecimal value = PackedDecimal.get(longs, at);
		if (value == null) {
			throw new IllegalStateException("a quote's bid and ask are never null");
		}
		return value;
	}
}
