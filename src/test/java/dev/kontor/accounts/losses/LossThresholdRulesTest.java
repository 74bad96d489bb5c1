package dev.kontor.accounts.losses;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** The rules of loss threshold reports without Spring: the loss, the threshold due, the period's start, valuation. */
class LossThresholdRulesTest {

	static Stream<Arguments> losses() {
		return Stream.of(arguments("1000", "1000", "0.0000"), arguments("1000", "900.10", "9.9900"),
				arguments("1000", "900", "10.0000"), arguments("3", "2.7", "10.0000"),
				arguments("1000", "900.0001", "9.9999"), arguments("1000", "1100", "-10.0000"),
				arguments("0", "50", "0.0000"), arguments("-10", "50", "0.0000"), arguments("1000", "0", "100.0000"));
	}

	@ParameterizedTest
	@MethodSource("losses")
	void theLossIsTruncatedToFourPlaces(String start, String value, String loss) {
		assertThat(LossThresholds.lossPercent(new BigDecimal(start), new BigDecimal(value)))
			.isEqualByComparingTo(loss);
	}

	static Stream<Arguments> thresholds() {
		return Stream.of(arguments("9.9999", 0, OptionalInt.empty()), arguments("10", 0, OptionalInt.of(10)),
				arguments("15", 10, OptionalInt.empty()), arguments("19.9999", 10, OptionalInt.empty()),
				arguments("20", 10, OptionalInt.of(20)), arguments("35", 0, OptionalInt.of(30)),
				arguments("35", 30, OptionalInt.empty()), arguments("12", 20, OptionalInt.empty()),
				arguments("100", 90, OptionalInt.of(100)), arguments("-50", 0, OptionalInt.empty()),
				arguments("0", 0, OptionalInt.empty()));
	}

	@ParameterizedTest
	@MethodSource("thresholds")
	void reportsEachTenPercentOnceWithinThePeriod(String loss, int reportedBefore, OptionalInt due) {
		assertThat(LossThresholds.due(new BigDecimal(loss), reportedBefore)).isEqualTo(due);
	}

	@Test
	void theQuarterIsTheReportingPeriod() {
		assertThat(PeriodStart.quarterOf(LocalDate.of(2025, 1, 1))).isEqualTo(LocalDate.of(2025, 1, 1));
		assertThat(PeriodStart.quarterOf(LocalDate.of(2025, 3, 31))).isEqualTo(LocalDate.of(2025, 1, 1));
		assertThat(PeriodStart.quarterOf(LocalDate.of(2025, 4, 1))).isEqualTo(LocalDate.of(2025, 4, 1));
		assertThat(PeriodStart.quarterOf(LocalDate.of(2025, 12, 31))).isEqualTo(LocalDate.of(2025, 10, 1));
		assertThat(PeriodStart.of(LocalDate.of(2025, 5, 5), BigDecimal.ONE, null).periodEnd())
			.isEqualTo(LocalDate.of(2025, 6, 30));
	}

	@Test
	void aFirstValuationStartsItsPeriod() {
		LocalDate day = LocalDate.of(2025, 5, 5);
		assertThat(PeriodStart.of(day, new BigDecimal("700"), null))
			.isEqualTo(new PeriodStart(LocalDate.of(2025, 4, 1), day, new BigDecimal("700"), 0));
	}

	@Test
	void aValuationWithinThePeriodKeepsItsStartAndWhatWasReported() {
		SnapshotRow previous = snapshot(LocalDate.of(2025, 4, 3), "900", LocalDate.of(2025, 4, 1),
				LocalDate.of(2025, 3, 31), "1000", 10);
		assertThat(PeriodStart.of(LocalDate.of(2025, 4, 4), new BigDecimal("800"), previous))
			.isEqualTo(new PeriodStart(LocalDate.of(2025, 4, 1), LocalDate.of(2025, 3, 31), new BigDecimal("1000"),
					10));
	}

	@Test
	void aNewQuarterStartsFromTheLastValuationBeforeIt() {
		SnapshotRow previous = snapshot(LocalDate.of(2025, 6, 27), "800", LocalDate.of(2025, 4, 1),
				LocalDate.of(2025, 3, 31), "1000", 20);
		assertThat(PeriodStart.of(LocalDate.of(2025, 7, 1), new BigDecimal("720"), previous))
			.isEqualTo(new PeriodStart(LocalDate.of(2025, 7, 1), LocalDate.of(2025, 6, 27), new BigDecimal("800"),
					0));
	}

	@Test
	void aPortfolioWithAnInstrumentWithoutAPriceIsNotValued() {
		UUID tenant = UUID.randomUUID();
		UUID client = UUID.randomUUID();
		List<Holding> holdings = List.of(holding(tenant, client, "EUR", "A", TradeProvider.ProviderA, "3"),
				holding(tenant, client, "EUR", "B", TradeProvider.ProviderB, "2"),
				holding(tenant, client, "USD", "C", TradeProvider.ProviderA, "1.5"),
				holding(tenant, client, "USD", "D", TradeProvider.ProviderA, "1"));
		Map<String, BigDecimal> prices = Map.of("A", new BigDecimal("10.333333"), "B", new BigDecimal("5"), "C",
				new BigDecimal("7"));
		Map<String, List<ValuedPosition>> valued = Portfolios.value(holdings,
				(provider, isin) -> Optional.ofNullable(prices.get(isin)));
		assertThat(valued).containsOnlyKeys("EUR");
		assertThat(valued.get("EUR")).extracting(ValuedPosition::value)
			.containsExactly(new BigDecimal("31.0000"), new BigDecimal("10.0000"));
		assertThat(Portfolios.total(valued.get("EUR"))).isEqualByComparingTo("41");
	}

	private static Holding holding(UUID tenant, UUID client, String currency, String isin, TradeProvider provider,
			String quantity) {
		return new Holding(tenant, client, currency, isin, provider, new BigDecimal(quantity));
	}

	private static SnapshotRow snapshot(LocalDate date, String value, LocalDate periodStart, LocalDate startDate,
			String startValue, int reported) {
		return new SnapshotRow(UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID(), "EUR", date,
				new SnapshotRow.Period(periodStart, startDate, new BigDecimal(startValue), BigDecimal.ZERO),
				new SnapshotRow.Valuation(new BigDecimal(value), BigDecimal.ZERO, reported, false), Instant.EPOCH);
	}
}
