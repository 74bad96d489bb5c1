package dev.kontor.pricefeed.candles;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.kontor.pricefeed.quotes.Bar;
import dev.kontor.pricefeed.quotes.QuotedPrice;

import static org.assertj.core.api.Assertions.assertThat;

class SeriesValuesTest {

	private static final Instant T0 = Instant.parse("2026-03-04T10:00:00Z");

	private final List<Bar> candles = List.of(candle(0, "100.0000000", "104", "99.5", "103", 3),
			candle(3600, "103", "110.5", "102", "96.6666667", 5));

	@Test
	void answersTimeSeriesInPlainForm() {
		assertThat(SeriesValues.of(candles, TimeSeries.openingPrices)).containsExactly(new BigDecimal("100"),
				new BigDecimal("103"));
		assertThat(SeriesValues.of(candles, TimeSeries.volumes)).containsExactly(new BigDecimal("3"),
				new BigDecimal("5"));
	}

	@Test
	void measuresDevelopmentAgainstTheFirstOpeningPriceOfTheRange() {
		assertThat(SeriesValues.of(candles, DevelopmentSeries.highestPricesDevelopment))
			.containsExactly(new BigDecimal("4"), new BigDecimal("10.5"));
		assertThat(SeriesValues.of(candles, DevelopmentSeries.lowestPricesDevelopment))
			.containsExactly(new BigDecimal("-0.5"), new BigDecimal("2"));
		assertThat(SeriesValues.of(candles, DevelopmentSeries.openingPricesDevelopment))
			.containsExactly(BigDecimal.ZERO, new BigDecimal("3"));
	}

	@Test
	void roundsPercentagesHalfUpToFourDecimals() {
		assertThat(SeriesValues.of(candles, DevelopmentSeries.closingPricesDevelopmentInPercent))
			.containsExactly(new BigDecimal("3"), new BigDecimal("-3.3333"));
		List<Bar> third = List.of(candle(0, "3", "3", "3", "3.00001", 1));
		assertThat(SeriesValues.of(third, DevelopmentSeries.closingPricesDevelopmentInPercent))
			.containsExactly(new BigDecimal("0.0003"));
	}

	@Test
	void hasNoPercentageOfAZeroFirstOpeningPrice() {
		List<Bar> fromZero = List.of(candle(0, "0", "1", "0", "1", 2));
		assertThat(SeriesValues.of(fromZero, DevelopmentSeries.closingPricesDevelopmentInPercent)).containsExactly(
				(BigDecimal) null);
		assertThat(SeriesValues.of(fromZero, DevelopmentSeries.closingPricesDevelopment))
			.containsExactly(BigDecimal.ONE);
	}

	@Test
	void answersNoValuesWithoutCandles() {
		assertThat(SeriesValues.of(List.of(), DevelopmentSeries.lowestPricesDevelopmentInPercent)).isEmpty();
	}

	private static Bar candle(long offsetSeconds, String open, String high, String low, String close, long count) {
		Instant start = T0.plusSeconds(offsetSeconds);
		return new Bar(1, start, new QuotedPrice(start, new BigDecimal(open)), new BigDecimal(high),
				new BigDecimal(low), new QuotedPrice(start.plusSeconds(59), new BigDecimal(close)), count);
	}
}
