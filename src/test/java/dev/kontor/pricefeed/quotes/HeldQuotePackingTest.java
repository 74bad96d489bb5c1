package dev.kontor.pricefeed.quotes;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.stream.IntStream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.memory.SlotTable;

import static org.assertj.core.api.Assertions.assertThat;

class HeldQuotePackingTest {

	static final String ISIN = "DE0007164600";

	static final QuoteSeries SERIES = new QuoteSeries(7, TradeProvider.ProviderA, ISIN, SecurityType.Stocks);

	final SlotTable<String, HeldQuote> table = new SlotTable<>(new HeldQuotePacking());

	@Test
	void aQuoteWithVolumesComesBackEqualToTheOneTakenIn() {
		HeldQuote held = held("Open", new BigDecimal("101.250"), new BigDecimal("101.3"), new BigDecimal("1500"),
				new BigDecimal("0.5"));

		table.put(ISIN, held);

		assertThat(table.get(ISIN)).isEqualTo(held);
		assertThat(table.get(ISIN).quote().bid().scale()).isEqualTo(3);
	}

	@Test
	void aQuoteWithoutVolumesComesBackWithoutThem() {
		HeldQuote held = held("Closed", new BigDecimal("9.99"), new BigDecimal("10.01"), null, null);

		table.put(ISIN, held);

		assertThat(table.get(ISIN)).isEqualTo(held);
	}

	@Test
	void aQuoteWithAPriceOfMoreThanEighteenDigitsIsHeldWhole() {
		HeldQuote held = held("Open", new BigDecimal("1.0000000000000000001"), new BigDecimal("2"), null, null);

		table.put(ISIN, held);

		assertThat(table.get(ISIN)).isEqualTo(held);
		assertThat(table.get(ISIN).quote()).isSameAs(held.quote());
	}

	@Test
	void statusesBeyondTheFirstSixtyFourMetAreHeldWhole() {
		IntStream.range(0, HeldQuotePacking.MAX_STATUSES)
			.forEach(i -> table.put(ISIN, held("S" + i, BigDecimal.ONE, BigDecimal.TWO, null, null)));
		HeldQuote beyond = held("Auction", BigDecimal.ONE, BigDecimal.TWO, null, null);

		table.put(ISIN, beyond);

		assertThat(table.get(ISIN)).isEqualTo(beyond);
		assertThat(table.get(ISIN).quote()).isSameAs(beyond.quote());
		HeldQuote known = held("S3", BigDecimal.ONE, BigDecimal.TWO, null, null);
		table.put(ISIN, known);
		assertThat(table.get(ISIN)).isEqualTo(known);
		assertThat(table.get(ISIN).quote()).isNotSameAs(known.quote());
	}

	@Test
	void theTimeOfAHeldQuoteIsComparedWithoutUnpackingIt() {
		HeldQuote held = held("Open", BigDecimal.ONE, BigDecimal.TWO, null, null);
		table.put(ISIN, held);
		long[] numbers = new long[HeldQuotePacking.LONGS];

		assertThat(table.readNumbers(ISIN, numbers)).isTrue();
		assertThat(HeldQuotePacking.isNewerThan(held.quote().dateTime().plusNanos(1), numbers)).isTrue();
		assertThat(HeldQuotePacking.isNewerThan(held.quote().dateTime(), numbers)).isFalse();
		assertThat(HeldQuotePacking.isNewerThan(held.quote().dateTime().minusSeconds(1), numbers)).isFalse();
		assertThat(table.readNumbers("XS0000000000", numbers)).isFalse();
	}

	@Test
	void theTimeOfAQuoteHeldWholeIsComparedAsWell() {
		HeldQuote whole = held("Open", new BigDecimal("1.0000000000000000001"), BigDecimal.TWO, null, null);
		table.put(ISIN, whole);
		long[] numbers = new long[HeldQuotePacking.LONGS];

		table.readNumbers(ISIN, numbers);

		assertThat(HeldQuotePacking.isNewerThan(whole.quote().dateTime().plusMillis(1), numbers)).isTrue();
		assertThat(HeldQuotePacking.isNewerThan(whole.quote().dateTime(), numbers)).isFalse();
	}

	private static HeldQuote held(String status, BigDecimal bid, BigDecimal ask, @Nullable BigDecimal bidVolume,
			@Nullable BigDecimal askVolume) {
		Quote quote = new Quote(ISIN, TradeProvider.ProviderA, Instant.parse("2026-11-30T09:00:00.123456789Z"), status,
				bid, ask, bidVolume, askVolume);
		return new HeldQuote(SERIES, quote, 1_764_493_200_123L);
	}
}
