package dev.kontor.corporateactions;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.PositionSnapshot;
import dev.kontor.payments.LedgerAudit;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OtherInstance;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * kill -9 while corporate actions are booked: another instance of the application (a process of its own, booking one
 * client record per transaction) processes a cash dividend, a 3:2 split, a 1:10 reverse split and a 3-for-4 merger of
 * random holdings and is killed with SIGKILL after its first bookings; two runs at once on this instance then finish.
 * Every entitlement is booked exactly once (two cash transactions for a dividend; one movement for a split or a
 * reverse split, two for a merger; at most one cash in lieu), the amounts are the contract's, no position loses value
 * in the split, the reverse split or the merger (to the cent, cash in lieu included), the cost stays with the shares,
 * and the ledger balances. Needs a database two processes share, so PostgreSQL only.
 */
class CorporateActionCrashRecoveryTest extends HttpTest {

	private static final int HOLDERS = 120;

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	private static final LocalDate RECORD_DATE = TODAY.minusDays(2);

	private static final BigDecimal PRICE = new BigDecimal("10");

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	private final List<Process> instances = new ArrayList<>();

	@AfterEach
	void stopInstances() {
		instances.forEach(Process::destroyForcibly);
	}

	@Test
	void afterAKillEveryEntitlementIsBookedOnceAndNoValueIsLost() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two processes share the database only on PostgreSQL");
		Holders holders = new Holders(http, platform, accounts);
		String dividendIsin = TestIsins.random();
		String splitIsin = TestIsins.random();
		String reverseIsin = TestIsins.random();
		String mergedIsin = TestIsins.random();
		String mergerIsin = TestIsins.random();
		Random random = new Random(32);
		Map<DepositAccountId, BigDecimal> held = new HashMap<>();
		for (int i = 0; i < HOLDERS; i++) {
			String clientId = holders.newClient();
			holders.activeAccount(clientId, "internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
			DepositAccountId deposit = new DepositAccountId(UUID.fromString(
					holders.activeAccount(clientId, "deposit-accounts", Map.of("clientId", clientId))));
			BigDecimal quantity = BigDecimal.valueOf(1 + random.nextInt(999));
			holders.deliver(deposit, dividendIsin, quantity.toPlainString(), RECORD_DATE.minusDays(1));
			holders.deliver(deposit, splitIsin, quantity.toPlainString(), RECORD_DATE.minusDays(1));
			holders.deliver(deposit, reverseIsin, quantity.toPlainString(), RECORD_DATE.minusDays(1));
			holders.deliver(deposit, mergedIsin, quantity.toPlainString(), RECORD_DATE.minusDays(1));
			held.put(deposit, quantity);
		}
		String dividend = announce(Map.of("isinCode", dividendIsin, "eventType", "CashDividend", "currencyCode", "EUR",
				"grossAmountPerShare", 0.37, "withholdingTaxRate", 26.375));
		BigDecimal newPrice = PRICE.multiply(new BigDecimal("2")).divide(new BigDecimal("3"), 6, RoundingMode.HALF_EVEN);
		String split = announce(Map.of("isinCode", splitIsin, "eventType", "Split", "ratioNew", 3, "ratioOld", 2,
				"currencyCode", "EUR", "cashInLieuPrice", newPrice));
		BigDecimal reversedPrice = PRICE.multiply(BigDecimal.TEN);
		String reverse = announce(Map.of("isinCode", reverseIsin, "eventType", "ReverseSplit", "ratioNew", 1,
				"ratioOld", 10, "currencyCode", "EUR", "cashInLieuPrice", reversedPrice));
		BigDecimal mergerPrice = PRICE.multiply(new BigDecimal("4")).divide(new BigDecimal("3"), 6,
				RoundingMode.HALF_EVEN);
		String merger = announce(Map.of("isinCode", mergedIsin, "eventType", "Merger", "ratioNew", 3, "ratioOld", 4,
				"newIsinCode", mergerIsin, "currencyCode", "EUR", "cashInLieuPrice", mergerPrice));
		List<String> actions = List.of(dividend, split, reverse, merger);

		int port = FreePorts.pick();
		Http other = new Http("http://localhost:" + port);
		instances.add(OtherInstance.start(port, BASE_URL, "--kontor.corporate-actions.clients-per-batch=1"));
		try (ExecutorService processing = Executors.newSingleThreadExecutor()) {
			processing.submit(() -> process(other));
			await().pollInterval(Duration.ofMillis(5))
				.atMost(Duration.ofSeconds(120))
				.until(() -> booked(actions) >= 1);
			instances.getFirst().destroyForcibly().waitFor();
		}
		long bookedAtKill = booked(actions);
		assertThat(bookedAtKill).as("entitlements booked when the instance was killed")
			.isLessThan((long) actions.size() * HOLDERS);
		// two runs at once on this instance take turns at each action, as two instances do
		try (ExecutorService processing = Executors.newFixedThreadPool(2)) {
			processing.submit(() -> process(http));
			processing.submit(() -> process(http));
		}
		await().atMost(Duration.ofSeconds(120)).until(() -> {
			process(http);
			return actions.stream().allMatch(action -> booked(action) == HOLDERS);
		});

		assertThat(bookingsPerEntitlement(dividend)).as("cash transactions of each dividend entitlement")
			.containsOnly(2L);
		assertThat(bookingsPerEntitlement(split)).as("cash transactions of each split entitlement with a fraction")
			.containsOnly(1L);
		assertThat(bookingsPerEntitlement(reverse)).as("cash transactions of each reverse split entitlement with a fraction")
			.containsOnly(1L);
		assertThat(movementsPerEntitlement(split)).as("movements of each split entitlement").containsOnly(1L);
		assertThat(movementsPerEntitlement(reverse)).as("movements of each reverse split entitlement").containsOnly(1L);
		assertThat(movementsPerEntitlement(merger)).as("movements of each merger entitlement").containsOnly(2L);
		TenantId tenant = new TenantId(holders.tenantId);
		for (Map.Entry<DepositAccountId, BigDecimal> holding : held.entrySet()) {
			BigDecimal quantity = holding.getValue();
			BigDecimal gross = quantity.multiply(new BigDecimal("0.37")).setScale(2, RoundingMode.HALF_EVEN);
			BigDecimal tax = gross.multiply(new BigDecimal("26.375")).divide(new BigDecimal("100"))
				.setScale(2, RoundingMode.HALF_EVEN);
			assertThat(cashOf(holding.getKey(), dividend)).as("dividend of %s shares", quantity)
				.isEqualByComparingTo(gross.subtract(tax));
			PositionSnapshot position = accounts.position(tenant, holding.getKey(), splitIsin, TradeProvider.ProviderA);
			BigDecimal cashInLieu = cashOf(holding.getKey(), split);
			assertThat(position.quantity().multiply(newPrice).add(cashInLieu))
				.as("value of %s shares after the split", quantity)
				.isCloseTo(quantity.multiply(PRICE), org.assertj.core.data.Offset.offset(new BigDecimal("0.01")));
			assertThat(position.quantity().multiply(position.averagePrice()))
				.as("cost of %s shares after the split", quantity)
				.isCloseTo(quantity.multiply(PRICE), org.assertj.core.data.Offset.offset(new BigDecimal("0.001")));
			assertKeepsValueAndCost(tenant, holding.getKey(), reverseIsin, reverseIsin, reversedPrice, quantity, reverse);
			assertThat(accounts.position(tenant, holding.getKey(), mergedIsin, TradeProvider.ProviderA).quantity())
				.as("%s shares merged away", quantity).isZero();
			assertKeepsValueAndCost(tenant, holding.getKey(), mergedIsin, mergerIsin, mergerPrice, quantity, merger);
		}
		LedgerAudit.Findings findings = new LedgerAudit(jdbc).of(holders.tenantId);
		assertThat(findings.unbalancedTransactions()).isEmpty();
		assertThat(findings.balancesOffTheirEntries()).isEmpty();
		System.out.println("CorporateActionCrashRecoveryTest: " + bookedAtKill + " of " + actions.size() * HOLDERS
				+ " entitlements booked at the kill");
	}

