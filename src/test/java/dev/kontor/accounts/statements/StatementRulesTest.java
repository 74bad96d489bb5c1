package dev.kontor.accounts.statements;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.web.PdfRequests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The plain rules behind statements: periods, figures, text the font can show, positions, content negotiation. */
class StatementRulesTest {

	@Test
	void aRunningMonthIsStatedUpToNowAndAnEndedOneWhole() {
		YearMonth november = YearMonth.of(2026, 11);
		Instant midMonth = Instant.parse("2026-11-25T10:00:00Z");
		StatementPeriod interim = StatementPeriod.of(november, midMonth);
		assertThat(interim.start()).isEqualTo(Instant.parse("2026-11-01T00:00:00Z"));
		assertThat(interim.end()).isEqualTo(midMonth);
		assertThat(interim.complete()).isFalse();

		StatementPeriod whole = StatementPeriod.of(november, Instant.parse("2027-01-03T00:00:00Z"));
		assertThat(whole.end()).isEqualTo(Instant.parse("2026-12-01T00:00:00Z"));
		assertThat(whole.complete()).isTrue();
		assertThat(StatementPeriod.previousMonth(Instant.parse("2027-01-01T00:05:00Z")))
			.isEqualTo(new StatementPeriod(YearMonth.of(2026, 12), Instant.parse("2026-12-01T00:00:00Z"),
					Instant.parse("2027-01-01T00:00:00Z")));
	}

	@Test
	void refusesAMonthThatHasNotBegun() {
		assertThatThrownBy(() -> StatementPeriod.of(YearMonth.of(2026, 12), Instant.parse("2026-12-01T00:00:00Z")))
			.isInstanceOf(RuleViolation.class);
	}

	@Test
	void foldsMovementsIntoPositionsWithTheLedgersAveragePrice() {
		List<Holdings.Holding> positions = Holdings.of(List.of(move("B", "10", "100"), move("A", "2", "50"),
				move("B", "5", "130"), move("B", "-3", "140"), move("A", "-2", "55"), move("C", "4", "2.5")));
		assertThat(positions).containsExactly(
				new Holdings.Holding("B", TradeProvider.ProviderA, new BigDecimal("12"), new BigDecimal("110.000000"),
						"EUR"),
				new Holdings.Holding("C", TradeProvider.ProviderA, new BigDecimal("4"), new BigDecimal("2.500000"),
						"EUR"));
	}

	@ParameterizedTest
	@CsvSource(delimiter = '|', value = { "application/pdf|true", "application/json|false", "*/*|false", "|false",
			"application/json;q=0.5, application/pdf|true", "application/pdf;q=0.4, application/json|false",
			"application/*|false" })
	void servesThePdfOnlyWhenAcceptRanksItFirst(String accept, boolean pdf) {
		assertThat(PdfRequests.asksForPdf(accept)).isEqualTo(pdf);
	}

	private static StatementLedger.Movement move(String isin, String quantity, String price) {
		return new StatementLedger.Movement(Instant.parse("2026-11-02T10:00:00Z"), LocalDate.of(2026, 11, 4),
				"TradeSettlement", isin, TradeProvider.ProviderA, new BigDecimal(quantity), new BigDecimal(price),
				"EUR");
	}
}
