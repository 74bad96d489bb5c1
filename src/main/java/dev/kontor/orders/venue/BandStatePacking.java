package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import dev.kontor.orders.venue.PriceBands.BandState;
import dev.kontor.orders.venue.PriceBands.Halt;
import dev.kontor.shared.memory.PackedDecimal;
import dev.kontor.shared.memory.SlotTable;

/**
 * An instrument's band state as the numbers of a {@link SlotTable}: the band's reference price as unscaled value and
 * scale (the band is made again around it, as {@link PriceBands} makes every band), the time of the latest quote and
 * whether it was admitted. A halt, rare, is held as an object, and so is a band whose reference price has more than
 * 18 digits.
 */
final class BandStatePacking implements SlotTable.Packing<OrderIndex.Instrument, BandState> {

	private static final int REFERENCE = 1;

	private static final int SECOND = 3;

	private static final int NANO = 4;

	private static final int ADMITTED = 5;

	private static final int HALT = 0;

	private static final int WHOLE_BAND = 1;

	private final BigDecimal percent;

	BandStatePacking(BigDecimal percent) {
		this.percent = percent;
	}

	@Override
	public int longs() {
		return 6;
	}

	@Override
	public int objects() {
		return 2;
	}

	@Override
	public void pack(BandState state, long[] longs, @Nullable Object[] objects) {
		PriceBand band = state.band();
		BigDecimal reference = band == null ? null : band.reference();
		if (PackedDecimal.fits(reference)) {
			longs[REFERENCE] = PackedDecimal.unscaled(reference);
			longs[REFERENCE + 1] = PackedDecimal.scale(reference);
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
		if (band == null) {
			BigDecimal reference = PackedDecimal.of(longs[REFERENCE], longs[REFERENCE + 1]);
			band = reference == null ? null : PriceBand.around(reference, percent);
		}
		return new BandState(band, Instant.ofEpochSecond(longs[SECOND], longs[NANO]), longs[ADMITTED] == 1,
				(Halt) objects[HALT]);
	}
}