	/**
	 * The holding of {@code quantity} shares at {@code PRICE} of {@code isin} is worth as much after the action, as
	 * whole shares of {@code resultIsin} at {@code newPrice} and the cash in lieu, and those shares carry its cost.
	 */
	private void assertKeepsValueAndCost(TenantId tenant, DepositAccountId deposit, String isin, String resultIsin,
			BigDecimal newPrice, BigDecimal quantity, String action) {
		PositionSnapshot after = accounts.position(tenant, deposit, resultIsin, TradeProvider.ProviderA);
		assertThat(after.quantity().multiply(newPrice).add(cashOf(deposit, action)))
			.as("value of %s shares of %s after %s", quantity, isin, action)
			.isCloseTo(quantity.multiply(PRICE), org.assertj.core.data.Offset.offset(new BigDecimal("0.01")));
		if (after.quantity().signum() > 0) {
			assertThat(after.quantity().multiply(after.averagePrice()))
				.as("cost of %s shares of %s after %s", quantity, isin, action)
				.isCloseTo(quantity.multiply(PRICE), org.assertj.core.data.Offset.offset(new BigDecimal("0.001")));
		}
	}

	private String announce(Map<String, Object> terms) {
		Map<String, Object> body = new LinkedHashMap<>(terms);
		body.put("mandatoryVoluntary", "Mandatory");
		body.put("recordDate", RECORD_DATE.toString());
		body.put("paymentDate", TODAY.toString());
		return new CorporateActionOperator(http, platform).announce(body);
	}

