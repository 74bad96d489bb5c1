package dev.kontor.accounts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.event.ApplicationEvents;
import org.springframework.test.context.event.RecordApplicationEvents;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.RuleViolation;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Booking a list of securities movements in one call books exactly what booking them one after the other books
 * (positions with their average prices, movements, entries, events), or nothing when one of them breaks a rule;
 * against the database (H2, and PostgreSQL with {@code KONTOR_TEST_DB=postgres}).
 */
@RecordApplicationEvents
class SecurityBatchBookingTest extends HttpTest {

	private static final LocalDate VALUE_DATE = LocalDate.of(2026, 11, 25);

	@Autowired
	Accounts ledger;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ApplicationEvents events;

	private AccountsTenant tenant;

	private String clientId;

	private final List<String> isins = List.of(TestIsins.random(), TestIsins.random());

	@BeforeEach
	void tenant() {
		tenant = new AccountsTenant(http, platform);
		clientId = tenant.newClient();
	}

	@Test
	void aListBooksWhatItsMovementsBookOneAfterTheOther() {
		List<DepositAccountId> batched = List.of(account(), account());
		List<DepositAccountId> twins = List.of(account(), account());
		Random random = new Random(32);
		List<Integer> accountOf = new ArrayList<>();
		List<SecurityBooking> oneByOne = new ArrayList<>();
		events.clear();
		for (int i = 0; i < 80; i++) {
			int account = random.nextInt(twins.size());
			SecurityBooking booking = randomMovement(random, twins.get(account), isins.get(random.nextInt(2)), i);
			try {
				ledger.bookSecurities(tenant.id(), booking);
				accountOf.add(account);
				oneByOne.add(booking);
			}
			catch (RuleViolation oversold) {
				// not in the list either: the list is what one by one booked
			}
		}
		List<SecurityMovementBooked> bookedOneByOne = events.stream(SecurityMovementBooked.class).toList();
		List<SecurityBooking> list = IntStream.range(0, oneByOne.size())
			.mapToObj(i -> on(batched.get(accountOf.get(i)), oneByOne.get(i)))
			.toList();
		events.clear();

		List<SecurityMovementId> ids = ledger.bookSecurities(tenant.id(), list);

		List<SecurityMovementBooked> bookedInOneCall = events.stream(SecurityMovementBooked.class).toList();
		assertThat(oneByOne).as("some movements were refused, most booked").hasSizeBetween(50, 79);
		assertThat(bookedInOneCall).extracting(SecurityMovementBooked::movementId).containsExactlyElementsOf(ids);
		assertThat(bookedInOneCall).hasSameSizeAs(bookedOneByOne);
		for (int i = 0; i < bookedInOneCall.size(); i++) {
			SecurityMovementBooked inOneCall = bookedInOneCall.get(i);
			SecurityMovementBooked single = bookedOneByOne.get(i);
			assertThat(inOneCall.depositAccountId()).isEqualTo(batched.get(accountOf.get(i)));
			assertThat(inOneCall.entry()).isEqualTo(single.entry());
			assertThat(inOneCall.clientId()).isEqualTo(single.clientId());
			assertThat(inOneCall.isinCode()).isEqualTo(single.isinCode());
		}
		for (int account = 0; account < twins.size(); account++) {
			for (String isin : isins) {
				assertThat(ledger.position(tenant.id(), batched.get(account), isin, TradeProvider.ProviderA))
					.usingRecursiveComparison()
					.ignoringFields("account")
					.isEqualTo(ledger.position(tenant.id(), twins.get(account), isin, TradeProvider.ProviderA));
			}
			assertThat(movementsOf(batched.get(account))).containsExactlyInAnyOrderElementsOf(
					movementsOf(twins.get(account)));
		}
		assertThat(jdbc.sql("SELECT COUNT(*) FROM (SELECT movement_id FROM security_entries WHERE tenant_id = :tenant "
				+ "GROUP BY movement_id HAVING SUM(quantity) <> 0 OR COUNT(*) <> 2) unbalanced")
			.param("tenant", tenant.tenantId)
			.query(Long.class)
			.single()).isZero();
	}

