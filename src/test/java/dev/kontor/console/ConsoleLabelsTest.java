package dev.kontor.console;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

import dev.kontor.accounts.CashTransactionType;
import dev.kontor.console.backoffice.ConsoleLabels;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.TimeInForce;

import static org.assertj.core.api.Assertions.assertThat;

/** Constants and figures as the console's pages show them. */
class ConsoleLabelsTest {

	private final ConsoleLabels labels = new ConsoleLabels();

	@Test
	void constantsAndFieldNamesReadAsWords() {
		assertThat(labels.of(CashTransactionType.TradeSettlement)).isEqualTo("Trade settlement");
		assertThat(labels.of(OrderStatus.PartiallyFilled)).isEqualTo("Partly filled");
		assertThat(labels.of(TimeInForce.GoodTillCancelled)).isEqualTo("Good till cancelled");
		assertThat(labels.of("amlOfficerEmail")).isEqualTo("AML officer email");
		assertThat(labels.of("PepRecord")).isEqualTo("PEP record");
		assertThat(labels.of("CustomerOriginCountry")).isEqualTo("Customer origin country");
		assertThat(labels.of("riskThresholdAcceptAutoBelow")).isEqualTo("Approved automatically at or below");
		assertThat(labels.of(null)).isEmpty();
	}

	@Test
	void amountsHaveGroupedThousandsAndTwoToFourDecimals() {
		assertThat(labels.money(new BigDecimal("1234.5000"), "EUR")).isEqualTo("1,234.50 EUR");
		assertThat(labels.money(new BigDecimal("-200"), "EUR")).isEqualTo("-200.00 EUR");
		assertThat(labels.money(new BigDecimal("0.1234"), null)).isEqualTo("0.1234");
		assertThat(labels.money(null, "EUR")).isEmpty();
		assertThat(labels.number(new BigDecimal("1500.500000"))).isEqualTo("1,500.5");
		assertThat(labels.month(3)).isEqualTo("March");
		assertThat(labels.size(12_345)).isEqualTo("12.3 kB");
	}
}
