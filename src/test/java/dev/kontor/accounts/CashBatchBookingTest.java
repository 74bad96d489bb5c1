package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.event.ApplicationEvents;
import org.springframework.test.context.event.RecordApplicationEvents;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Booking a list of cash bookings in one call books exactly what booking them one after the other books (balances,
 * transactions, entries, events), or nothing when one of them breaks a rule; against the database (H2, and
 * PostgreSQL with {@code KONTOR_TEST_DB=postgres}). Also the payout accounts read for many client records at once.
 */
@RecordApplicationEvents
class CashBatchBookingTest extends HttpTest {

	private static final LocalDate VALUE_DATE = LocalDate.of(2026, 11, 25);

	private static final List<String> CURRENCIES = List.of("EUR", "EUR", "EUR", "USD");

	@Autowired
	Accounts ledger;

	@Autowired
	Holdings holdings;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ApplicationEvents events;

	private AccountsTenant tenant;

	private String clientId;

	@BeforeEach
	void tenant() {
		tenant = new AccountsTenant(http, platform);
		clientId = tenant.newClient();
	}

	@Test
	void aListBooksWhatItsBookingsBookOneAfterTheOther() {
		List<InternalAccountId> batched = fundedAccounts();
		List<InternalAccountId> twins = fundedAccounts();
		Random random = new Random(32);
		List<Integer> accountOf = new ArrayList<>();
		List<CashBooking> oneByOne = new ArrayList<>();
		events.clear();
		for (int i = 0; i < 120; i++) {
			int account = random.nextInt(twins.size());
			CashBooking booking = randomBooking(random, twins.get(account), CURRENCIES.get(account), i);
			try {
				ledger.bookCash(tenant.id(), booking);
				accountOf.add(account);
				oneByOne.add(booking);
			}
			catch (RuleViolation belowZero) {
				// not in the list either: the list is what one by one booked
			}
		}
		List<CashTransactionBooked> bookedOneByOne = booked();
		List<CashBooking> list = IntStream.range(0, oneByOne.size())
			.mapToObj(i -> on(batched.get(accountOf.get(i)), oneByOne.get(i)))
			.toList();
		events.clear();

		List<CashTransactionId> ids = ledger.bookCash(tenant.id(), list);

		List<CashTransactionBooked> bookedInOneCall = booked();
		assertThat(oneByOne).as("some bookings were refused, most booked").hasSizeBetween(80, 119);
		assertThat(bookedInOneCall).extracting(CashTransactionBooked::transactionId).containsExactlyElementsOf(ids);
		assertThat(bookedInOneCall).hasSameSizeAs(bookedOneByOne);
		for (int i = 0; i < bookedInOneCall.size(); i++) {
			CashTransactionBooked inOneCall = bookedInOneCall.get(i);
			CashTransactionBooked single = bookedOneByOne.get(i);
			assertThat(inOneCall.internalAccountId()).isEqualTo(batched.get(accountOf.get(i)));
			assertThat(inOneCall.entry()).isEqualTo(single.entry());
			assertThat(inOneCall.balanceAfter()).isEqualTo(single.balanceAfter());
			assertThat(inOneCall.clientId()).isEqualTo(single.clientId()).isEqualTo(client());
			assertThat(inOneCall.tenantId()).isEqualTo(tenant.id());
		}
		for (int account = 0; account < twins.size(); account++) {
			InternalAccountSnapshot inOneCall = ledger.internalAccount(tenant.id(), batched.get(account));
			InternalAccountSnapshot single = ledger.internalAccount(tenant.id(), twins.get(account));
			assertThat(inOneCall.balance()).isEqualTo(single.balance()).isEqualByComparingTo(entriesOf(batched
				.get(account)));
			assertThat(inOneCall.availableAmount()).isEqualTo(single.availableAmount());
			assertThat(transactionsOf(batched.get(account))).containsExactlyInAnyOrderElementsOf(
					transactionsOf(twins.get(account)));
		}
		assertThat(jdbc.sql("SELECT COUNT(*) FROM cash_entries e JOIN cash_transactions t ON t.id = e.transaction_id "
				+ "WHERE t.id IN (:ids)")
			.param("ids", ids.stream().map(CashTransactionId::value).toList())
			.query(Long.class)
			.single()).isEqualTo(2L * ids.size());
		assertThat(jdbc.sql("SELECT COUNT(*) FROM (SELECT transaction_id, currency_code FROM cash_entries "
				+ "WHERE tenant_id = :tenant GROUP BY transaction_id, currency_code HAVING SUM(amount) <> 0) unbalanced")
			.param("tenant", tenant.tenantId)
			.query(Long.class)
			.single()).isZero();
		assertThat(jdbc.sql("SELECT currency_code, SUM(amount) FROM cash_entries WHERE tenant_id = :tenant "
				+ "GROUP BY currency_code")
			.param("tenant", tenant.tenantId)
			.query((rs, row) -> rs.getBigDecimal(2))
			.list()).hasSize(2).allSatisfy(sum -> assertThat(sum).isZero());
	}