	@Test
	void aMovementThatBreaksARuleRefusesTheWholeListAndNothingIsBooked() {
		DepositAccountId account = account();
		ledger.bookSecurities(tenant.id(), movement(account, isins.get(0), "10", "EUR"));
		long before = movementCount();

		assertRule(() -> ledger.bookSecurities(tenant.id(), List.of(movement(account, isins.get(0), "-6", "EUR"),
				movement(account, isins.get(0), "-5", "EUR"))), "quantity");
		assertRule(() -> ledger.bookSecurities(tenant.id(), List.of(movement(account, isins.get(1), "3", "EUR"),
				movement(account, isins.get(0), "1", "USD"))), "currencyCode");
		assertThatThrownBy(() -> ledger.bookSecurities(tenant.id(), List.of(movement(account, isins.get(1), "3",
				"EUR"), movement(new DepositAccountId(UUID.randomUUID()), isins.get(1), "3", "EUR"))))
			.isInstanceOf(NotFound.class);

		assertThat(movementCount()).isEqualTo(before);
		assertThat(ledger.position(tenant.id(), account, isins.get(0), TradeProvider.ProviderA).quantity())
			.isEqualByComparingTo("10");
		assertThat(ledger.position(tenant.id(), account, isins.get(1), TradeProvider.ProviderA).quantity()).isZero();
		assertThat(ledger.bookSecurities(tenant.id(), List.of(movement(account, isins.get(0), "-6", "EUR"),
				movement(account, isins.get(0), "-4", "EUR"), movement(account, isins.get(1), "2", "EUR")))).hasSize(3);
		assertThat(ledger.position(tenant.id(), account, isins.get(0), TradeProvider.ProviderA).quantity()).isZero();
		assertThat(ledger.position(tenant.id(), account, isins.get(1), TradeProvider.ProviderA).quantity())
			.isEqualByComparingTo("2");
	}

	private DepositAccountId account() {
		return new DepositAccountId(UUID.fromString(tenant.activeDepositAccount(clientId)));
	}

	/** Deliveries in at a random price, out now and then, and a corporate action's change of quantity. */
	private static SecurityBooking randomMovement(Random random, DepositAccountId account, String isin, int i) {
		BigDecimal quantity = BigDecimal.valueOf(random.nextInt(1, 400), 1);
		BigDecimal price = BigDecimal.valueOf(random.nextInt(100, 20000), 2);
		return switch (random.nextInt(6)) {
			case 0, 1, 2 -> new SecurityBooking(account, isin, TradeProvider.ProviderA, quantity, price, "EUR",
					SecurityMovementType.Deposit, "in " + i, VALUE_DATE, null);
			case 3 -> new SecurityBooking(account, isin, TradeProvider.ProviderA, quantity.negate().movePointLeft(1),
					BigDecimal.ZERO, "EUR", SecurityMovementType.CorporateAction, "split " + i, VALUE_DATE, null);
			default -> new SecurityBooking(account, isin, TradeProvider.ProviderA, quantity.negate(), price, "EUR",
					SecurityMovementType.TradeSettlement, "out " + i, VALUE_DATE, null);
		};
	}

	private static SecurityBooking on(DepositAccountId account, SecurityBooking booking) {
		return new SecurityBooking(account, booking.isinCode(), booking.provider(), booking.entry(), booking.settles(),
				booking.releasesRest());
	}

	private static SecurityBooking movement(DepositAccountId account, String isin, String quantity, String currency) {
		return new SecurityBooking(account, isin, TradeProvider.ProviderA, new BigDecimal(quantity), BigDecimal.TEN,
				currency, new BigDecimal(quantity).signum() < 0 ? SecurityMovementType.TradeSettlement
						: SecurityMovementType.Deposit, "ref", VALUE_DATE, null);
	}

	/** The account's movements without their ids and booking times, which differ between twins. */
	private List<String> movementsOf(DepositAccountId account) {
		return jdbc.sql("SELECT isin_code, provider, quantity, price, currency_code, type, reference, value_date "
				+ "FROM security_movements WHERE deposit_account_id = :id")
			.param("id", account.value())
			.query((rs, row) -> rs.getString(1) + " " + rs.getString(2) + " " + rs.getBigDecimal(3).toPlainString()
					+ " " + rs.getBigDecimal(4).toPlainString() + " " + rs.getString(5) + " " + rs.getString(6) + " "
					+ rs.getString(7) + " " + rs.getObject(8, LocalDate.class))
			.list();
	}

	private long movementCount() {
		return jdbc.sql("SELECT COUNT(*) FROM security_movements WHERE tenant_id = :tenant")
			.param("tenant", tenant.tenantId)
			.query(Long.class)
			.single();
	}

	private static void assertRule(Runnable call, String property) {
		assertThatThrownBy(call::run).isInstanceOfSatisfying(RuleViolation.class,
				violation -> assertThat(violation.errors()).containsKey(property));
	}
}
