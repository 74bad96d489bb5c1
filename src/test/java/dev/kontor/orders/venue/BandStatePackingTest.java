package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.kontor.orders.venue.PriceBands.BandState;
import dev.kontor.orders.venue.PriceBands.Halt;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.memory.SlotTable;

import static org.assertj.core.api.Assertions.assertThat;

class BandStatePackingTest {

	static final BigDecimal PERCENT = new BigDecimal("10");

	static final OrderIndex.Instrument INSTRUMENT = new OrderIndex.Instrument(TradeProvider.ProviderA, "DE0007164600");

	static final Instant AT = Instant.parse("2026-11-30T09:00:00.5Z");

	final SlotTable<OrderIndex.Instrument, BandState> table = new SlotTable<>(new BandStatePacking());

	@Test
	void anAdmittedStateComesBackWithItsBand() {
		BandState state = new BandState(PriceBand.around(new BigDecimal("100.25"), PERCENT), AT, true, null);

		table.put(INSTRUMENT, state);

		assertThat(table.get(INSTRUMENT)).isEqualTo(state);
	}

	@Test
	void theStateOfAnInstrumentWithoutAPriceComesBackUnpriced() {
		table.put(INSTRUMENT, BandState.UNPRICED);

		assertThat(table.get(INSTRUMENT)).isEqualTo(BandState.UNPRICED);
	}

	@Test
	void aHaltAndABandAroundAReferenceOfMoreThanEighteenDigitsAreHeldAsTheyAre() {
		PriceBand band = PriceBand.around(new BigDecimal("100.0000000000000000001"), PERCENT);
		VenueQuote quote = new VenueQuote(AT, new BigDecimal("150"), new BigDecimal("151"), null, null);
		Halt halt = new Halt(quote, AT, AT.plusSeconds(300));
		BandState state = new BandState(band, AT, false, halt);

		table.put(INSTRUMENT, state);

		assertThat(table.get(INSTRUMENT)).isEqualTo(state);
		table.put(INSTRUMENT, new BandState(PriceBand.around(BigDecimal.TEN, PERCENT), AT, true, null));
		assertThat(table.get(INSTRUMENT).halt()).isNull();
		assertThat(table.get(INSTRUMENT).band().reference()).isEqualTo(BigDecimal.TEN);
	}
}
