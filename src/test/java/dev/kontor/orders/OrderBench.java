package dev.kontor.orders;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.CashBooking;
import dev.kontor.accounts.CashTransactionType;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.HttpConnection;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.testing.EventEnvelopes;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.LoadRun;
import dev.kontor.testing.LoadRun.Figures;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestIsins;
import dev.kontor.testing.WebhookReceiver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The order benchmark's harness ({@code bench/orders/run.sh}; not part of the suite: it runs only with
 * {@code -Dkontor.bench.orders=true} on PostgreSQL). Everything goes through the HTTP API with real tokens, as an
 * integrator calls it:
 * <ol>
 * <li>a tenant with 1,000 instruments on a market open around the clock, each quoted at 99.90 / 100.10, and
 * {@code CLIENTS} funded client records;</li>
 * <li>resting orders: {@code CONNECTIONS} threads place Good-till-cancelled limit buys of one unit, each at a price
 * of its own below the ask and within the price band, so that they rest (the warm-up), and one thread tops them up to 10,000, the number
 * the crossing is specified with;</li>
 * <li>crossing, first a warm-up run as long as the measured one (the quote path and the fills compiled by the JIT, as
 * the placement's warm-up does for placement; its figures are reported beside, not held to the target), then the
 * resting orders topped up to 10,000 again, then the measured run:
 * while two feeders send quotes of 900 of the instruments in arrays of 1,000 at up to
 * {@code kontor.bench.quote-rate} a second (prices that cross nothing), a crosser sends twenty times a second a
 * quote of one of the other 100 instruments whose ask is the highest limit resting on it, with the volume of one
 * unit; the latency is from sending that quote to the time the order's filling {@code TradeExecutionReport} was
 * accepted ({@code webhook_events.occurred_at}, the same clock: the moment the fill published it in its
 * transaction); then a second crossing run with a receiver of the tenant's reports on loopback, timed also to the
 * moment the report reached it (after the commit, the outbox's claim, the signature and the POST);</li>
 * <li>placement: the echo ceiling, then the same threads place resting buys for the measured run.</li>
 * </ol>
 */
class OrderBench extends HttpTest {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String PRICEFEED = "/api/pricefeed/v2";

	private static final String SCOPES = "clients.read clients.write accounts.read accounts.write orders.read "
			+ "orders.write pricefeed.read pricefeed.write";

	private static final int INSTRUMENTS = 1_000;

	private static final int CROSSED_INSTRUMENTS = 100;

	private static final int RESTING_ORDERS = 10_000;

	private static final int QUOTES_PER_ARRAY = 1_000;

	private static final int CLIENTS = Integer.getInteger("kontor.bench.clients", 16);

	private static final int CONNECTIONS = Integer.getInteger("kontor.bench.connections", 8);

	private static final int WARMUP_SECONDS = Integer.getInteger("kontor.bench.warmup", 5);

	private static final int SECONDS = Integer.getInteger("kontor.bench.seconds", 20);

	private static final int ECHO_SECONDS = 10;

	private static final int CROSS_SECONDS = Integer.getInteger("kontor.bench.cross-seconds", 20);

	private static final int QUOTE_RATE = Integer.getInteger("kontor.bench.quote-rate", 50_000);

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	private UUID tenantId;

	private String token;

	/** The operator's price connector: quotes are no tenant's to write. */
	private String feed;

	private final String mic = "B" + ThreadLocalRandom.current().ints(3, 'A', 'Z' + 1)
		.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append);

	private final List<String> isins = IntStream.range(0, INSTRUMENTS).mapToObj(i -> TestIsins.random()).toList();

	private final List<String> clients = new ArrayList<>();

	/** The limits resting on each crossable instrument, highest last, with the order's client and clientOrderId. */
	private final Map<String, ConcurrentSkipListMap<BigDecimal, String[]>> resting = new ConcurrentHashMap<>();

	private final AtomicLong placed = new AtomicLong();

	private static final URI BASE = URI.create(BASE_URL);

	/** The measured runs' connections, one per loading thread; the server's keep-alive timeout closes a run's. */
	private final ThreadLocal<HttpConnection> connections = ThreadLocal
		.withInitial(() -> new HttpConnection(new InetSocketAddress("127.0.0.1", PORT), 30_000));

	@Test
	void placeRestAndCross() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.orders") && TestDatabaseProfiles.isPostgres(),
				"the order benchmark runs from bench/orders/run.sh");
		long setupStart = System.nanoTime();
		market();
		for (int i = 0; i < CLIENTS; i++) {
			clients.add(fundedClient());
		}
		double setupSeconds = (System.nanoTime() - setupStart) / 1e9;

		LoadRun.run(CONNECTIONS, WARMUP_SECONDS, this::placeRestingBuy);
		while (placed.get() < RESTING_ORDERS) {
			placeRestingBuy();
		}
		analyzeTables();
		Crossing warmUp = cross(null);
		long restingOrders = topUpRestingOrders();
		Crossing crossing = cross(null);
		Crossing withReceiver;
		try (WebhookReceiver receiver = new WebhookReceiver()) {
			String endpoint = registerReceiverOfExecutionReports(receiver);
			withReceiver = cross(receiver);
			expect(http.putJson("/admin/v1/webhook-endpoints/" + endpoint + "/enabled", platform.adminToken(),
					Map.of("enabled", false)), 200);
		}

		Figures echo = LoadRun.run(CONNECTIONS, ECHO_SECONDS, this::echoOrderBody);
		Figures placement = LoadRun.run(CONNECTIONS, SECONDS, this::placeRestingBuy);
		String report = report(setupSeconds, echo, placement, restingOrders, warmUp,
				crossing, withReceiver);
		System.out.println(report);
		Path results = Path.of("bench", "results");
		Files.createDirectories(results);
		String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
			.format(Instant.now());
		Files.writeString(results.resolve("orders-" + stamp + ".md"), report);
		Files.writeString(results.resolve("orders-latest.md"), report);
		assertThat(placement.failures()).isZero();
	}

	/** Places resting orders until the tenant has 10,000 again (the warm-up's crossings filled some); how many now. */
	private long topUpRestingOrders() {
		long resting = restingOrders();
		for (; resting < RESTING_ORDERS; resting++) {
			placeRestingBuy();
		}
		return restingOrders();
	}

	private long restingOrders() {
		return jdbc.sql("SELECT COUNT(*) FROM orders WHERE tenant_id = :t AND status = 'New'")
			.param("t", tenantId)
			.query(Long.class)
			.single();
	}

	/**
	 * Statistics of the tables the warm-up filled: the schema is new, and PostgreSQL's autovacuum analyzes a growing
	 * table only after its naptime (a minute); without statistics the planner reads an order by clientOrderId through
	 * the client's index of all its orders instead of the unique one. An installation in use has its statistics.
	 */
	private void analyzeTables() {
		jdbc.sql("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
			.query(String.class)
			.list()
			.forEach(table -> jdbc.sql("ANALYZE \"" + table + "\"").update());
	}

	/** The tenant, its token, the instruments on a market open around the clock, and a quote of each. */
	private void market() {
		tenantId = platform.newTenant();
		token = platform.clientCredentialsToken(platform.newServerClient(tenantId, SCOPES.split(" ")), SCOPES);
		feed = platform.priceConnectorToken();
		String referenceWriter = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		List<Map<String, Object>> days = IntStream.rangeClosed(1, 7)
			.mapToObj(day -> Map.<String, Object>of("dayOfWeek", day, "timeZone", "UTC", "startHour", 0, "startMinute",
					0, "startSecond", 0, "endHour", 23, "endMinute", 59, "endSecond", 59))
			.toList();
		expect(http.putJson(PRICEFEED + "/admin/markets/" + mic + "/calendar", referenceWriter,
				Map.of("workingDays", days, "holidays", List.of())), 200);
		List<Map<String, Object>> instruments = new ArrayList<>();
		for (String isin : isins) {
			Map<String, Object> body = new LinkedHashMap<>();
			body.put("isinCode", isin);
			body.put("provider", "ProviderA");
			body.put("name", "Benchmark stock " + isin);
			body.put("currency", "EUR");
			body.put("mic", mic);
			body.put("type", "Stocks");
			body.put("existsAtMasterData", true);
			body.put("settlementDays", 2);
			body.put("settlementFor", "OnValueDate");
			body.put("settlementDaysType", "WorkingDays");
			body.put("tradeable", true);
			instruments.add(body);
		}
		expect(http.putJson(PRICEFEED + "/admin/instruments", referenceWriter, instruments), 200);
		expect(http.postJson(PRICEFEED + "/quotes/ingest", feed, isins.stream()
			.map(isin -> quote(isin, Instant.now(), "99.90", "100.10", "1000000"))
			.toList()), 200);
		isins.subList(INSTRUMENTS - CROSSED_INSTRUMENTS, INSTRUMENTS)
			.forEach(isin -> resting.put(isin, new ConcurrentSkipListMap<>()));
	}

	/** An onboarded client record with active euro accounts as its defaults and ten million euro on the account. */
	private String fundedClient() {
		Map<String, Object> body = new HashMap<>(Map.of("clientKey", Platform.unique("bench"), "clientType", "Retail",
				"name", "Erika", "surname", "Mustermann", "countryOfOrigin", "DEU"));
		String clientId = expect(http.postJson("/api/v3/clients", token, body), 201).get("id").asString();
		String internal = activeAccount("internal-accounts", Map.of("clientId", clientId, "currencyCode", "EUR"));
		String deposit = activeAccount("deposit-accounts", Map.of("clientId", clientId));
		body.put("defaultInternalAccountId", internal);
		body.put("defaultDepositAccountId", deposit);
		expect(http.putJson("/api/v3/clients/" + clientId, token, body), 200);
		expect(http.putJson("/api/v3/clients/" + clientId + "/status", token, Map.of("status", "Onboarded")), 200);
		accounts.bookCash(new TenantId(tenantId), new CashBooking(new InternalAccountId(UUID.fromString(internal)),
				new BigDecimal("10000000"), "EUR", CashTransactionType.Deposit, "benchmark funding",
				LocalDate.now(ZoneOffset.UTC), null, false));
		return clientId;
	}

	/**
	 * A limit buy of one unit of a random instrument at a price of its own between 95 and 99.99 (the ask is 100.10):
	 * it rests. Those on the crossable instruments are remembered with their limit. The crossing quote's ask is such
	 * a limit, so it stays within the venue's price band of 10 % around the reference price of about 100.
	 */
	private void placeRestingBuy() {
		long n = placed.incrementAndGet();
		String isin = isins.get((int) (n % INSTRUMENTS));
		BigDecimal limit = new BigDecimal(95).add(BigDecimal.valueOf(n / INSTRUMENTS % 500, 2));
		String client = clients.get((int) (n % clients.size()));
		String clientOrderId = "bench-" + n;
		exchange("/api/client/" + client + "/order", orderBody(clientOrderId, isin, limit), 201);
		ConcurrentSkipListMap<BigDecimal, String[]> limits = resting.get(isin);
		if (limits != null) {
			limits.put(limit, new String[] { client, clientOrderId });
		}
	}

	/**
	 * The ceiling of this harness: the same body to a protected test operation that answers it back without touching
	 * the database (token, security filters, JSON both ways, the load driver), at the same connections.
	 */
	private void echoOrderBody() {
		long n = placed.get();
		exchange("/api/test/echo", orderBody("echo-" + n, isins.get((int) (n % INSTRUMENTS)), new BigDecimal("50.00")),
				200);
	}

	private static String orderBody(String clientOrderId, String isin, BigDecimal limit) {
		return "{\"clientOrderId\":\"" + clientOrderId + "\",\"isinCode\":\"" + isin + "\",\"side\":\"Buy\","
				+ "\"orderType\":\"Limit\",\"quantity\":1,\"limitPrice\":" + limit.toPlainString()
				+ ",\"timeInForce\":\"GoodTillCancelled\"}";
	}

	/**
	 * One POST of the measured runs over the loading thread's own keep-alive connection ({@code bench/common}'s
	 * client, as the other benchmarks use): the JDK's HTTP client cost the shared cores a third of an echo.
	 */
	private void exchange(String path, String json, int expected) {
		HttpConnection connection = connections.get();
		try {
			int status = connection.exchange(Api.request(BASE, "POST", path, "Bearer " + token, "application/json",
					json));
			if (status != expected) {
				throw new IllegalStateException(status + " " + connection.bodyText(500));
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	record Crossing(double quotesPerSecond, long quotes, long quoteFailures, long crossed, long[] latencyNanos,
			long unfilled, long[] deliveredNanos) {
	}

	/**
	 * A receiver of the tenant's {@code TradeExecutionReport} events during the second crossing run only (the resting
	 * orders' events came before it; the placement run after it is measured without deliveries).
	 */
	private String registerReceiverOfExecutionReports(WebhookReceiver receiver) {
		return expect(http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(), Map.of("tenantId",
				tenantId, "url", receiver.url(), "eventTypes", List.of("TradeExecutionReport"))), 201)
			.get("id")
			.asString();
	}

	/**
	 * Quotes that cross nothing at the quote rate while crossing quotes go in twenty times a second; with a receiver,
	 * also when each filling report reached it.
	 */
	private Crossing cross(@Nullable WebhookReceiver receiver) throws Exception {
		long end = System.nanoTime() + CROSS_SECONDS * 1_000_000_000L;
		AtomicLong quotes = new AtomicLong();
		AtomicLong quoteFailures = new AtomicLong();
		Map<String, Instant> sentAt = new ConcurrentHashMap<>();
		List<String> noise = isins.subList(0, INSTRUMENTS - CROSSED_INSTRUMENTS);
		long start = System.nanoTime();
		try (ExecutorService pool = Executors.newFixedThreadPool(3)) {
			List<Future<?>> running = new ArrayList<>();
			for (int feeder = 0; feeder < 2; feeder++) {
				running.add(pool.submit(() -> feed(end, noise, quotes, quoteFailures)));
			}
			running.add(pool.submit(() -> crossEvery50Millis(end, sentAt)));
			for (Future<?> task : running) {
				task.get();
			}
		}
		double seconds = (System.nanoTime() - start) / 1e9;
		Thread.sleep(2_000);
		List<Long> latencies = new ArrayList<>();
		List<Long> deliveries = new ArrayList<>();
		Map<String, Instant> deliveredAt = receiver == null ? Map.of() : firstDeliveryByClientOrderId(receiver);
		long unfilled = 0;
		for (Map.Entry<String, Instant> crossed : sentAt.entrySet()) {
			Instant accepted = filledReportAt(crossed.getKey(), crossed.getValue());
			if (accepted == null) {
				unfilled++;
			}
			else {
				latencies.add(Math.max(0, Duration.between(crossed.getValue(), accepted).toNanos()));
			}
			Instant delivered = deliveredAt.get(crossed.getKey());
			if (delivered != null) {
				deliveries.add(Math.max(0, Duration.between(crossed.getValue(), delivered).toNanos()));
			}
		}
		return new Crossing(quotes.get() / seconds, quotes.get(), quoteFailures.get(), sentAt.size(),
				sorted(latencies), unfilled, sorted(deliveries));
	}

	private static long[] sorted(List<Long> nanos) {
		return nanos.stream().mapToLong(Long::longValue).sorted().toArray();
	}

	/** When each order's first TradeExecutionReport reached the receiver, by the order's clientOrderId. */
	private static Map<String, Instant> firstDeliveryByClientOrderId(WebhookReceiver receiver) {
		Map<String, Instant> first = new HashMap<>();
		for (WebhookReceiver.Received request : receiver.received()) {
			String clientOrderId = EventEnvelopes.parameters(JSON.readTree(request.body())).get("clientOrderId");
			first.merge(clientOrderId, request.at(), (a, b) -> a.isBefore(b) ? a : b);
		}
		return first;
	}

	private void feed(long end, List<String> noise, AtomicLong quotes, AtomicLong failures) {
		long arraysPerSecondEach = Math.max(1, QUOTE_RATE / QUOTES_PER_ARRAY / 2);
		long intervalNanos = 1_000_000_000L / arraysPerSecondEach;
		long next = System.nanoTime();
		while (System.nanoTime() < end) {
			// the array's JSON text is written directly: built as maps and serialized, the feeders' garbage was a
			// third of the JVM's allocation, and its collections paused the server's threads too
			String now = Instant.now().toString();
			StringBuilder array = new StringBuilder(QUOTES_PER_ARRAY * 170).append('[');
			for (int i = 0; i < QUOTES_PER_ARRAY; i++) {
				String isin = noise.get(ThreadLocalRandom.current().nextInt(noise.size()));
				array.append(i == 0 ? "" : ",").append("{\"isinCode\":\"").append(isin)
					.append("\",\"provider\":\"ProviderA\",\"dateTime\":\"").append(now)
					.append("\",\"status\":\"Open\",\"bid\":99.").append(80 + ThreadLocalRandom.current().nextInt(20))
					.append(",\"ask\":100.10,\"bidVolume\":1000000,\"askVolume\":1000000}");
			}
			array.append(']');
			if (http.postJson(PRICEFEED + "/quotes/ingest", feed, array.toString()).status() == 200) {
				quotes.addAndGet(QUOTES_PER_ARRAY);
			}
			else {
				failures.incrementAndGet();
			}
			next += intervalNanos;
			long wait = next - System.nanoTime();
			if (wait > 0) {
				sleepNanos(wait);
			}
		}
	}

	/** Sends a quote whose ask is the highest limit resting on a crossable instrument, with the volume of one unit. */
	private void crossEvery50Millis(long end, Map<String, Instant> sentAt) {
		List<String> crossable = new ArrayList<>(resting.keySet());
		int turn = 0;
		while (System.nanoTime() < end) {
			String isin = crossable.get(turn++ % crossable.size());
			Map.Entry<BigDecimal, String[]> highest = resting.get(isin).pollLastEntry();
			if (highest != null) {
				BigDecimal ask = highest.getKey();
				Instant now = Instant.now();
				sentAt.put(highest.getValue()[1], now);
				expect(http.postJson(PRICEFEED + "/quotes/ingest", feed, List.of(quote(isin, now,
						ask.subtract(new BigDecimal("0.20")).toPlainString(), ask.toPlainString(), "1"))), 200);
			}
			sleepNanos(50_000_000L);
		}
	}

	/** When the order's first TradeExecutionReport after the crossing quote was accepted; null when none was. */
	private Instant filledReportAt(String clientOrderId, Instant after) {
		return jdbc.sql("SELECT MIN(occurred_at) FROM webhook_events WHERE tenant_id = :t "
				+ "AND type = 'TradeExecutionReport' AND parameters LIKE :order AND occurred_at >= :after")
			.param("t", tenantId)
			.param("order", "%\"clientOrderId\":\"" + clientOrderId + "\"%")
			.param("after", Timestamps.of(after))
			.query((rs, row) -> rs.getTimestamp(1) == null ? null : rs.getTimestamp(1).toInstant())
			.optional()
			.orElse(null);
	}

	private static Map<String, Object> quote(String isin, Instant at, String bid, String ask, String volume) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isin);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", at.toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		quote.put("bidVolume", new BigDecimal(volume));
		quote.put("askVolume", new BigDecimal(volume));
		return quote;
	}

	private String activeAccount(String kind, Map<String, Object> body) {
		String id = expect(http.postJson("/api/v3/" + kind, token, body), 200).get("id").asString();
		expect(http.putJson("/api/v3/" + kind + "/" + id + "/status", token, Map.of("status", "Active")), 200);
		return id;
	}

	private static JsonNode expect(Http.Response response, int status) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		return response.body().isEmpty() ? null : response.json();
	}

	private static void sleepNanos(long nanos) {
		try {
			Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private String report(double setupSeconds, Figures echo, Figures placement, long restingOrders,
			Crossing warmUp, Crossing crossing, Crossing withReceiver) {
		Map<String, String> env = System.getenv();
		StringBuilder out = new StringBuilder();
		out.append("# Order benchmark, ").append(DateTimeFormatter.ISO_INSTANT.format(Instant.now())).append("\n\n");
		out.append("PostgreSQL (").append(jdbc.sql("SELECT version()").query(String.class).single()).append("), ")
			.append(INSTRUMENTS).append(" instruments on one market open around the clock, ").append(CLIENTS)
			.append(" funded client records, set up over HTTP in ").append(String.format("%.1f", setupSeconds))
			.append(" s. Everything through the HTTP API with real tokens, sent by the benchmark's own JVM, which ")
			.append("also runs the server, on the same cores as PostgreSQL; the echo and placement runs over one ")
			.append("keep-alive connection per thread (`bench/common`'s client), the rest with the JDK's client.\n");
		out.append("Placement: ").append(CONNECTIONS).append(" threads place Good-till-cancelled limit buys of one ")
			.append("unit below the market (they rest) for ").append(WARMUP_SECONDS).append(" s, then one thread up to ")
			.append(RESTING_ORDERS).append(" orders, then the tables are analyzed (a new schema has no statistics ")
			.append("yet); after the crossing run, ").append(CONNECTIONS).append(" threads place for a measured ")
			.append(SECONDS).append(" s. Crossing: first a warm-up run of the same length (the quote path and ")
			.append("the fills compiled by the JIT), then the resting orders topped up again; ").append(restingOrders)
			.append(" resting limit orders; two ")
			.append("feeders send quotes that cross nothing in arrays of ").append(QUOTES_PER_ARRAY)
			.append(" (target ").append(QUOTE_RATE).append(" a second) while a quote whose ask is the highest ")
			.append("resting limit of one of ").append(CROSSED_INSTRUMENTS).append(" instruments goes in every 50 ms, ")
			.append("for ").append(CROSS_SECONDS).append(" s; latency from sending it to the filling ")
			.append("`TradeExecutionReport` being accepted (published in the fill's transaction). The measured ")
			.append("crossing runs twice: as the target is specified, and then with a receiver of the tenant's ")
			.append("`TradeExecutionReport` events on loopback, also timed to the report's delivery.\n");
		out.append("Machine: ").append(Runtime.getRuntime().availableProcessors()).append(" cores")
			.append(env.containsKey("BENCH_NOTE") ? ", " + env.get("BENCH_NOTE") : "").append(".\n\n");
		out.append("| Scenario | Operations | Failures | Per second | p50 ms | p99 ms | max ms | Target |\n");
		out.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
		out.append(String.format("| Ceiling: the same body echoed by a protected test operation without database "
				+ "(`POST /api/test/echo`) | %d | %d | %.0f | %.2f | %.2f | %.2f | (the harness's limit) |%n",
				echo.operations(), echo.failures(), echo.perSecond(), echo.millis(0.5), echo.millis(0.99),
				echo.millis(1.0)));
		out.append(String.format("| Placement (`POST /api/client/{clientId}/order`) | %d | %d | %.0f | %.2f | %.2f | "
				+ "%.2f | ≥ 1,000/s, p99 < 20 ms: %s |%n", placement.operations(), placement.failures(),
				placement.perSecond(), placement.millis(0.5), placement.millis(0.99),
				placement.millis(1.0),
				verdict(placement.perSecond() >= 1000 && placement.millis(0.99) < 20)));
		out.append(String.format("| Quotes ingested meanwhile (`POST /api/pricefeed/v2/quotes/ingest`) | %d | %d | "
				+ "%.0f | | | | %d/s offered |%n", crossing.quotes(), crossing.quoteFailures(),
				crossing.quotesPerSecond(), QUOTE_RATE));
		out.append(crossingRow("Crossing during the warm-up run: accepted", warmUp.crossed(), warmUp.unfilled()
				+ " not filled", warmUp.latencyNanos(), "(not the target: the JIT still compiling)"));
		out.append(crossingRow("Crossing quote → `TradeExecutionReport` accepted", crossing.crossed(),
				crossing.unfilled() + " not filled", crossing.latencyNanos(), "p99 < 50 ms: "
						+ verdict(crossing.unfilled() == 0 && LoadRun.millis(crossing.latencyNanos(), 0.99) < 50)));
		out.append(crossingRow("The same with a receiver of the reports registered: accepted", withReceiver.crossed(),
				withReceiver.unfilled() + " not filled", withReceiver.latencyNanos(), "(beside the target)"));
		long delivered = withReceiver.deliveredNanos().length;
		out.append(crossingRow("… and delivered to the receiver on loopback (committed, claimed, signed, sent)",
				delivered, (withReceiver.crossed() - delivered) + " not delivered", withReceiver.deliveredNanos(),
				"(what an integrator sees)"));
		return out.toString();
	}

	private static String crossingRow(String scenario, long operations, String failures, long[] nanos,
			String target) {
		return String.format("| %s | %d | %s | | %.2f | %.2f | %.2f | %s |%n", scenario, operations, failures,
				LoadRun.millis(nanos, 0.5), LoadRun.millis(nanos, 0.99), LoadRun.millis(nanos, 1.0), target);
	}

	private static String verdict(boolean met) {
		return met ? "met" : "**not met**";
	}
}