	@Test
	void aBookingThatBreaksARuleRefusesTheWholeListAndNothingIsBooked() {
		InternalAccountId active = account("EUR", "50");
		InternalAccountId suspended = account("EUR", "10");
		assertThat(tenant.status("internal-accounts", suspended.value().toString(), "Suspended").status())
			.isEqualTo(200);
		long before = transactionCount();
		events.clear();

		assertRule(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "-50"), cash(active, "-0.01"))), "amount");
		assertRule(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "10"), cash(active, "-70"))), "amount");
		assertRule(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "10"), cash(suspended, "5"))),
				"internalAccountId");
		assertRule(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "10"), new CashBooking(active,
				BigDecimal.ONE, "USD", CashTransactionType.Deposit, "d", VALUE_DATE, null, false))), "currencyCode");
		assertThatThrownBy(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "10"),
				cash(new InternalAccountId(UUID.randomUUID()), "5")))).isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> ledger.bookCash(tenant.id(), List.of(cash(active, "10"), cash(active, "0"))))
			.isInstanceOf(InvalidInput.class);

		assertThat(transactionCount()).isEqualTo(before);
		assertThat(ledger.internalAccount(tenant.id(), active).balance()).isEqualByComparingTo("50");
		assertThat(ledger.internalAccount(tenant.id(), suspended).balance()).isEqualByComparingTo("10");
		assertThat(ledger.bookCash(tenant.id(), List.of())).isEmpty();
		assertThat(ledger.bookCash(tenant.id(), List.of(cash(active, "-50"), cash(suspended, "-10",
				CashTransactionType.Reversal)))).hasSize(2);
		assertThat(ledger.internalAccount(tenant.id(), active).balance()).isZero();
		assertThat(ledger.internalAccount(tenant.id(), suspended).balance()).isZero();
	}

	@Test
	void listsOverTheSameAccountsInAnyOrderTakeTurnsAndNeverOverspend() throws Exception {
		List<InternalAccountId> accounts = List.of(account("EUR", "100"), account("EUR", "100"),
				account("EUR", "100"));

		List<Boolean> booked = Races.run(IntStream.range(0, 12).<Callable<Boolean>>mapToObj(i -> () -> {
			List<CashBooking> list = new ArrayList<>();
			for (int k = 0; k < accounts.size(); k++) {
				list.add(cash(accounts.get((i + k) % accounts.size()), "-25"));
			}
			try {
				ledger.bookCash(tenant.id(), list);
				return true;
			}
			catch (RuleViolation notEnough) {
				return false;
			}
		}).toList());

		assertThat(booked.stream().filter(Boolean::booleanValue).count()).isEqualTo(4);
		accounts.forEach(account -> assertThat(ledger.internalAccount(tenant.id(), account).balance()).isZero());
	}

	@Test
	void payoutAccountsOfManyClientRecordsAreTheirPreferredActiveOneElseTheirOnlyOne() {
		ClientId preferring = client();
		InternalAccountId first = account("EUR", null);
		InternalAccountId chosen = account("EUR", null);
		ClientId withOne = new ClientId(UUID.fromString(tenant.newClient()));
		InternalAccountId only = new InternalAccountId(UUID.fromString(tenant.activeInternalAccount(
				withOne.value().toString(), "EUR")));
		ClientId withTwo = new ClientId(UUID.fromString(tenant.newClient()));
		tenant.activeInternalAccount(withTwo.value().toString(), "EUR");
		tenant.activeInternalAccount(withTwo.value().toString(), "EUR");
		ClientId inDollars = new ClientId(UUID.fromString(tenant.newClient()));
		tenant.activeInternalAccount(inDollars.value().toString(), "USD");
		Map<ClientId, @Nullable InternalAccountId> preferred = new HashMap<>();
		preferred.put(preferring, chosen);
		preferred.put(withOne, null);
		preferred.put(withTwo, null);
		preferred.put(inDollars, null);

		assertThat(holdings.payoutAccounts(tenant.id(), preferred, "EUR")).containsOnly(
				Map.entry(preferring, chosen), Map.entry(withOne, only));
		assertThat(holdings.payoutAccount(tenant.id(), preferring, "EUR", first)).contains(first);
		assertThat(holdings.payoutAccount(tenant.id(), preferring, "EUR", null)).isEmpty();
		assertThat(holdings.payoutAccount(tenant.id(), withOne, "EUR", chosen)).contains(only);
		assertThat(holdings.payoutAccounts(tenant.id(), Map.of(), "EUR")).isEmpty();
	}

	private List<InternalAccountId> fundedAccounts() {
		return CURRENCIES.stream().map(currency -> account(currency, "100")).toList();
	}

	private InternalAccountId account(String currency, @Nullable String funds) {
		InternalAccountId account = new InternalAccountId(UUID.fromString(tenant.activeInternalAccount(clientId,
				currency)));
		if (funds != null) {
			ledger.bookCash(tenant.id(), new CashBooking(account, new BigDecimal(funds), currency,
					CashTransactionType.Deposit, "funds", VALUE_DATE, null, false));
		}
		return account;
	}

	/** Deposits, withdrawals, fees and now and then a reversal allowed below zero, two decimals, never zero. */
	private static CashBooking randomBooking(Random random, InternalAccountId account, String currency, int i) {
		BigDecimal amount = BigDecimal.valueOf(random.nextInt(1, 6000), 2);
		return switch (random.nextInt(10)) {
			case 0, 1, 2 -> new CashBooking(account, amount, currency, CashTransactionType.Deposit, "in " + i,
					VALUE_DATE, null, false);
			case 3 -> new CashBooking(account, amount.negate(), currency, CashTransactionType.Reversal, "back " + i,
					VALUE_DATE.plusDays(1), null, true);
			case 4 -> new CashBooking(account, amount.negate().movePointLeft(1), currency, CashTransactionType.Fee,
					"fee " + i, VALUE_DATE, null, false);
			default -> new CashBooking(account, amount.negate(), currency, CashTransactionType.Withdrawal, "out " + i,
					VALUE_DATE, null, false);
		};
	}

	private static CashBooking on(InternalAccountId account, CashBooking booking) {
		return new CashBooking(account, booking.entry(), booking.settles(), booking.mayGoNegative(),
				booking.releasesRest());
	}

	private static CashBooking cash(InternalAccountId account, String amount) {
		return cash(account, amount, new BigDecimal(amount).signum() < 0 ? CashTransactionType.Withdrawal
				: CashTransactionType.Deposit);
	}

	private static CashBooking cash(InternalAccountId account, String amount, CashTransactionType type) {
		return new CashBooking(account, new BigDecimal(amount), "EUR", type, "ref", VALUE_DATE, null, false);
	}

	private ClientId client() {
		return new ClientId(UUID.fromString(clientId));
	}

	private List<CashTransactionBooked> booked() {
		return events.stream(CashTransactionBooked.class).toList();
	}

	/** The account's transactions without their ids and booking times, which differ between twins. */
	private List<String> transactionsOf(InternalAccountId account) {
		return jdbc.sql("SELECT amount, currency_code, type, reference, value_date, settled_reservation, "
				+ "negative_allowed, balance_after FROM cash_transactions WHERE internal_account_id = :id")
			.param("id", account.value())
			.query((rs, row) -> rs.getBigDecimal(1).toPlainString() + " " + rs.getString(2) + " " + rs.getString(3)
					+ " " + rs.getString(4) + " " + rs.getObject(5, LocalDate.class) + " " + rs.getObject(6) + " "
					+ rs.getBoolean(7) + " " + rs.getBigDecimal(8).toPlainString())
			.list();
	}

	private BigDecimal entriesOf(InternalAccountId account) {
		return jdbc.sql("SELECT SUM(amount) FROM cash_entries WHERE internal_account_id = :id")
			.param("id", account.value())
			.query(BigDecimal.class)
			.single();
	}

	private long transactionCount() {
		return jdbc.sql("SELECT COUNT(*) FROM cash_transactions WHERE tenant_id = :tenant")
			.param("tenant", tenant.tenantId)
			.query(Long.class)
			.single();
	}

	private static void assertRule(Runnable call, String property) {
		assertThatThrownBy(call::run).isInstanceOfSatisfying(RuleViolation.class,
				violation -> assertThat(violation.errors()).containsKey(property));
	}
}
