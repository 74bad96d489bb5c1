package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.memory.PackedDecimal;
import dev.kontor.shared.memory.SlotTable;

/**
 * A held quote as the numbers of a {@link SlotTable}: its stamp first (the delta snapshots scan for it), the time,
 * the status as its place among the statuses met (providers use a handful), and the four decimals as unscaled value
 * and scale (the time is written also for a quote held whole). The ISIN is the slot's key and the series, which stays, is held as an object. A quote with a decimal of
 * more than 18 digits, or with a status beyond the first {@value #MAX_STATUSES} met, is held whole instead.
 */
final class HeldQuotePacking implements SlotTable.Packing<String, HeldQuote> {

	static final int MAX_STATUSES = 64;

	private static final int STAMP = 0;

	private static final int SECOND = 1;

	private static final int NANO = 2;

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
		longs[SECOND] = quote.dateTime().getEpochSecond();
		longs[NANO] = quote.dateTime().getNano();
		int status = statusPlace(quote.status());
		if (status < 0 || !PackedDecimal.fits(quote.bid()) || !PackedDecimal.fits(quote.ask())
				|| !PackedDecimal.fits(quote.bidVolume()) || !PackedDecimal.fits(quote.askVolume())) {
			longs[STATUS] = HELD_WHOLE;
			objects[WHOLE] = quote;
			return;
		}
		longs[STATUS] = status;
		putDecimal(longs, BID, quote.bid());
		putDecimal(longs, ASK, quote.ask());
		putDecimal(longs, BID_VOLUME, quote.bidVolume());
		putDecimal(longs, ASK_VOLUME, quote.askVolume());
	}

	@Override
	public HeldQuote unpack(String isinCode, long[] longs, @Nullable Object[] objects) {
		QuoteSeries series = (QuoteSeries) objects[SERIES];
		if (longs[STATUS] == HELD_WHOLE) {
			return new HeldQuote(series, (Quote) objects[WHOLE], longs[STAMP]);
		}
		Quote quote = new Quote(isinCode, series.provider(), Instant.ofEpochSecond(longs[SECOND], longs[NANO]),
				statuses.get((int) longs[STATUS]), decimal(longs, BID), decimal(longs, ASK),
				PackedDecimal.of(longs[BID_VOLUME], longs[BID_VOLUME + 1]),
				PackedDecimal.of(longs[ASK_VOLUME], longs[ASK_VOLUME + 1]));
		return new HeldQuote(series, quote, longs[STAMP]);
	}

	/** Whether a quote of this time is newer than the one these numbers hold, without unpacking that one. */
	static boolean isNewerThan(Instant time, long[] longs) {
		return time.getEpochSecond() > longs[SECOND]
				|| time.getEpochSecond() == longs[SECOND] && time.getNano() > longs[NANO];
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

	private static void putDecimal(long[] longs, int at, @Nullable BigDecimal value) {
		longs[at] = PackedDecimal.unscaled(value);
		longs[at + 1] = PackedDecimal.scale(value);
	}

	private static BigDecimal decimal(long[] longs, int at) {
		BigDecimal value = PackedDecimal.of(longs[at], longs[at + 1]);
		if (value == null) {
			throw new IllegalStateException("a quote's bid and ask are never null");
		}
		return value;
	}
}
