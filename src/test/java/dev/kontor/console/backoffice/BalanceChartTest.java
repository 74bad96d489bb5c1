package dev.kontor.console.backoffice;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import dev.kontor.accounts.BookingLine;
import dev.kontor.accounts.CashTransactionType;

import static org.assertj.core.api.Assertions.assertThat;

/** The balance chart: the bookings in the ledger's order, oldest left, the lowest balance at the bottom. */
class BalanceChartTest {

	private static final Instant AT = Instant.parse("2026-11-25T10:00:00Z");

	@Test
	void drawsTheBookingsOldestFirstInTheLedgersOrderEvenAtOneInstant() {
		BalanceChart chart = BalanceChart.of(List.of(line("1050.5"), line("1250.5"), line("1000")));

		assertThat(chart.points()).extracting(BalanceChart.Point::balance)
			.containsExactly(new BigDecimal("1000"), new BigDecimal("1250.5"), new BigDecimal("1050.5"));
		assertThat(chart.line()).isEqualTo("0.0,200.0 320.0,0.0 640.0,159.7");
		assertThat(chart.lowest()).isEqualByComparingTo("1000");
		assertThat(chart.highest()).isEqualByComparingTo("1250.5");
		assertThat(chart.newestFirst().getFirst().balance()).isEqualByComparingTo("1050.5");
	}

	@Test
	void oneBookingIsAPointInTheMiddleAndNoneIsNoChart() {
		assertThat(BalanceChart.of(List.of(line("5"))).line()).isEqualTo("320.0,100.0");
		assertThat(BalanceChart.of(List.of()).isEmpty()).isTrue();
	}

	private static BookingLine line(String balanceAfter) {
		return new BookingLine(UUID.randomUUID(), BigDecimal.ONE, "EUR", CashTransactionType.Deposit, "ref", AT,
				LocalDate.of(2026, 11, 25), new BigDecimal(balanceAfter));
	}
}
