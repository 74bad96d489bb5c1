package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.RuleViolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LedgerRulesTest {

	private static final UUID ACCOUNT = UUID.randomUUID();

	@ParameterizedTest
	@EnumSource(CashTransactionType.class)
	void everyBookingIsTwoEntriesThatBalanceAgainstTheCounterAccountOfItsType(CashTransactionType type) {
		List<LedgerRules.CashEntry> entries = LedgerRules.entriesOf(ACCOUNT, type, "EUR", new BigDecimal("-12.34"));

		assertThat(entries).hasSize(2);
		assertThat(entries.get(0)).isEqualTo(new LedgerRules.CashEntry(LedgerAccount.Internal, ACCOUNT, "EUR",
				new BigDecimal("-12.34")));
		assertThat(entries.get(1).account()).isEqualTo(LedgerAccount.counterOf(type)).isNotEqualTo(LedgerAccount.Internal);
		assertThat(entries.get(1).internalAccountId()).isNull();
		assertThat(entries.stream().map(LedgerRules.CashEntry::amount).reduce(BigDecimal.ZERO, BigDecimal::add))
			.isZero();
	}

	@Test
	void counterAccountsFollowTheTransactionType() {
		assertThat(LedgerAccount.counterOf(CashTransactionType.Deposit)).isEqualTo(LedgerAccount.BankClearing);
		assertThat(LedgerAccount.counterOf(CashTransactionType.Withdrawal)).isEqualTo(LedgerAccount.BankClearing);
		assertThat(LedgerAccount.counterOf(CashTransactionType.Reversal)).isEqualTo(LedgerAccount.BankClearing);
		assertThat(LedgerAccount.counterOf(CashTransactionType.TradeSettlement)).isEqualTo(LedgerAccount.TradeClearing);
		assertThat(LedgerAccount.counterOf(CashTransactionType.Fee)).isEqualTo(LedgerAccount.FeeIncome);
	}

	@Test
	void unbalancedEntriesAreRefused() {
		List<LedgerRules.CashEntry> unbalanced = List.of(
				new LedgerRules.CashEntry(LedgerAccount.Internal, ACCOUNT, "EUR", new BigDecimal("10")),
				new LedgerRules.CashEntry(LedgerAccount.BankClearing, null, "EUR", new BigDecimal("-9.99")));
		List<LedgerRules.CashEntry> currenciesMixed = List.of(
				new LedgerRules.CashEntry(LedgerAccount.Internal, ACCOUNT, "EUR", new BigDecimal("10")),
				new LedgerRules.CashEntry(LedgerAccount.BankClearing, null, "USD", new BigDecimal("-10")));

		assertThatThrownBy(() -> LedgerRules.requireBalanced(unbalanced)).isInstanceOf(IllegalStateException.class);
		assertThatThrownBy(() -> LedgerRules.requireBalanced(currenciesMixed)).isInstanceOf(IllegalStateException.class);
		assertThatThrownBy(() -> LedgerRules.requireBalanced(unbalanced.subList(0, 1)))
			.isInstanceOf(IllegalStateException.class);
	}

	static Stream<Arguments> availableAfterBooking() {
		// balance, reserved, amount, consumed, keeps available at zero or above
		return Stream.of(Arguments.of("100", "0", "-100", "0", true), Arguments.of("100", "0", "-100.0001", "0", false),
				Arguments.of("100", "30", "-70", "0", true), Arguments.of("100", "30", "-70.01", "0", false),
				Arguments.of("100", "30", "-100", "30", true), Arguments.of("100", "30", "-100.01", "30", false),
				Arguments.of("0", "0", "5", "0", true), Arguments.of("-5", "0", "4", "0", false));
	}

	@ParameterizedTest
	@MethodSource("availableAfterBooking")
	void theAvailableAmountNeverGoesBelowZero(String balance, String reserved, String amount, String consumed,
			boolean keeps) {
		assertThat(LedgerRules.keepsAvailable(new BigDecimal(balance), new BigDecimal(reserved), new BigDecimal(amount),
				new BigDecimal(consumed))).isEqualTo(keeps);
	}

	@Test
	void moneyMovesOnlyOnActiveAccountsAndReversalsAlsoOnSuspendedOnes() {
		for (CashTransactionType type : CashTransactionType.values()) {
			assertThat(LedgerRules.allowsBooking(AccountStatus.Active, type)).isTrue();
			assertThat(LedgerRules.allowsBooking(AccountStatus.Initial, type)).isFalse();
			assertThat(LedgerRules.allowsBooking(AccountStatus.Closed, type)).isFalse();
			assertThat(LedgerRules.allowsBooking(AccountStatus.Suspended, type))
				.isEqualTo(type == CashTransactionType.Reversal);
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "0", "-1", "0.00001", "1000000000000000", "1E+15" })
	void positiveAmountsOutsideTheColumnAreRefused(String amount) {
		assertThatThrownBy(() -> LedgerRules.requireAmount("amount", new BigDecimal(amount), true))
			.isInstanceOf(InvalidInput.class);
	}

	@ParameterizedTest
	@ValueSource(strings = { "0.0001", "999999999999999.9999", "1.50000000" })
	void amountsTheColumnHoldsArePassed(String amount) {
		LedgerRules.requireAmount("amount", new BigDecimal(amount), true);
		LedgerRules.requireAmount("amount", new BigDecimal(amount).negate(), false);
	}

	@Test
	void aSignedAmountMayNotBeZero() {
		assertThatThrownBy(() -> LedgerRules.requireAmount("amount", BigDecimal.ZERO, false))
			.isInstanceOf(InvalidInput.class);
	}

	@Test
	void quantitiesHaveSixDecimalsAndThirteenDigits() {
		LedgerRules.requireQuantity("quantity", new BigDecimal("9999999999999.999999"), true);
		assertThatThrownBy(() -> LedgerRules.requireQuantity("quantity", new BigDecimal("0.0000001"), true))
			.isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> LedgerRules.requireQuantity("quantity", new BigDecimal("10000000000000"), true))
			.isInstanceOf(InvalidInput.class);
	}

	@Test
	void referencesHaveOneTo140Characters() {
		LedgerRules.requireReference("r".repeat(140));
		assertThatThrownBy(() -> LedgerRules.requireReference("r".repeat(141))).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> LedgerRules.requireReference(" ")).isInstanceOf(InvalidInput.class);
	}

	@Test
	void currenciesAreIsoCodesAndMustBeTheAccounts() {
		LedgerRules.requireCurrency("EUR");
		assertThatThrownBy(() -> LedgerRules.requireCurrency("ABC")).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> LedgerRules.requireSameCurrency("EUR", "USD")).isInstanceOf(RuleViolation.class);
	}

	@Test
	void averagePriceIsTheWeightedMeanOfPurchasesAndStaysOnSales() {
		BigDecimal afterFirst = LedgerRules.averagePriceAfter(BigDecimal.ZERO, null, new BigDecimal("10"),
				new BigDecimal("100"));
		BigDecimal afterSecond = LedgerRules.averagePriceAfter(new BigDecimal("10"), afterFirst, new BigDecimal("30"),
				new BigDecimal("120"));
		BigDecimal afterSale = LedgerRules.averagePriceAfter(new BigDecimal("40"), afterSecond, new BigDecimal("-15"),
				new BigDecimal("200"));

		assertThat(afterFirst).isEqualByComparingTo("100");
		assertThat(afterSecond).isEqualByComparingTo("115");
		assertThat(afterSale).isEqualByComparingTo("115");
		assertThat(LedgerRules.averagePriceAfter(new BigDecimal("25"), afterSale, new BigDecimal("-25"),
				new BigDecimal("90"))).as("a position sold out has no average price").isNull();
	}

	@Test
	void averagePriceIsRoundedToSixDecimals() {
		assertThat(LedgerRules.averagePriceAfter(new BigDecimal("1"), new BigDecimal("1"), new BigDecimal("2"),
				new BigDecimal("2"))).isEqualByComparingTo("1.666667");
	}

	@Test
	void aCorporateActionKeepsThePositionsCostAndMovesOnlyTheCostItCarries() {
		BigDecimal hundred = new BigDecimal("100");
		assertThat(LedgerRules.averagePriceKeepingCost(hundred, new BigDecimal("30"), new BigDecimal("50"),
				BigDecimal.ZERO)).as("a 3:2 split: the cost 3,000 over 150 shares").isEqualByComparingTo("20");
		assertThat(LedgerRules.averagePriceKeepingCost(hundred, new BigDecimal("30"), new BigDecimal("-90"),
				BigDecimal.ZERO)).as("a 1:10 reverse split: the cost 3,000 over 10 shares").isEqualByComparingTo("300");
		assertThat(LedgerRules.averagePriceKeepingCost(hundred, new BigDecimal("30"), new BigDecimal("-40"),
				new BigDecimal("45"))).as("40 shares tendered at 45 take their cost along").isEqualByComparingTo("30");
		assertThat(LedgerRules.averagePriceKeepingCost(hundred, new BigDecimal("30"), hundred.negate(),
				new BigDecimal("30"))).as("a position merged away has no average price").isNull();
		assertThat(LedgerRules.averagePriceKeepingCost(BigDecimal.ZERO, null, new BigDecimal("50"),
				new BigDecimal("60"))).as("50 shares of a merger carrying the old cost 3,000").isEqualByComparingTo("60");
		assertThat(LedgerRules.averagePriceKeepingCost(new BigDecimal("50"), new BigDecimal("10"),
				new BigDecimal("50"), new BigDecimal("60"))).as("merged into a position held before: the costs add")
			.isEqualByComparingTo("35");
		assertThat(LedgerRules.averagePriceKeepingCost(BigDecimal.ZERO, null, new BigDecimal("20"), BigDecimal.ZERO))
			.as("the shares of a spin-off come at no cost into a new position").isNull();
	}
}
