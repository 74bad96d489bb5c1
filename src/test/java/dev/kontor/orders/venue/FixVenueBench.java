package dev.kontor.orders.venue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.HttpConnection;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.LoadRun;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The FIX venue benchmark's harness ({@code bench/fix/run.sh}, which runs it once with the simulated venue and once
 * with the FIX venue; not part of the suite: it runs only with {@code -Dkontor.bench.fix=true} on PostgreSQL).
 * {@code CONNECTIONS} threads place Good-till-cancelled limit buys of one unit far below the ask (they rest) over
 * HTTP with real tokens, each client record of {@code CLIENTS} in turn, for a warm-up and then a measured run. The
 * latency of an order is from just before its POST to its acknowledged {@code New} state: at the simulated venue the
 * answer of the POST (it is New at once), at the FIX venue the time the venue's ExecutionReport New was applied (the
 * resting order's {@code updated_date}, written by that transaction, on this process's clock). A paced run follows:
 * {@code PACED_RATE} orders a second, each sent on time, timed the same way from the order's {@code updated_date},
 * for the latency of an acknowledgement when no queue has built up. With the FIX venue
 * the exchange simulator runs as a process of its own; afterwards the connection is dropped with at least 10,000
 * orders open, and the recovery is timed until Kontor has logged on again and the exchange has answered an
 * OrderStatusRequest for every open order.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.orders.fix.host=127.0.0.1", "kontor.orders.fix.reconnect-interval=1s" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
class FixVenueBench {

	private static final int PORT = FreePorts.pick();

	private static final int FIX_PORT = FreePorts.pick();

	private static final String BASE_URL = "http://localhost:" + PORT;

	private static final URI BASE = URI.create(BASE_URL);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final int CONNECTIONS = Integer.getInteger("kontor.bench.connections", 8);

	private static final int CLIENTS = Integer.getInteger("kontor.bench.clients", 16);

	private static final int WARMUP_SECONDS = Integer.getInteger("kontor.bench.warmup", 40);

	private static final int SECONDS = Integer.getInteger("kontor.bench.seconds", 20);

	private static final int PACED_RATE = Integer.getInteger("kontor.bench.paced-rate", 200);

	private static final int PACED_SECONDS = 15;

	private static final int OPEN_FOR_RECOVERY = 10_000;

	private final Http http = new Http(BASE_URL);

	private final Platform platform = new Platform(http);

	private final List<String> clients = new ArrayList<>();

	private final AtomicLong placed = new AtomicLong();

	/** When each order of the run being measured had its POST sent, by clientOrderId; null between runs. */
	private volatile @Nullable Map<String, Instant> sentAt;

	private final ThreadLocal<HttpConnection> connections = ThreadLocal
		.withInitial(() -> new HttpConnection(new InetSocketAddress("127.0.0.1", PORT), 30_000));

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	@Value("${kontor.orders.venue:simulated}")
	String venue;

	private VenueMarket market;

