package dev.kontor.orders.venue;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.payments.LedgerAudit;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.OtherInstance;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * kill -9 between fills and their bookings: another instance of the application (a process of its own) takes orders
 * from four concurrent callers and quotes that fill them in parts, and is killed with SIGKILL while fills are being
 * worked. Started again on the same database, the venue goes on; afterwards every order's filled quantity is the sum
 * of its executions, every execution has exactly its two bookings (cash and securities) and no other booking refers
 * to an order, no closed order holds a reservation, every order answered 201 before the kill is there, and the
 * ledger balances. Needs a database two processes share, so PostgreSQL only.
 */
class OrderCrashRecoveryTest extends HttpTest {

	private static final int CALLERS = 4;

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
	void afterAKillEveryFillIsBookedOnceAndTheLedgerBalances() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "two processes share the database only on PostgreSQL");
		VenueMarket market = new VenueMarket(http, platform, accounts);
		market.fund("1000000");
		market.hold("5000");
		market.quote("99.90", "100.10", "3", "3");
		UUID tenantId = market.tenantId;
		ExecutionAudit audit = new ExecutionAudit(jdbc);

		int port = FreePorts.pick();
		Http other = new Http("http://localhost:" + port);
		startInstance(port);
		List<String> accepted = Collections.synchronizedList(new ArrayList<>());
		AtomicBoolean running = new AtomicBoolean(true);
		try (ExecutorService callers = Executors.newFixedThreadPool(CALLERS + 1)) {
			for (int c = 0; c < CALLERS; c++) {
				Random random = new Random(c);
				int caller = c;
				callers.submit(() -> {
					for (int n = 0; running.get(); n++) {
						String clientOrderId = "crash-" + caller + "-" + n;
						Map<String, Object> body = new HashMap<>(Map.of("clientOrderId", clientOrderId, "isinCode",
								market.isin, "side", random.nextBoolean() ? "Buy" : "Sell", "orderType", "Market",
								"quantity", 1 + random.nextInt(9), "timeInForce", "GoodTillCancelled"));
						try {
							if (other.postJson(market.orders(), market.token, body).status() == 201) {
								accepted.add(clientOrderId);
							}
						}
						catch (RuntimeException connectionLost) {
							// the instance is gone: what it answered nothing to may or may not have happened
						}
					}
				});
			}
			// quotes with a volume of 3 through the other instance: orders fill in parts, one fill per quote
			callers.submit(() -> {
				while (running.get()) {
					try {
						other.postJson(VenueMarket.PRICEFEED + "/quotes/ingest", market.feed, List.of(Map.of(
								"isinCode", market.isin, "provider", "ProviderA", "dateTime", Instant.now().toString(),
								"status", "Open", "bid", new BigDecimal("99.90"), "ask", new BigDecimal("100.10"),
								"bidVolume", 3, "askVolume", 3)));
						Thread.sleep(20);
					}
					catch (RuntimeException connectionLost) {
						// the instance is gone
					}
					catch (InterruptedException ex) {
						Thread.currentThread().interrupt();
						return;
					}
				}
			});
			await().atMost(Duration.ofSeconds(120)).until(() -> audit.executions(tenantId) >= 40);
			instances.getFirst().destroyForcibly().waitFor();
			running.set(false);
		}
		long executionsAtKill = audit.executions(tenantId);

		startInstance(port);
		// the restarted instance's venue (and this one's) fills what was left at the next quotes
		for (int i = 0; i < 20 && open(tenantId) > 0; i++) {
			market.quote("99.90", "100.10", "1000", "1000");
			Thread.sleep(500);
		}
		await().atMost(Duration.ofSeconds(60)).until(() -> open(tenantId) == 0);

		assertThat(accepted).as("orders taken before the kill").isNotEmpty();
		List<String> stored = jdbc.sql("SELECT client_order_id FROM orders WHERE tenant_id = :t")
			.param("t", tenantId)
			.query(String.class)
			.list();
		assertThat(stored).as("every order answered 201 is there").containsAll(accepted);
		assertThat(audit.ordersOffTheirExecutions(tenantId)).as("orders whose filled quantity is not their executions'")
			.isEmpty();
		assertThat(audit.executionsNotBookedOnce(tenantId)).as("executions without exactly one booking of each kind")
			.isEmpty();
		assertThat(closedOrdersHoldingReservations(tenantId)).as("closed orders still holding a reservation")
			.isEmpty();
		new LedgerAudit(jdbc).of(tenantId).assertBalanced();
		System.out.println("OrderCrashRecoveryTest: " + accepted.size() + " orders accepted, " + executionsAtKill
				+ " executions at the kill, " + audit.executions(tenantId) + " in the end");
	}

	private long open(UUID tenantId) {
		return jdbc.sql("SELECT COUNT(*) FROM orders WHERE tenant_id = :t AND status IN ('New', 'PartiallyFilled')")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	private List<String> closedOrdersHoldingReservations(UUID tenantId) {
		return jdbc.sql("""
				SELECT o.client_order_id FROM orders o WHERE o.tenant_id = :t
				  AND o.status NOT IN ('New', 'PartiallyFilled') AND (
				    EXISTS (SELECT 1 FROM cash_reservations r WHERE r.id = o.cash_reservation_id AND r.status = 'Open')
				    OR EXISTS (SELECT 1 FROM security_reservations r WHERE r.id = o.security_reservation_id
				      AND r.status = 'Open'))""")
			.param("t", tenantId)
			.query(String.class)
			.list();
	}

	/** Another instance as a process of its own on {@code port}, on this test's database. */
	private void startInstance(int port) throws IOException {
		instances.add(0, OtherInstance.start(port, BASE_URL));
	}
}
