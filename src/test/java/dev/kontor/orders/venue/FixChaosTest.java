package dev.kontor.orders.venue;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.payments.LedgerAudit;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OtherInstance;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * kill -9 on both sides of the FIX session while fills stream: another instance of the application (a process of its
 * own, {@code kontor.orders.venue=fix}) holds the session to the FIX exchange simulator (a process of its own too);
 * orders, market and limit, come in over HTTP at both instances and quotes of a small volume fill them in parts. The
 * simulator is killed with SIGKILL and started again on its store; then the instance holding the session is killed,
 * and a fresh process on the same database, started meanwhile (so that the test waits for one start less), takes the
 * session over once the killed holder's lease runs out and resumes it from the database, as a restart would. Once
 * all is quiet every order is closed, its filled quantity is the sum of its
 * executions, no ExecID is booked twice, Kontor's ExecIDs are exactly the simulator's, every execution has its two
 * bookings and the ledger balances, an order rejected as unknown to the venue is one the venue never received, and
 * the simulator received no ClOrdID in two NewOrderSingle messages (resends with PossDupFlag apart). This test's own
 * application shares the database and takes orders, but its FIX session (another TargetCompID, on a port where no
 * one listens) never logs on, so that it never holds the simulator's session. The processes share a schema of the
 * test's own on PostgreSQL.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.orders.venue=fix", "kontor.orders.fix.host=127.0.0.1",
				"kontor.orders.fix.target-comp-id=NOWHERE", "kontor.orders.fix.reconnect-interval=30s" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import(TestInfrastructure.class)
@EnabledIf(value = "dev.kontor.testing.TestDatabaseProfiles#isPostgres",
		disabledReason = "two processes share the database only on PostgreSQL")
class FixChaosTest {

	private static final int PORT = FreePorts.pick();

	private static final int FIX_PORT = FreePorts.pick();

	private static final String BASE_URL = "http://localhost:" + PORT;

	private static final String DATABASE = "fix_chaos";

	private static final String OPEN = "('PendingNew', 'New', 'PartiallyFilled', 'PendingCancel', 'PendingReplace')";

	private final Http http = new Http(BASE_URL);

	private final Platform platform = new Platform(http);

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	private final List<Process> instances = new CopyOnWriteArrayList<>();

	private FixExchangeProcess exchange;

	@DynamicPropertySource
	static void addresses(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
		OwnDatabase.use(registry, DATABASE);
		registry.add("kontor.orders.fix.port", FreePorts::pick);
	}

	@AfterEach
	void stopProcesses() {
		instances.forEach(Process::destroyForcibly);
		if (exchange != null) {
			exchange.close();
		}
	}

	@Test
	void afterKillsOnBothSidesEveryFillIsBookedOnceAndNoOrderWasSentTwice() throws Exception {
		VenueMarket market = new VenueMarket(http, platform, accounts);
		market.fund("10000000");
		market.hold("100000");
		UUID tenantId = market.tenantId;
		ExecutionAudit audit = new ExecutionAudit(jdbc);
		exchange = FixExchangeProcess.start(BASE_URL, FIX_PORT, FreePorts.pick(),
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read"));
		int holderPort = FreePorts.pick();
		Process holder = startInstance(holderPort);
		Http holding = new Http("http://localhost:" + holderPort);
		AtomicReference<Http> other = new AtomicReference<>(holding);
		exchange.awaitLogon(Duration.ofSeconds(60));
		int successorPort = FreePorts.pick();
		Http successor = new Http("http://localhost:" + successorPort);

		AtomicBoolean running = new AtomicBoolean(true);
		AtomicInteger placed = new AtomicInteger();
		try (ExecutorService stream = Executors.newFixedThreadPool(4)) {
			stream.submit(() -> placeOrders(new AtomicReference<>(http), market, 0, running, placed));
			stream.submit(() -> placeOrders(other, market, 1, running, placed));
			stream.submit(() -> quote(market, running));
			Future<Process> successorStarted = stream.submit(() -> startInstance(successorPort));

			long before = audit.executions(tenantId);
			await().atMost(Duration.ofSeconds(60)).until(() -> audit.executions(tenantId) >= before + 20);
			exchange.kill();
			exchange = exchange.restarted();
			exchange.awaitLogon(Duration.ofSeconds(60));

			long afterExchange = audit.executions(tenantId);
			await().atMost(Duration.ofSeconds(60)).until(() -> audit.executions(tenantId) >= afterExchange + 20);
			successorStarted.get();
			String adminToken = platform.adminToken();
			assertThat(sessionState(holding, adminToken)).as("the session's state at the instance killed")
				.isEqualTo("Connected");
			holder.destroyForcibly().waitFor();
			other.set(successor);
			await().atMost(Duration.ofSeconds(60))
				.until(() -> sessionState(successor, adminToken), "Connected"::equals);
			exchange.awaitLogon(Duration.ofSeconds(60));
			long afterInstance = audit.executions(tenantId);
			await().atMost(Duration.ofSeconds(60)).until(() -> audit.executions(tenantId) >= afterInstance + 10);
			running.set(false);
		}

		await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(500)).untilAsserted(() -> {
			market.quote("99.90", "100.10", "1000", "1000");
			assertThat(openOrders(tenantId)).as("orders still open or pending once all is quiet").isEmpty();
			assertThat(unsentRequests()).as("requests not yet sent").isZero();
		});

		assertThat(placed.get()).as("orders placed").isGreaterThan(20);
		assertThat(audit.ordersOffTheirExecutions(tenantId)).as("orders whose filled quantity is not their executions'")
			.isEmpty();
		assertThat(jdbc.sql("SELECT venue_execution_id FROM order_executions WHERE tenant_id = :t "
				+ "GROUP BY venue_execution_id HAVING COUNT(*) > 1")
			.param("t", tenantId)
			.query(String.class)
			.list()).as("ExecIDs booked twice").isEmpty();
		JsonNode status = exchange.status();
		Set<String> venueExecIds = new HashSet<>();
		status.get("executions").forEach(execution -> venueExecIds.add(execution.get("execId").asString()));
		assertThat(jdbc.sql("SELECT venue_execution_id FROM order_executions WHERE tenant_id = :t")
			.param("t", tenantId)
			.query(String.class)
			.set()).as("Kontor's executions are the venue's").isEqualTo(venueExecIds);
		assertThat(audit.executionsNotBookedOnce(tenantId)).as("executions without exactly one booking of each kind")
			.isEmpty();
		new LedgerAudit(jdbc).of(tenantId).assertBalanced();
		Map<String, Integer> sentTwice = new HashMap<>();
		status.get("newOrderSingles").properties().forEach(entry -> {
			if (entry.getValue().get("messages").asInt() > 1) {
				sentTwice.put(entry.getKey(), entry.getValue().get("messages").asInt());
			}
		});
		assertThat(sentTwice).as("ClOrdIDs in more than one NewOrderSingle without PossDupFlag").isEmpty();
		assertThat(rejectedAsUnknown(tenantId)).as("orders rejected as unknown to the venue that the venue received")
			.noneMatch(order -> status.get("newOrderSingles").has(order));
		JsonNode counts = exchange.counts();
		assertThat(counts.get("clOrdIdsSentTwice").asLong()).isZero();
		assertThat(counts.get("mostPerClOrdId").asInt()).isEqualTo(1);
		System.out.println("FixChaosTest: " + placed.get() + " orders placed, " + audit.executions(tenantId)
				+ " executions, statuses " + statuses(tenantId) + ", " + rejectedAsUnknown(tenantId).size()
				+ " rejected as unknown to the venue");
	}