	@DynamicPropertySource
	static void addresses(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> BASE_URL);
		registry.add("kontor.orders.fix.port", () -> FIX_PORT);
	}

	/** One run's figures, as the report and the other venue's run read them. */
	record Figures(String venue, long orders, long failures, double seconds, double placedPerSecond,
			double acknowledgedPerSecond, double p50Millis, double p99Millis, double maxMillis, double answerP50Millis,
			double answerP99Millis, int pacedRate, long pacedOrders, long pacedFailures, double pacedP50Millis,
			double pacedP99Millis, long openOrders, double recoverySeconds) {
	}

	@Test
	void placeToNew() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.fix") && TestDatabaseProfiles.isPostgres(),
				"the FIX venue benchmark runs from bench/fix/run.sh");
		boolean fix = venue.equals("fix");
		try (FixExchangeProcess exchange = fix ? FixExchangeProcess.start(BASE_URL, FIX_PORT, FreePorts.pick(),
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read")) : null) {
			if (exchange != null) {
				exchange.awaitLogon(Duration.ofSeconds(90));
			}
			market = new VenueMarket(http, platform, accounts);
			market.quote("99", "100");
			for (int i = 0; i < CLIENTS; i++) {
				clients.add(market.fundedClient("10000000"));
			}
			LoadRun.run(CONNECTIONS, WARMUP_SECONDS, this::placeRestingBuy);
			awaitNothingPendingNew();
			analyzeTables();
			Map<String, Instant> flatOut = measure();
			LoadRun.Figures placement = LoadRun.run(CONNECTIONS, SECONDS, this::placeRestingBuy);
			sentAt = null;
			awaitNothingPendingNew();
			long[] toNew = fix ? acknowledgementNanos(flatOut) : placement.nanos();
			double acknowledgedPerSecond = fix ? acknowledgedPerSecond(flatOut) : placement.perSecond();
			Map<String, Instant> paced = measure();
			long pacedFailures = placeAtPace();
			sentAt = null;
			awaitNothingPendingNew();
			long[] pacedToNew = acknowledgementNanos(paced);
			long open = 0;
			double recovery = Double.NaN;
			if (exchange != null) {
				while (openOrders() < OPEN_FOR_RECOVERY) {
					placeRestingBuy();
				}
				awaitNothingPendingNew();
				open = openOrders();
				recovery = recoverySeconds(exchange, open);
			}
			Figures figures = new Figures(venue, placement.operations(), placement.failures(), placement.seconds(),
					placement.perSecond(), acknowledgedPerSecond, LoadRun.millis(toNew, 0.5),
					LoadRun.millis(toNew, 0.99), LoadRun.millis(toNew, 1.0), placement.millis(0.5),
					placement.millis(0.99), PACED_RATE, pacedToNew.length, pacedFailures,
					LoadRun.millis(pacedToNew, 0.5), LoadRun.millis(pacedToNew, 0.99), open, recovery);
			write(figures);
			assertThat(placement.failures()).isZero();
		}
	}

	/**
	 * Statistics of the tables the warm-up filled, as the order benchmark takes them: the schema is new, and without
	 * statistics PostgreSQL reads an order by clientOrderId through the client's index of all its orders. An
	 * installation in use has its statistics.
	 */
	private void analyzeTables() {
		jdbc.sql("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
			.query(String.class)
			.list()
			.forEach(table -> jdbc.sql("ANALYZE \"" + table + "\"").update());
	}

	private void placeRestingBuy() {
		long n = placed.incrementAndGet();
		String client = clients.get((int) (n % clients.size()));
		String clientOrderId = "fix-bench-" + n;
		String body = "{\"clientOrderId\":\"" + clientOrderId + "\",\"isinCode\":\"" + market.isin + "\","
				+ "\"side\":\"Buy\",\"orderType\":\"Limit\",\"quantity\":1,\"limitPrice\":50,"
				+ "\"timeInForce\":\"GoodTillCancelled\"}";
		Instant sent = Instant.now();
		exchange("/api/client/" + client + "/order", body);
		Map<String, Instant> measured = sentAt;
		if (measured != null) {
			measured.put(clientOrderId, sent);
		}
	}

	private void exchange(String path, String json) {
		HttpConnection connection = connections.get();
		try {
			int status = connection.exchange(Api.request(BASE, "POST", path, "Bearer " + market.token,
					"application/json", json));
			if (status != 201) {
				throw new IllegalStateException(status + " " + connection.bodyText(500));
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private void awaitNothingPendingNew() {
		await().atMost(Duration.ofMinutes(5)).pollInterval(Duration.ofMillis(200)).until(() -> jdbc
			.sql("SELECT COUNT(*) FROM orders WHERE tenant_id = :tenantId AND status = 'PendingNew'")
			.param("tenantId", market.tenantId)
			.query(Long.class)
			.single() == 0);
	}

	private Map<String, Instant> measure() {
		Map<String, Instant> measured = new ConcurrentHashMap<>();
		sentAt = measured;
		return measured;
	}

	/**
	 * Places {@code PACED_RATE} orders a second for {@code PACED_SECONDS}, each POST sent on time by the next free
	 * connection, and answers how many failed.
	 */
	private long placeAtPace() throws InterruptedException {
		AtomicLong failures = new AtomicLong();
		try (ExecutorService callers = Executors.newFixedThreadPool(CONNECTIONS);
				ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor()) {
			clock.scheduleAtFixedRate(() -> callers.execute(() -> {
				try {
					placeRestingBuy();
				}
				catch (RuntimeException failed) {
					failures.incrementAndGet();
				}
			}), 0, 1_000_000_000L / PACED_RATE, TimeUnit.NANOSECONDS);
			Thread.sleep(Duration.ofSeconds(PACED_SECONDS));
			clock.shutdownNow();
		}
		return failures.get();
	}

	/** From each measured POST's sending to the transaction that made the order New (at the FIX venue, its ack). */
	private long[] acknowledgementNanos(Map<String, Instant> sentAt) {
		Map<String, Instant> acknowledged = new ConcurrentHashMap<>();
		jdbc.sql("SELECT client_order_id, updated_date FROM orders WHERE tenant_id = :tenantId AND status = 'New'")
			.param("tenantId", market.tenantId)
			.query((rs, row) -> acknowledged.put(rs.getString(1), Timestamps.instant(rs, 2)))
			.list();
		return sentAt.entrySet()
			.stream()
			.mapToLong(sent -> Duration.between(sent.getValue(), acknowledged.get(sent.getKey())).toNanos())
			.sorted()
			.toArray();
	}

	/** The measured orders over the time from the first POST to the last acknowledgement. */
	private double acknowledgedPerSecond(Map<String, Instant> sentAt) {
		Instant first = sentAt.values().stream().min(Instant::compareTo).orElseThrow();
		Instant last = jdbc.sql("SELECT MAX(updated_date) FROM orders WHERE tenant_id = :tenantId AND "
				+ "client_order_id IN (:ids)")
			.param("tenantId", market.tenantId)
			.param("ids", new ArrayList<>(sentAt.keySet()))
			.query((rs, row) -> Timestamps.instant(rs, 1))
			.single();
		return sentAt.size() / (Duration.between(first, last).toNanos() / 1e9);
	}

	private long openOrders() {
		return jdbc.sql("SELECT COUNT(*) FROM orders WHERE tenant_id = :tenantId AND status IN ('New', 'PendingNew')")
			.param("tenantId", market.tenantId)
			.query(Long.class)
			.single();
	}

	/**
	 * Drops the connection and times until Kontor is logged on again and the exchange has answered an
	 * OrderStatusRequest for each of the open orders.
	 */
	private double recoverySeconds(FixExchangeProcess exchange, long open) {
		long answeredBefore = exchange.counts().get("statusRequests").asLong();
		long start = System.nanoTime();
		exchange.disconnect();
		await().atMost(Duration.ofMinutes(5)).pollInterval(Duration.ofMillis(50)).until(() -> {
			JsonNode counts = exchange.counts();
			return counts.get("loggedOn").asBoolean()
					&& counts.get("statusRequests").asLong() - answeredBefore >= open;
		});
		return (System.nanoTime() - start) / 1e9;
	}

	/**
	 * Writes this run's figures; the FIX venue's run, which comes second, also writes the report of both side by
	 * side with the targets.
	 */
	private void write(Figures figures) throws IOException {
		Path results = Path.of("bench", "results");
		Files.createDirectories(results);
		Files.writeString(results.resolve("fix-venue-" + figures.venue() + ".json"), JSON.writeValueAsString(figures));
		Path simulatedRun = results.resolve("fix-venue-simulated.json");
		if (!figures.venue().equals("fix") || !Files.exists(simulatedRun)) {
			return;
		}
		Figures simulated = JSON.readValue(Files.readString(simulatedRun), Figures.class);
		String report = report(simulated, figures);
		System.out.println(report);
		String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
			.format(Instant.now());
		Files.writeString(results.resolve("fix-venue-" + stamp + ".md"), report);
		Files.writeString(results.resolve("fix-venue-latest.md"), report);
	}

	private static String report(Figures simulated, Figures fix) {
		StringBuilder report = new StringBuilder("# FIX venue benchmark, ").append(Instant.now()).append("\n\n")
			.append("PostgreSQL; ").append(CONNECTIONS).append(" connections placing Good-till-cancelled limit buys of ")
			.append("one unit that rest, ").append(CLIENTS).append(" client records in turn, ").append(WARMUP_SECONDS)
			.append(" s warm-up and ").append(SECONDS).append(" s measured per venue, one after the other in one run. ")
			.append("Latency: from sending the POST to the order's acknowledged New (simulated venue: the POST's ")
			.append("answer; FIX: the transaction applying the exchange's ExecutionReport New). The FIX exchange ")
			.append("simulator runs as a process of its own on loopback. Machine: ")
			.append(Runtime.getRuntime().availableProcessors()).append(" cores, load average ")
			.append(loadAverage()).append(".\n\n")
			.append("| Figure | Simulated venue | FIX venue | Target (FIX) |\n|---|---:|---:|---|\n");
		row(report, "Flat out: orders placed (failures)", simulated.orders() + " (" + simulated.failures() + ")",
				fix.orders() + " (" + fix.failures() + ")", "");
		row(report, "Flat out: placed per second", format(simulated.placedPerSecond()), format(fix.placedPerSecond()), "");
		row(report, "Flat out: acknowledged New per second", format(simulated.acknowledgedPerSecond()),
				format(fix.acknowledgedPerSecond()), verdict(fix.acknowledgedPerSecond() >= 2000, "≥ 2,000"));
		row(report, "Flat out: POST to New, p50 / p99 / max (ms)", millis(simulated), millis(fix),
				verdict(fix.p99Millis() < 20, "p99 < 20 ms"));
		row(report, "At " + fix.pacedRate() + " orders a second: placed (failures)", simulated.pacedOrders() + " ("
				+ simulated.pacedFailures() + ")", fix.pacedOrders() + " (" + fix.pacedFailures() + ")", "");
		row(report, "At " + fix.pacedRate() + " orders a second: POST to New, p50 / p99 (ms)",
				format(simulated.pacedP50Millis()) + " / " + format(simulated.pacedP99Millis()),
				format(fix.pacedP50Millis()) + " / " + format(fix.pacedP99Millis()),
				verdict(fix.pacedP99Millis() < 20, "p99 < 20 ms"));
		row(report, "Flat out: POST answered, p50 / p99 (ms)", format(simulated.answerP50Millis()) + " / "
				+ format(simulated.answerP99Millis()), format(fix.answerP50Millis()) + " / "
						+ format(fix.answerP99Millis()), "");
		row(report, "Recovery after a dropped connection with " + fix.openOrders() + " orders open (s)", "",
				format(fix.recoverySeconds()), verdict(fix.recoverySeconds() <= 10, "≤ 10 s"));
		return report.toString();
	}

	private static void row(StringBuilder report, String figure, String simulated, String fix, String target) {
		report.append("| ").append(figure).append(" | ").append(simulated).append(" | ").append(fix).append(" | ")
			.append(target).append(" |\n");
	}

	private static String millis(Figures figures) {
		return format(figures.p50Millis()) + " / " + format(figures.p99Millis()) + " / " + format(figures.maxMillis());
	}

	private static String verdict(boolean met, String target) {
		return target + ": " + (met ? "met" : "**not met**");
	}

	private static String format(double value) {
		return String.format(java.util.Locale.ROOT, "%,.1f", value);
	}

	private static String loadAverage() {
		try {
			return Files.readString(Path.of("/proc/loadavg")).split(" ", 4)[0];
		}
		catch (IOException unreadable) {
			return "unknown";
		}
	}
}
