package dev.kontor.accounts.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.kontor.accounts.AccountStatus;
import dev.kontor.aml.ClientCashBalances.CashBalance;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The account rules that need no database: life cycle, AML cash balance, valuation, booking days. */
class AccountRulesTest {

	private static final UUID CLIENT = UUID.randomUUID();

	@ParameterizedTest
	@CsvSource({ "Initial, Active, true", "Initial, Closed, true", "Initial, Suspended, false",
			"Active, Suspended, true", "Active, Closed, true", "Active, Initial, false", "Suspended, Active, true",
			"Suspended, Closed, true", "Suspended, Initial, false", "Closed, Active, false", "Closed, Suspended, false",
			"Closed, Initial, false" })
	void theLifeCycleAllowsTheseMovesOnly(AccountStatus from, AccountStatus to, boolean allowed) {
		assertThat(from.canMoveTo(to)).isEqualTo(allowed);
		if (allowed) {
			assertThat(StatusMoves.requireAllowed("account", from, to)).isTrue();
		}
		else {
			assertThatThrownBy(() -> StatusMoves.requireAllowed("account", from, to)).isInstanceOf(Conflict.class);
		}
	}

	@Test
	void theCurrentStatusAgainIsNoMove() {
		for (AccountStatus status : AccountStatus.values()) {
			assertThat(StatusMoves.requireAllowed("account", status, status)).isFalse();
		}
	}

	@Test
	void aClientWithoutInternalAccountsHasNoLedgerBalance() {
		assertThat(CashBalanceRule.of(List.of())).isEmpty();
	}

	@Test
	void theCashBalanceSumsTheAccountsInTheCurrencyOfTheOldestOpenAccount() {
		List<InternalAccountRow> accounts = List.of(account("USD", AccountStatus.Closed, "0"),
				account("EUR", AccountStatus.Active, "100.50"), account("USD", AccountStatus.Active, "999"),
				account("EUR", AccountStatus.Suspended, "-20.25"));

		assertThat(CashBalanceRule.of(accounts)).contains(new CashBalance(new BigDecimal("80.25"), "EUR"));
	}

	@Test
	void whenEveryAccountIsClosedTheOldestGivesTheCurrency() {
		assertThat(CashBalanceRule.of(List.of(account("CHF", AccountStatus.Closed, "0"),
				account("EUR", AccountStatus.Closed, "0")))).contains(new CashBalance(BigDecimal.ZERO, "CHF"));
	}

	@Test
	void aPositionIsValuedAtTheLastPrice() {
		PositionRow position = new PositionRow(UUID.randomUUID(), "DE0007164600", TradeProvider.ProviderA,
				new BigDecimal("12.5"), new BigDecimal("2"), new BigDecimal("100.2"), "EUR");

		PositionView view = PositionValuation.of(position, new BigDecimal("110.25"));

		assertThat(view.quantities().availableQuantity()).isEqualByComparingTo("10.5");
		assertThat(view.valuation().marketValue()).isEqualByComparingTo("1378.125");
		assertThat(view.valuation().unrealizedProfitLoss()).isEqualByComparingTo("125.625");
		assertThat(view.valuation().lastPrice()).isEqualByComparingTo("110.25");
	}

	@Test
	void withoutAQuoteThereIsNoValue() {
		PositionRow position = new PositionRow(UUID.randomUUID(), "DE0007164600", TradeProvider.ProviderB,
				new BigDecimal("1"), BigDecimal.ZERO, new BigDecimal("100"), "EUR");

		PositionView view = PositionValuation.of(position, null);

		assertThat(view.valuation().lastPrice()).isNull();
		assertThat(view.valuation().marketValue()).isNull();
		assertThat(view.valuation().unrealizedProfitLoss()).isNull();
		assertThat(view.quantities().quantity()).isEqualByComparingTo("1");
	}

	@Test
	void bookingDaysIncludeBothEndsInUtc() {
		BookingDays days = BookingDays.of(LocalDate.of(2026, 11, 1), LocalDate.of(2026, 11, 30));

		assertThat(days.from()).isEqualTo(Instant.parse("2026-11-01T00:00:00Z"));
		assertThat(days.until()).isEqualTo(Instant.parse("2026-12-01T00:00:00Z"));
		assertThat(BookingDays.of(null, null)).isEqualTo(new BookingDays(null, null));
		assertThat(BookingDays.of(LocalDate.of(2026, 11, 1), LocalDate.of(2026, 11, 1)).until())
			.isEqualTo(Instant.parse("2026-11-02T00:00:00Z"));
	}

	@Test
	void bookingDaysOutsideTheirRangeOrReversedAreRefused() {
		assertThatThrownBy(() -> BookingDays.of(LocalDate.of(2026, 11, 2), LocalDate.of(2026, 11, 1)))
			.isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> BookingDays.of(LocalDate.of(1899, 12, 31), null)).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> BookingDays.of(null, LocalDate.of(10000, 1, 1))).isInstanceOf(InvalidInput.class);
		assertThat(BookingDays.of(BookingDays.EARLIEST, BookingDays.LATEST))
			.isEqualTo(new BookingDays(Instant.parse("1900-01-01T00:00:00Z"), null));
	}

	private static int sequence;

	private static InternalAccountRow account(String currency, AccountStatus status, String balance) {
		Instant created = Instant.parse("2026-01-01T00:00:00Z").plusSeconds(sequence++);
		return new InternalAccountRow(new AccountRow(UUID.randomUUID(), UUID.randomUUID(), CLIENT, "1000000008",
				status, created, created, CLIENT, CLIENT), currency, new BigDecimal(balance), BigDecimal.ZERO);
	}
}
