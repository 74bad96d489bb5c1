package dev.kontor.orders.venue;

import java.math.BigDecimal;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.venue.PriceBands.BandState;
import dev.kontor.orders.venue.PriceBands.Halt;
import dev.kontor.shared.memory.PackedDecimal;
import dev.kontor.shared.memory.PackedInstant;
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

	private static final int LATEST_QUOTE = 7;

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
			PackedDecimal.put(longs, REFERENCE, null);
		}
		else if (PackedDecimal.fits(band.reference()) && PackedDecimal.fits(band.lower())
				&& PackedDecimal.fits(band.upper())) {
			PackedDecimal.put(longs, REFERENCE, band.reference());
			PackedDecimal.put(longs, LOWER, band.lower());
			PackedDecimal.put(longs, UPPER, band.upper());
		}
		else {
			PackedDecimal.put(longs, REFERENCE, null);
			objects[WHOLE_BAND] = band;
		}
		PackedInstant.put(longs, LATEST_QUOTE, state.latestQuote());
		longs[ADMITTED] = state.admitted() ? 1 : 0;
		objects[HALT] = state.halt();
	}

	@Override
	public BandState unpack(OrderIndex.Instrument instrument, long[] longs, @Nullable Object[] objects) {
		PriceBand band = (PriceBand) objects[WHOLE_BAND];
		BigDecimal reference = PackedDecimal.get(longs, REFERENCE);
		if (band == null && reference != null) {
			band = new PriceBand(reference, PackedDecimal.get(longs, LOWER), PackedDecimal.get(longs, UPPER));
		}
		return new BandState(band, PackedInstant.get(longs, LATEST_QUOTE), longs[ADMITTED] == 1,
				(Halt) objects[HALT]);
	}
}