	/** Market and marketable limit orders, buys and sells of 1 to 9 units, as fast as the instance answers. */
	private static void placeOrders(AtomicReference<Http> at, VenueMarket market, int caller, AtomicBoolean running,
			AtomicInteger placed) {
		Random random = new Random(caller);
		for (int n = 0; running.get(); n++) {
			boolean buy = random.nextBoolean();
			Map<String, Object> body = new HashMap<>(Map.of("clientOrderId", "chaos-" + caller + "-" + n, "isinCode",
					market.isin, "side", buy ? "Buy" : "Sell", "quantity", 1 + random.nextInt(9), "timeInForce",
					"GoodTillCancelled"));
			if (random.nextBoolean()) {
				body.put("orderType", "Market");
			}
			else {
				body.put("orderType", "Limit");
				body.put("limitPrice", buy ? new BigDecimal("100.20") : new BigDecimal("99.80"));
			}
			try {
				if (at.get().postJson(market.orders(), market.token, body).status() == 201) {
					placed.incrementAndGet();
				}
				Thread.sleep(50);
			}
			catch (RuntimeException instanceGone) {
				// killed: what it answered nothing to may or may not have happened
				VenueMarket.pause(200);
			}
			catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
				return;
			}
		}
	}

	/** Quotes with a volume of 3: an order fills in parts, one fill a quote. */
	private static void quote(VenueMarket market, AtomicBoolean running) {
		while (running.get()) {
			market.quote("99.90", "100.10", "3", "3");
			VenueMarket.pause(100);
		}
	}

	/**
	 * Another instance on this test's database, holding the FIX session to the simulator or waiting to take it over
	 * once the holder's lease runs out.
	 */
	private Process startInstance(int port) throws IOException {
		Process instance = OtherInstance.start(port, BASE_URL,
				"--spring.datasource.url=" + OwnDatabase.postgresUrl(DATABASE), "--kontor.orders.venue=fix",
				"--kontor.orders.fix.host=127.0.0.1", "--kontor.orders.fix.port=" + FIX_PORT, "--kontor.orders.fix.reconnect-interval=1s",
				"--kontor.orders.fix.holder-lease=3s");
		instances.add(instance);
		return instance;
	}

	/** The FIX session's state at an instance: Connected only at the one holding it. */
	private static String sessionState(Http instance, String adminToken) {
		return instance.get("/admin/v1/fix-session", adminToken).json().get("state").asString();
	}

	private List<String> openOrders(UUID tenantId) {
		return jdbc.sql("SELECT client_order_id || ' ' || status || ' ' || filled_quantity FROM orders "
				+ "WHERE tenant_id = :t AND status IN " + OPEN)
			.param("t", tenantId)
			.query(String.class)
			.list();
	}

	/**
	 * The orders rejected "unknown to the venue": those whose NewOrderSingle an instance killed between marking it sent
	 * and handing it to the session never sent (docs/decisions.md, requests through an outbox).
	 */
	private List<String> rejectedAsUnknown(UUID tenantId) {
		return jdbc.sql("SELECT CAST(id AS VARCHAR(36)) FROM orders WHERE tenant_id = :t AND status = 'Rejected' "
				+ "AND reject_reason = 'unknown to the venue'")
			.param("t", tenantId)
			.query(String.class)
			.list();
	}

	private long unsentRequests() {
		return jdbc.sql("SELECT COUNT(*) FROM fix_outbox WHERE sent_date IS NULL").query(Long.class).single();
	}

	private Map<String, Long> statuses(UUID tenantId) {
		return jdbc.sql("SELECT status FROM orders WHERE tenant_id = :t")
			.param("t", tenantId)
			.query(String.class)
			.list()
			.stream()
			.collect(Collectors.groupingBy(status -> status, Collectors.counting()));
	}
}
