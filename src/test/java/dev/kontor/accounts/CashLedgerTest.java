package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The cash ledger as payments and orders use it, against the database (H2, and PostgreSQL with
 * {@code KONTOR_TEST_DB=postgres}): reservations, bookings, the rules that stop them, and concurrent spending.
 */
class CashLedgerTest extends HttpTest {

	private static final LocalDate VALUE_DATE = LocalDate.of(2026, 11, 25);

	@Autowired
	Accounts ledger;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	TransactionTemplate transactions;

	private AccountsTenant tenant;

	private String clientId;

	private String id;

	private InternalAccountId account;

	@BeforeEach
	void activeAccount() {
		tenant = new AccountsTenant(http, platform);
		clientId = tenant.newClient();
		id = tenant.activeInternalAccount(clientId, "EUR");
		account = new InternalAccountId(UUID.fromString(id));
	}

	@Test
	void aReservationSetsAmountAsideFromTheAvailableAmount() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));

		ledger.reserveCash(tenant.id(), account, new BigDecimal("30.25"), "EUR", "order 1");

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("100");
		assertThat(snapshot.reservedAmount()).isEqualByComparingTo("30.25");
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("69.75");
		assertThat(snapshot.clientId()).isEqualTo(new ClientId(UUID.fromString(clientId)));
		assertThat(snapshot.status()).isEqualTo(AccountStatus.Active);
	}

	@Test
	void aReservationNeedsAnActiveAccountItsCurrencyAndEnoughAvailable() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		String initial = tenant.internalAccount(clientId, "EUR").get("id").asString();

		assertRule(() -> ledger.reserveCash(tenant.id(), account, new BigDecimal("10.0001"), "EUR", "r"), "amount");
		assertRule(() -> ledger.reserveCash(tenant.id(), account, BigDecimal.ONE, "USD", "r"), "currencyCode");
		assertRule(() -> ledger.reserveCash(tenant.id(), new InternalAccountId(UUID.fromString(initial)),
				BigDecimal.ONE, "EUR", "r"), "internalAccountId");
		assertThatThrownBy(() -> ledger.reserveCash(tenant.id(), account, BigDecimal.ZERO, "EUR", "r"))
			.isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> ledger.reserveCash(tenant.id(), account, BigDecimal.ONE, "EUR", "r".repeat(141)))
			.isInstanceOf(InvalidInput.class);

		ledger.reserveCash(tenant.id(), account, new BigDecimal("10"), "EUR", "all of it");
		assertRule(() -> ledger.reserveCash(tenant.id(), account, new BigDecimal("0.0001"), "EUR", "r"), "amount");
	}

	@Test
	void releaseGivesTheAmountBackOnceAndIsIdempotent() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		ReservationId reservation = ledger.reserveCash(tenant.id(), account, new BigDecimal("7"), "EUR", "w");

		ledger.releaseCash(tenant.id(), reservation);
		ledger.releaseCash(tenant.id(), reservation);

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.reservedAmount()).isZero();
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("10");
		assertRule(() -> ledger.bookCash(tenant.id(), settling(reservation, "-7")), "settles");
	}

	@Test
	void aBookingConsumesTheReservationItSettlesAndItCannotBeReleasedAfterwards() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		ReservationId reservation = ledger.reserveCash(tenant.id(), account, new BigDecimal("7"), "EUR", "w");

		ledger.bookCash(tenant.id(), settling(reservation, "-7"));
		ledger.releaseCash(tenant.id(), reservation);

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("3");
		assertThat(snapshot.reservedAmount()).isZero();
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("3");
		assertRule(() -> ledger.bookCash(tenant.id(), settling(reservation, "-1")), "settles");
	}

	@Test
	void anOrderFilledInPartsUsesItsReservationInPartsAndTheRestIsReleased() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));
		ReservationId order = ledger.reserveCash(tenant.id(), account, new BigDecimal("60"), "EUR", "order");

		ledger.bookCash(tenant.id(), settling(order, "-25"));
		InternalAccountSnapshot afterFirstFill = ledger.internalAccount(tenant.id(), account);
		assertThat(afterFirstFill.balance()).isEqualByComparingTo("75");
		assertThat(afterFirstFill.reservedAmount()).isEqualByComparingTo("35");
		assertThat(afterFirstFill.availableAmount()).isEqualByComparingTo("40");

		ledger.bookCash(tenant.id(), settling(order, "-20"));
		ledger.releaseCash(tenant.id(), order);
		InternalAccountSnapshot afterRelease = ledger.internalAccount(tenant.id(), account);
		assertThat(afterRelease.balance()).isEqualByComparingTo("55");
		assertThat(afterRelease.reservedAmount()).isZero();
		assertThat(afterRelease.availableAmount()).isEqualByComparingTo("55");
		assertRule(() -> ledger.bookCash(tenant.id(), settling(order, "-1")), "settles");
	}

	@Test
	void theLastFillOfAnOrderReleasesWhatItsReservationStillHoldsInTheSameBooking() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));
		ReservationId order = ledger.reserveCash(tenant.id(), account, new BigDecimal("60"), "EUR", "order");
		ReservationId exact = ledger.reserveCash(tenant.id(), account, new BigDecimal("10"), "EUR", "order 2");

		ledger.bookCash(tenant.id(), settling(order, "-25"));
		ledger.bookCash(tenant.id(), settlingTheLast(order, "-20"));
		ledger.bookCash(tenant.id(), settlingTheLast(exact, "-10"));

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("45");
		assertThat(snapshot.reservedAmount()).isZero();
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("45");
		assertThat(reservationStatus(order)).isEqualTo("Released");
		assertThat(reservationStatus(exact)).as("nothing was left to release").isEqualTo("Consumed");
		assertRule(() -> ledger.bookCash(tenant.id(), settlingTheLast(order, "-1")), "settles");
		assertThatThrownBy(() -> new CashBooking(account,
				new CashBooking.Entry(BigDecimal.ONE, "EUR", CashTransactionType.Deposit, "d", VALUE_DATE), null, false,
				true)).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void aBookingLargerThanWhatIsLeftOfItsReservationTakesTheRestFromTheAvailableAmountAndConsumesIt() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "50"));
		ReservationId order = ledger.reserveCash(tenant.id(), account, new BigDecimal("30"), "EUR", "order");

		ledger.bookCash(tenant.id(), settling(order, "-32"));
		assertRule(() -> ledger.bookCash(tenant.id(), settling(order, "-1")), "settles");
		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("18");
		assertThat(snapshot.reservedAmount()).isZero();

		ReservationId tooSmall = ledger.reserveCash(tenant.id(), account, new BigDecimal("10"), "EUR", "order 2");
		assertRule(() -> ledger.bookCash(tenant.id(), settling(tooSmall, "-19")), "amount");
		assertThat(ledger.internalAccount(tenant.id(), account).reservedAmount()).isEqualByComparingTo("10");
	}

	@Test
	void aReservationOfAnotherAccountCannotBeSettled() {
		String otherId = tenant.activeInternalAccount(clientId, "EUR");
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(otherId, "10"));
		ReservationId others = ledger.reserveCash(tenant.id(), new InternalAccountId(UUID.fromString(otherId)),
				BigDecimal.ONE, "EUR", "w");
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));

		assertRule(() -> ledger.bookCash(tenant.id(), settling(others, "-1")), "settles");
	}

	@Test
	void theAvailableAmountNeverGoesBelowZeroUnlessTheBookingMayAndThenItIsFlagged() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		ledger.reserveCash(tenant.id(), account, new BigDecimal("4"), "EUR", "held");
		long before = transactionCount();

		assertRule(() -> ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-6.0001",
				CashTransactionType.Withdrawal)), "amount");
		assertThat(transactionCount()).as("nothing booked").isEqualTo(before);
		ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-6", CashTransactionType.Withdrawal));

		CashTransactionId reversal = ledger.bookCash(tenant.id(), new CashBooking(account, new BigDecimal("-50"),
				"EUR", CashTransactionType.Reversal, "returned debit", VALUE_DATE, null, true));

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("-46");
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("-50");
		assertThat(jdbc.sql("SELECT negative_allowed FROM cash_transactions WHERE id = :id")
			.param("id", reversal.value())
			.query(Boolean.class)
			.single()).isTrue();
		assertThat(ledger.cashBalanceOfClient(tenant.id(), new ClientId(UUID.fromString(clientId)), "EUR"))
			.isEqualByComparingTo("-46");
	}

	@Test
	void whileAReversalKeepsTheAvailableAmountBelowZeroADepositAndAWithdrawalSettlingItsReservationAreStillBooked() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));
		ReservationId withdrawal = ledger.reserveCash(tenant.id(), account, new BigDecimal("30"), "EUR", "w");
		ledger.bookCash(tenant.id(), new CashBooking(account, new BigDecimal("-90"), "EUR",
				CashTransactionType.Reversal, "returned debit", VALUE_DATE, null, true));
		assertThat(ledger.internalAccount(tenant.id(), account).availableAmount()).isEqualByComparingTo("-20");

		// the bank executed the transfer: the money is gone, the booking must be recorded
		ledger.bookCash(tenant.id(), settling(withdrawal, "-30"));
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "5"));

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("-15");
		assertThat(snapshot.reservedAmount()).isZero();
		assertThat(snapshot.availableAmount()).isEqualByComparingTo("-15");
		assertRule(() -> ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-0.01", CashTransactionType.Withdrawal)),
				"amount");
	}

	@Test
	void onlyAReversalBooksOnASuspendedAccountAndNothingOnAClosedOne() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		assertThat(tenant.status("internal-accounts", id, "Suspended").status()).isEqualTo(200);

		assertRule(() -> ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "1")), "internalAccountId");
		ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-10", CashTransactionType.Reversal));
		assertThat(tenant.status("internal-accounts", id, "Closed").status()).isEqualTo(200);
		assertRule(() -> ledger.bookCash(tenant.id(), new CashBooking(account, BigDecimal.ONE, "EUR",
				CashTransactionType.Reversal, "late", VALUE_DATE, null, true)), "internalAccountId");
	}

	@Test
	void aBookingInAnotherCurrencyOrOfNothingIsRefused() {
		assertRule(() -> ledger.bookCash(tenant.id(), new CashBooking(account, BigDecimal.TEN, "USD",
				CashTransactionType.Deposit, "d", VALUE_DATE, null, false)), "currencyCode");
		assertThatThrownBy(() -> ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "0")))
			.isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "0.00001")))
			.isInstanceOf(InvalidInput.class);
	}

	@Test
	void anotherTenantsAccountAndReservationAreNotFound() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		ReservationId reservation = ledger.reserveCash(tenant.id(), account, BigDecimal.ONE, "EUR", "r");
		TenantId other = new TenantId(platform.newTenant());

		assertThatThrownBy(() -> ledger.internalAccount(other, account)).isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> ledger.reserveCash(other, account, BigDecimal.ONE, "EUR", "r"))
			.isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> ledger.bookCash(other, AccountsTenant.deposit(id, "1"))).isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> ledger.releaseCash(other, reservation)).isInstanceOf(NotFound.class);
		assertThat(ledger.internalAccount(tenant.id(), account).reservedAmount()).isEqualByComparingTo("1");
	}

	@Test
	void everyTransactionIsTwoEntriesThatBalanceAndTheBalanceIsTheSumOfTheAccountsEntries() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));
		ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-2.5", CashTransactionType.Fee));
		ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-40", CashTransactionType.TradeSettlement));

		assertThat(jdbc.sql("SELECT COUNT(*) FROM cash_entries e JOIN cash_transactions t ON t.id = e.transaction_id "
				+ "WHERE t.internal_account_id = :id")
			.param("id", account.value())
			.query(Long.class)
			.single()).isEqualTo(6);
		assertThat(jdbc.sql("SELECT COUNT(*) FROM (SELECT transaction_id FROM cash_entries WHERE tenant_id = :tenant "
				+ "GROUP BY transaction_id HAVING SUM(amount) <> 0) unbalanced")
			.param("tenant", tenant.tenantId)
			.query(Long.class)
			.single()).isZero();
		BigDecimal entries = jdbc.sql("SELECT SUM(amount) FROM cash_entries WHERE internal_account_id = :id")
			.param("id", account.value())
			.query(BigDecimal.class)
			.single();
		assertThat(entries).isEqualByComparingTo(ledger.internalAccount(tenant.id(), account).balance())
			.isEqualByComparingTo("57.5");
		assertThat(jdbc.sql("SELECT ledger_account, SUM(amount) FROM cash_entries WHERE tenant_id = :tenant "
				+ "AND internal_account_id IS NULL GROUP BY ledger_account ORDER BY ledger_account")
			.param("tenant", tenant.tenantId)
			.query((rs, row) -> rs.getString(1) + " " + rs.getBigDecimal(2).stripTrailingZeros().toPlainString())
			.list()).containsExactly("BankClearing -100", "FeeIncome 2.5", "TradeClearing 40");
	}

	@Test
	void bookingsJoinTheCallersTransactionAndRollBackWithIt() {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10"));
		long before = transactionCount();

		assertThatThrownBy(() -> transactions.executeWithoutResult(status -> {
			ReservationId reservation = ledger.reserveCash(tenant.id(), account, new BigDecimal("5"), "EUR", "w");
			ledger.bookCash(tenant.id(), settling(reservation, "-5"));
			throw new IllegalStateException("the caller fails after booking");
		})).isInstanceOf(IllegalStateException.class);

		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.balance()).isEqualByComparingTo("10");
		assertThat(snapshot.reservedAmount()).isZero();
		assertThat(transactionCount()).isEqualTo(before);
	}

	@Test
	void theCashBalanceOfAClientSumsItsAccountsInOneCurrency() {
		String second = tenant.activeInternalAccount(clientId, "EUR");
		String dollars = tenant.activeInternalAccount(clientId, "USD");
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "10.5"));
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(second, "4.5"));
		ledger.bookCash(tenant.id(), new CashBooking(new InternalAccountId(UUID.fromString(dollars)),
				new BigDecimal("99"), "USD", CashTransactionType.Deposit, "d", VALUE_DATE, null, false));

		assertThat(ledger.cashBalanceOfClient(tenant.id(), new ClientId(UUID.fromString(clientId)), "EUR"))
			.isEqualByComparingTo("15");
		assertThat(ledger.cashBalanceOfClient(tenant.id(), new ClientId(UUID.fromString(clientId)), "USD"))
			.isEqualByComparingTo("99");
		assertThat(ledger.cashBalanceOfClient(tenant.id(), new ClientId(UUID.randomUUID()), "EUR")).isZero();
	}

	@Test
	void sixteenConcurrentReservationsNeverOverspend() throws Exception {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));

		List<Boolean> reserved = Races.run(IntStream.range(0, 16).<Callable<Boolean>>mapToObj(i -> () -> {
			try {
				ledger.reserveCash(tenant.id(), account, new BigDecimal("10"), "EUR", "order " + i);
				return true;
			}
			catch (RuleViolation notEnough) {
				return false;
			}
		}).toList());

		assertThat(reserved.stream().filter(Boolean::booleanValue).count()).isEqualTo(10);
		InternalAccountSnapshot snapshot = ledger.internalAccount(tenant.id(), account);
		assertThat(snapshot.reservedAmount()).isEqualByComparingTo("100");
		assertThat(snapshot.availableAmount()).isZero();
		assertThat(jdbc.sql("SELECT COUNT(*) FROM cash_reservations WHERE internal_account_id = :id "
				+ "AND status = 'Open'").param("id", account.value()).query(Long.class).single()).isEqualTo(10);
	}

	@Test
	void sixteenConcurrentWithdrawalsNeverOverspend() throws Exception {
		ledger.bookCash(tenant.id(), AccountsTenant.deposit(id, "100"));

		List<Boolean> booked = Races.run(IntStream.range(0, 16).<Callable<Boolean>>mapToObj(i -> () -> {
			try {
				ledger.bookCash(tenant.id(), AccountsTenant.cash(id, "-10", CashTransactionType.Withdrawal));
				return true;
			}
			catch (RuleViolation notEnough) {
				return false;
			}
		}).toList());

		assertThat(booked.stream().filter(Boolean::booleanValue).count()).isEqualTo(10);
		assertThat(ledger.internalAccount(tenant.id(), account).balance()).isZero();
		assertThat(jdbc.sql("SELECT COUNT(*) FROM cash_transactions WHERE internal_account_id = :id")
			.param("id", account.value())
			.query(Long.class)
			.single()).isEqualTo(11);
	}

	private CashBooking settling(ReservationId reservation, String amount) {
		return new CashBooking(account, new BigDecimal(amount), "EUR", CashTransactionType.Withdrawal, "settle",
				VALUE_DATE, reservation, false);
	}

	private CashBooking settlingTheLast(ReservationId reservation, String amount) {
		CashBooking.Entry entry = new CashBooking.Entry(new BigDecimal(amount), "EUR", CashTransactionType.Withdrawal,
				"settle", VALUE_DATE);
		return new CashBooking(account, entry, reservation, false, true);
	}

	private String reservationStatus(ReservationId reservation) {
		return jdbc.sql("SELECT status FROM cash_reservations WHERE id = :id")
			.param("id", reservation.value())
			.query(String.class)
			.single();
	}

	private long transactionCount() {
		return jdbc.sql("SELECT COUNT(*) FROM cash_transactions WHERE internal_account_id = :id")
			.param("id", account.value())
			.query(Long.class)
			.single();
	}

	private static void assertRule(Runnable call, String property) {
		assertThatThrownBy(call::run).isInstanceOfSatisfying(RuleViolation.class,
				violation -> assertThat(violation.errors()).containsKey(property));
	}
}
