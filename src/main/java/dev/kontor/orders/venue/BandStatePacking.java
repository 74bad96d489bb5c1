package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.venue.PriceBands.BandState;
import dev.kontor.orders.venue.PriceBands.Halt;
import dev.kontor.shared.memory.PackedDecimal;
import dev.kontor.shared.memory.SlotTable;

/**
 * An instrument's band state as the numbers of a {@link SlotTable}: the band's reference price and bounds as unscaled
 * value and scale each, the time of the latest quote and whether it was admitted. A halt, rare, is held as an object,
 * and so is a band with a price of more than 18 digits.
 */
final class BandStatePacking implements SlotTable.Packing<OrderIndex.Instrument, BandState> {

	/** The object place of a halt: {@link SlotTable#forEachHolding} finds the halted instruments by it. */
	static final int HALT = 0;

	private static final int WHOLE_BAND = 1;

	private static final int REFERENCE = 1;

	private static final int LOWER = 3;

	private static final int UPPER = 5;

	private static final int SECOND = 7;

	private static final int NANO = 8;

	private static final int ADMITTED = 9;

	@Override
	public int longs() {
		return 10;
	}

	@Override
	public int objects() {
		return 2;
	}

	@Override
	public void pack(BandState state, long[] longs, @Nullable Object[] objects) {
		PriceBand band = state.band();
		if (band == null) {
			longs[REFERENCE + 1] = PackedDecimal.NONE;
		}
		else if (PackedDecimal.fits(band.reference()) && PackedDecimal.fits(band.lower())
				&& PackedDecimal.fits(band.upper())) {
			putDecimal(longs, REFERENCE, band.reference());
			putDecimal(longs, LOWER, band.lower());
			putDecimal(longs, UPPER, band.upper());
		}
		else {
			longs[REFERENCE + 1] = PackedDecimal.NONE;
			objects[WHOLE_BAND] = band;
		}
		longs[SECOND] = state.latestQuote().getEpochSecond();
		longs[NANO] = state.latestQuote().getNano();
		longs[ADMITTED] = state.admitted() ? 1 : 0;
		objects[HALT] = state.halt();
	}

	@Override
	public BandState unpack(OrderIndex.Instrument instrument, long[] longs, @Nullable Object[] objects) {
		PriceBand band = (PriceBand) objects[WHOLE_BAND];
		BigDecimal reference = decimal(longs, REFERENCE);
		if (band == null && reference != null) {
			band = new PriceBand(reference, decimal(longs, LOWER), decimal(longs, UPPER));
		}
		return new BandState(band, Instant.ofEpochSecond(longs[SECOND], longs[NANO]), longs[ADMITTED] == 1,
				(Halt) objects[HALT]);
	}

	private static void putDecimal(long[] longs, int at, BigDecimal value) {
		longs[at] = PackedDecimal.unscaled(value);
		longs[at + 1] = PackedDecimal.scale(value);
	}

	private static @Nullable BigDecimal decimal(long[] longs, int at) {
		return PackedDecimal.of(longs[at], longs[at + 1]);
	}
}