	private void process(Http instance) {
		try {
			instance.post("/admin/v1/corporate-actions/processing", platform.adminToken());
		}
		catch (RuntimeException connectionLost) {
			// the instance was killed while it processed
		}
	}

	private long booked(List<String> actions) {
		return actions.stream().mapToLong(this::booked).sum();
	}

	private long booked(String action) {
		return jdbc.sql("SELECT COUNT(*) FROM corporate_action_entitlements WHERE corporate_action_id = :a "
				+ "AND status = 'Booked'")
			.param("a", action)
			.query(Long.class)
			.single();
	}

	/** How many cash transactions name the action, for each of its entitlements' internal accounts. */
	private List<Long> bookingsPerEntitlement(String action) {
		return jdbc.sql("SELECT (SELECT COUNT(*) FROM cash_transactions c WHERE c.internal_account_id = "
				+ "e.internal_account_id AND c.reference LIKE :reference) FROM corporate_action_entitlements e "
				+ "WHERE e.corporate_action_id = :a AND e.internal_account_id IS NOT NULL")
			.param("a", action)
			.param("reference", "Corporate action " + action + ":%")
			.query(Long.class)
			.list();
	}

	/** How many movements of securities name the action, for each of its entitlements' deposit accounts. */
	private List<Long> movementsPerEntitlement(String action) {
		return jdbc.sql("SELECT (SELECT COUNT(*) FROM security_movements m WHERE m.deposit_account_id = "
				+ "e.deposit_account_id AND m.reference LIKE :reference) FROM corporate_action_entitlements e "
				+ "WHERE e.corporate_action_id = :a")
			.param("a", action)
			.param("reference", "Corporate action " + action + ":%")
			.query(Long.class)
			.list();
	}

	/** The sum the action booked on the cash account of the deposit account's holder. */
	private BigDecimal cashOf(DepositAccountId deposit, String action) {
		return jdbc.sql("SELECT COALESCE(SUM(c.amount), 0) FROM cash_transactions c JOIN corporate_action_entitlements e "
				+ "ON e.internal_account_id = c.internal_account_id WHERE e.corporate_action_id = :a AND "
				+ "e.deposit_account_id = :deposit AND c.reference LIKE :reference")
			.param("a", action)
			.param("deposit", deposit.value())
			.param("reference", "Corporate action " + action + ":%")
			.query(BigDecimal.class)
			.single();
	}
}
