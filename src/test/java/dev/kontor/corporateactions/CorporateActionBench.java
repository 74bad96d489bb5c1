package dev.kontor.corporateactions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.payments.LedgerAudit;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.CollectorPauses;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.LoadRun;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The corporate actions benchmark's harness ({@code bench/corporateactions/run.sh}, not part of the suite: it runs
 * only with {@code -Dkontor.bench.corporateactions=true} on PostgreSQL). It seeds a tenant's client records by SQL,
 * each with an Active euro internal account and an Active deposit account holding the instrument, announces a cash
 * dividend over HTTP and runs the operator's processing route ({@code POST /admin/v1/corporate-actions/processing})
 * until every entitlement is booked, while other threads read balances over HTTP and through the facade.
 */
class CorporateActionBench extends HttpTest {

	private static final int HOLDERS = Integer.getInteger("kontor.bench.holders", 100_000);

	private static final int HTTP_READERS = Integer.getInteger("kontor.bench.http-readers", 2);

	private static final int FACADE_READERS = Integer.getInteger("kontor.bench.facade-readers", 1);

	/** The pause of each reading thread between two reads, so that the reads accompany the processing. */
	private static final int READ_PAUSE_MILLIS = Integer.getInteger("kontor.bench.read-pause-millis", 5);

	/**
	 * How long the readers read before they are measured, so that the reads' code is compiled (the server has only
	 * seeded and started before): their first reads after a start take several times as long.
	 */
	private static final int READ_WARM_UP_SECONDS = Integer.getInteger("kontor.bench.read-warm-up-seconds", 30);

	/** How long the readers read before the processing, with nothing else running: the floor of their times. */
	private static final int IDLE_READ_SECONDS = Integer.getInteger("kontor.bench.idle-read-seconds", 10);

	/** A read slower than this is a slow read, checked against the collector's pauses. */
	private static final long SLOW_READ_MILLIS = 5;

	/** How long the benchmark waits for the entitlements to be booked before it reports what it has. */
	private static final int MAX_SECONDS = Integer.getInteger("kontor.bench.max-seconds", 1800);

	private static final String READER_SCOPES = "accounts.read corporateactions.read";

	private static final String SHARES = "33";

	private static final String GROSS = "16.50";

	private static final String TAX = "4.35";

	private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

	private static final LocalDate RECORD_DATE = TODAY.minusDays(2);

	/**
	 * The processing job's first run comes a minute after its scheduling, which the context's start ends with; the
	 * benchmark's run is to be the only one, so it announces the dividend only after that, counted from the test's
	 * own start (a slow start of the context would leave no margin from the context's startup date).
	 */
	private static final Duration FIRST_JOB_RUN = Duration.ofSeconds(75);

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	@Test
	void processACashDividend() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.corporateactions") && TestDatabaseProfiles.isPostgres(),
				"the corporate actions benchmark runs from bench/corporateactions/run.sh");
		long testStarted = System.currentTimeMillis();
		Holders holders = new Holders(http, platform, accounts);
		String isin = TestIsins.random();
		UUID creator = UUID.fromString(holders.newClient());
		long seedStart = System.nanoTime();
		seed(holders.tenantId, creator, isin);
		double seedSeconds = (System.nanoTime() - seedStart) / 1e9;
		UUID[] cashAccounts = jdbc.sql("SELECT id FROM internal_accounts WHERE tenant_id = :t AND client_id <> :c")
			.param("t", holders.tenantId)
			.param("c", creator)
			.query(UUID.class)
			.list()
			.toArray(UUID[]::new);
		assertThat(cashAccounts).hasSize(HOLDERS);

		try (AcknowledgingReceiver receiver = new AcknowledgingReceiver()) {
			Http.Response endpoint = http.postJson("/admin/v1/webhook-endpoints", platform.adminToken(),
					Map.of("tenantId", holders.tenantId, "url", receiver.url(), "eventTypes",
							List.of("CorporateActionStatement")));
			assertThat(endpoint.status()).as(endpoint.toString()).isEqualTo(201);
			long waitMillis = testStarted + FIRST_JOB_RUN.toMillis() - System.currentTimeMillis();
			if (waitMillis > 0) {
				Thread.sleep(waitMillis);
			}
			String actionId = announce(isin);

			ReaderToken token = new ReaderToken(holders.tenantId);
			Readers warmUp = new Readers(holders, cashAccounts, token);
			warmUp.start();
			Thread.sleep(READ_WARM_UP_SECONDS * 1000L);
			warmUp.stop();
			Readers idle = new Readers(holders, cashAccounts, token);
			idle.start();
			Thread.sleep(IDLE_READ_SECONDS * 1000L);
			List<LoadRun.Figures> idleReads = idle.stop();
			CollectorPauses pauses = new CollectorPauses();
			Readers readers = new Readers(holders, cashAccounts, token);
			readers.start();
			Thread.sleep(1000);
			String adminToken = platform.adminToken();
			String loadBefore = loadAverage();
			Instant sent = Instant.now();
			long start = System.nanoTime();
			AtomicLong answeredAt = new AtomicLong();
			CompletableFuture<Http.Response> run = CompletableFuture.supplyAsync(() -> {
				Http.Response answer = http.send(http.request("/admin/v1/corporate-actions/processing")
					.timeout(Duration.ofSeconds(MAX_SECONDS + 60))
					.header("Authorization", "Bearer " + adminToken)
					.POST(HttpRequest.BodyPublishers.noBody()));
				answeredAt.set(System.nanoTime());
				return answer;
			});
			Http.Response answer = null;
			while (answer == null && System.nanoTime() - start < MAX_SECONDS * 1_000_000_000L) {
				try {
					answer = run.get(1, TimeUnit.SECONDS);
				}
				catch (TimeoutException notYet) {
					// the route answers once the action is Processed
				}
			}
			double processSeconds = ((answer != null ? answeredAt.get() : System.nanoTime()) - start) / 1e9;
			List<LoadRun.Figures> reads = readers.stop();
			pauses.close();
			SlowReads slowReads = readers.slowReads(pauses);
			long deliveredAtEnd = receiver.acknowledged();
			String loadAfter = loadAverage();
			long booked = booked(actionId);
			String routeAnswer = "no answer after " + MAX_SECONDS + " s";
			if (answer != null) {
				assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
				routeAnswer = answer.body();
			}

			OffsetDateTime entitledAt = jdbc.sql("SELECT entitled_date FROM corporate_actions WHERE id = :id")
				.param("id", actionId)
				.query(OffsetDateTime.class)
				.single();
			double entitled = Duration.between(sent, entitledAt.toInstant()).toMillis() / 1e3;
			Checks checks = check(holders.tenantId, actionId, creator);
			Statement statement = statement(new ReaderToken(holders.tenantId).current(), actionId, cashAccounts);
			String report = report(seedSeconds, routeAnswer, processSeconds, booked, entitled, idleReads, reads,
					slowReads, deliveredAtEnd, checks, statement, loadBefore + ", after " + loadAfter);
			System.out.println(report);
			Path results = Path.of("bench", "results");
			Files.createDirectories(results);
			String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
				.format(Instant.now());
			Files.writeString(results.resolve("corporateactions-" + stamp + ".md"), report);
			Files.writeString(results.resolve("corporateactions-latest.md"), report);
			assertThat(checks.booked()).isEqualTo(HOLDERS);
			assertThat(checks.audit().unbalancedTransactions()).isEmpty();
			assertThat(checks.audit().balancesOffTheirEntries()).isEmpty();
			assertThat(checks.cashImbalance()).isZero();
			assertThat(checks.accountsOff()).isZero();
			assertThat(checks.statementEvents()).isEqualTo(HOLDERS);
		}
	}

	/**
	 * The holders as the ledger keeps them: a client record each with an Active euro internal account (no bookings,
	 * balance 0) and an Active deposit account holding 33 shares from one deposit movement, valued three days before
	 * the record date, with its two balanced entries and its position.
	 */
	private void seed(UUID tenantId, UUID user, String isin) {
		jdbc.sql("""
				INSERT INTO clients (id, tenant_id, status, client_key, client_type, name, surname, liable_to_tax,
				  has_identity_user, communication_with_post_allowed, communication_with_email_allowed,
				  communication_with_phone_allowed, created_date, updated_date, created_user_id, updated_user_id)
				SELECT gen_random_uuid(), :t, 'Onboarded', 'holder-' || g, 'Retail', 'Erika', 'Mustermann', TRUE,
				  FALSE, TRUE, TRUE, FALSE, now(), now(), :u, :u
				FROM generate_series(1, :n) g""")
			.param("t", tenantId)
			.param("u", user)
			.param("n", HOLDERS)
			.update();
		jdbc.sql("""
				INSERT INTO internal_accounts (id, tenant_id, client_id, currency_code, status, balance, reserved_amount,
				  created_date, updated_date, created_user_id, updated_user_id, version, account_number)
				SELECT gen_random_uuid(), tenant_id, id, 'EUR', 'Active', 0, 0, now(), now(), :u, :u, 0,
				  nextval('account_number_bases') || '0'
				FROM clients WHERE tenant_id = :t AND id <> :u""")
			.param("t", tenantId)
			.param("u", user)
			.update();
		jdbc.sql("""
				INSERT INTO deposit_accounts (id, tenant_id, client_id, status, created_date, updated_date,
				  created_user_id, updated_user_id, version, account_number)
				SELECT gen_random_uuid(), tenant_id, id, 'Active', now(), now(), :u, :u, 0,
				  nextval('account_number_bases') || '0'
				FROM clients WHERE tenant_id = :t AND id <> :u""")
			.param("t", tenantId)
			.param("u", user)
			.update();
		jdbc.sql("""
				INSERT INTO security_movements (id, tenant_id, deposit_account_id, isin_code, provider, quantity, price,
				  currency_code, type, reference, booking_date, value_date, settled_reservation)
				SELECT gen_random_uuid(), tenant_id, id, :isin, 'ProviderA', :quantity, 10, 'EUR', 'Deposit',
				  'delivery', now(), :valueDate, NULL
				FROM deposit_accounts WHERE tenant_id = :t""")
			.param("t", tenantId)
			.param("isin", isin)
			.param("quantity", new BigDecimal(SHARES))
			.param("valueDate", RECORD_DATE.minusDays(3))
			.update();
		jdbc.sql("""
				INSERT INTO security_entries (movement_id, line, tenant_id, ledger_account, deposit_account_id, isin_code,
				  provider, quantity)
				SELECT id, 1, tenant_id, 'Deposit', deposit_account_id, isin_code, provider, quantity
				FROM security_movements WHERE tenant_id = :t
				UNION ALL
				SELECT id, 2, tenant_id, 'Custody', NULL, isin_code, provider, -quantity
				FROM security_movements WHERE tenant_id = :t""")
			.param("t", tenantId)
			.update();
		jdbc.sql("""
				INSERT INTO positions (deposit_account_id, isin_code, provider, tenant_id, quantity, reserved_quantity,
				  average_price, currency_code)
				SELECT deposit_account_id, isin_code, provider, tenant_id, quantity, 0, price, currency_code
				FROM security_movements WHERE tenant_id = :t""")
			.param("t", tenantId)
			.update();
		for (String table : List.of("clients", "internal_accounts", "deposit_accounts", "security_movements",
				"security_entries", "positions", "cash_transactions", "cash_entries")) {
			jdbc.sql("ANALYZE " + table).update();
		}
		// the seeding's write-ahead log is flushed now, not by a checkpoint it would force amid the measurement
		jdbc.sql("CHECKPOINT").update();
	}

	private String announce(String isin) {
		return new CorporateActionOperator(http, platform)
			.announce(CorporateActionOperator.dividend(isin, RECORD_DATE, TODAY));
	}

	private long booked(String actionId) {
		return jdbc.sql("SELECT COUNT(*) FROM corporate_action_entitlements WHERE corporate_action_id = :id "
				+ "AND status = 'Booked'")
			.param("id", actionId)
			.query(Long.class)
			.single();
	}

	/** What the ledger, the entitlements and the outbox hold afterwards. */
	record Checks(long booked, long failed, String actionStatus, LedgerAudit.Findings audit, long cashImbalance,
			long accountsOff, long dividendTransactions, long taxTransactions, long statementEvents,
			long statementDeliveries) {
	}

	private Checks check(UUID tenantId, String actionId, UUID creator) {
		long failed = jdbc.sql("SELECT COUNT(*) FROM corporate_action_entitlements WHERE corporate_action_id = :id "
				+ "AND status <> 'Booked'")
			.param("id", actionId)
			.query(Long.class)
			.single();
		String status = jdbc.sql("SELECT status FROM corporate_actions WHERE id = :id")
			.param("id", actionId)
			.query(String.class)
			.single();
		long imbalance = jdbc.sql("SELECT COUNT(*) FROM (SELECT currency_code FROM cash_entries WHERE tenant_id = :t "
				+ "GROUP BY currency_code HAVING SUM(amount) <> 0) unbalanced")
			.param("t", tenantId)
			.query(Long.class)
			.single();
		long accountsOff = jdbc.sql("""
				SELECT COUNT(*) FROM internal_accounts a WHERE a.tenant_id = :t AND a.client_id <> :c AND (
				  a.balance <> :net
				  OR (SELECT COUNT(*) FROM cash_transactions x WHERE x.internal_account_id = a.id) <> 2
				  OR NOT EXISTS (SELECT 1 FROM cash_transactions x WHERE x.internal_account_id = a.id
				    AND x.type = 'CorporateAction' AND x.amount = :gross)
				  OR NOT EXISTS (SELECT 1 FROM cash_transactions x WHERE x.internal_account_id = a.id
				    AND x.type = 'Tax' AND x.amount = -CAST(:tax AS NUMERIC)))""")
			.param("t", tenantId)
			.param("c", creator)
			.param("net", new BigDecimal(GROSS).subtract(new BigDecimal(TAX)))
			.param("gross", new BigDecimal(GROSS))
			.param("tax", new BigDecimal(TAX))
			.query(Long.class)
			.single();
		return new Checks(booked(actionId), failed, status, new LedgerAudit(jdbc).of(tenantId), imbalance,
				accountsOff, transactions(tenantId, "CorporateAction"), transactions(tenantId, "Tax"),
				jdbc.sql("SELECT COUNT(*) FROM webhook_events WHERE tenant_id = :t AND type = 'CorporateActionStatement'")
					.param("t", tenantId)
					.query(Long.class)
					.single(),
				jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE tenant_id = :t "
						+ "AND event_type = 'CorporateActionStatement'")
					.param("t", tenantId)
					.query(Long.class)
					.single());
	}

	private long transactions(UUID tenantId, String type) {
		return jdbc.sql("SELECT COUNT(*) FROM cash_transactions WHERE tenant_id = :t AND type = :type")
			.param("t", tenantId)
			.param("type", type)
			.query(Long.class)
			.single();
	}

	/** One client record's statement, as JSON and as PDF (made on request), timed. */
	record Statement(int jsonStatus, double jsonMillis, int pdfStatus, double pdfMillis, boolean pdf) {
	}

	private Statement statement(String token, String actionId, UUID[] cashAccounts) {
		UUID clientId = jdbc.sql("SELECT client_id FROM internal_accounts WHERE id = :id")
			.param("id", cashAccounts[0])
			.query(UUID.class)
			.single();
		String path = "/api/v3/corporate-actions/" + actionId + "/statements/" + clientId;
		long before = System.nanoTime();
		Http.Response json = http.get(path, token);
		double jsonMillis = (System.nanoTime() - before) / 1e6;
		before = System.nanoTime();
		HttpResponse<byte[]> pdf = http.getBytes(path, token, "application/pdf");
		double pdfMillis = (System.nanoTime() - before) / 1e6;
		boolean isPdf = pdf.body().length > 5
				&& new String(pdf.body(), 0, 5, StandardCharsets.US_ASCII).equals("%PDF-");
		return new Statement(json.status(), jsonMillis, pdf.statusCode(), pdfMillis, isPdf);
	}

	/**
	 * A client-credentials token of the tenant's reading client, fetched again when the server refuses it (the
	 * processing outlasts a token's lifetime).
	 */
	private final class ReaderToken {

		private final Platform.Client client;

		private volatile String token;

		ReaderToken(UUID tenantId) {
			client = platform.newServerClient(tenantId, READER_SCOPES.split(" "));
			token = platform.clientCredentialsToken(client, READER_SCOPES);
		}

		String current() {
			return token;
		}

		synchronized void renew(String refused) {
			if (refused.equals(token)) {
				token = platform.clientCredentialsToken(client, READER_SCOPES);
			}
		}
	}

	/**
	 * Threads that read random holders' balances until stopped, each pausing between two reads: over HTTP
	 * ({@code GET /api/v3/internal-accounts/{id}}, the tenant's token) and through {@code Accounts.internalAccount}.
	 */
	private final class Readers {

		private final Holders holders;

		private final UUID[] cashAccounts;

		private final ReaderToken token;

		private final AtomicBoolean running = new AtomicBoolean(true);

		private final ExecutorService pool = Executors.newFixedThreadPool(HTTP_READERS + FACADE_READERS);

		private final List<Future<long[]>> httpReads = new ArrayList<>();

		private final List<Future<long[]>> facadeReads = new ArrayList<>();

		private final AtomicLong httpFailures = new AtomicLong();

		private final AtomicLong facadeFailures = new AtomicLong();

		/** The reads slower than {@link #SLOW_READ_MILLIS}: their start and end in milliseconds of the JVM's uptime. */
		private final Queue<long[]> slow = new ConcurrentLinkedQueue<>();

		private long start;

		Readers(Holders holders, UUID[] cashAccounts, ReaderToken token) {
			this.holders = holders;
			this.cashAccounts = cashAccounts;
			this.token = token;
		}

		void start() {
			start = System.nanoTime();
			for (int i = 0; i < HTTP_READERS; i++) {
				httpReads.add(pool.submit(() -> reads(httpFailures, () -> {
					String bearer = token.current();
					Http.Response answer = http.get("/api/v3/internal-accounts/" + pick(), bearer);
					if (answer.status() == 401) {
						token.renew(bearer);
					}
					if (answer.status() != 200) {
						throw new IllegalStateException(answer.toString());
					}
				})));
			}
			TenantId tenant = new TenantId(holders.tenantId);
			for (int i = 0; i < FACADE_READERS; i++) {
				facadeReads.add(pool.submit(() -> reads(facadeFailures, () -> accounts.internalAccount(tenant,
						new InternalAccountId(pick())))));
			}
		}

		/** The HTTP reads' figures, then the facade reads'. */
		List<LoadRun.Figures> stop() throws Exception {
			running.set(false);
			double seconds = (System.nanoTime() - start) / 1e9;
			List<LoadRun.Figures> figures = List.of(figures(httpReads, httpFailures, seconds),
					figures(facadeReads, facadeFailures, seconds));
			pool.shutdown();
			return figures;
		}

		private LoadRun.Figures figures(List<Future<long[]>> reads, AtomicLong failures, double seconds)
				throws Exception {
			List<long[]> all = new ArrayList<>();
			for (Future<long[]> read : reads) {
				all.add(read.get());
			}
			long[] merged = all.stream().flatMapToLong(Arrays::stream).sorted().toArray();
			return new LoadRun.Figures(merged.length, failures.get(), seconds, merged);
		}

		private long[] reads(AtomicLong failures, Runnable read) throws InterruptedException {
			long[] nanos = new long[1 << 14];
			int count = 0;
			while (running.get()) {
				long startedMillis = CollectorPauses.uptimeMillis();
				long before = System.nanoTime();
				try {
					read.run();
					long took = System.nanoTime() - before;
					if (count == nanos.length) {
						nanos = Arrays.copyOf(nanos, count * 2);
					}
					nanos[count++] = took;
					if (took > SLOW_READ_MILLIS * 1_000_000) {
						slow.add(new long[] { startedMillis, CollectorPauses.uptimeMillis() });
					}
				}
				catch (RuntimeException failure) {
					failures.incrementAndGet();
				}
				Thread.sleep(READ_PAUSE_MILLIS);
			}
			return Arrays.copyOf(nanos, count);
		}

		/** The reads slower than {@link #SLOW_READ_MILLIS}, and how many of them a collector's pause overlapped. */
		SlowReads slowReads(CollectorPauses pauses) {
			long stopped = slow.stream().filter(read -> pauses.paused(read[0], read[1])).count();
			List<CollectorPauses.Pause> all = pauses.pauses();
			return new SlowReads(slow.size(), stopped, all.size(),
					all.stream().mapToLong(CollectorPauses.Pause::millis).sum(),
					all.stream().mapToLong(CollectorPauses.Pause::millis).max().orElse(0));
		}

		private UUID pick() {
			return cashAccounts[ThreadLocalRandom.current().nextInt(cashAccounts.length)];
		}
	}

	/**
	 * The reads slower than {@link #SLOW_READ_MILLIS} during the processing, those of them a pause of the collector
	 * overlapped, and the pauses themselves.
	 */
	record SlowReads(long reads, long duringPauses, int pauses, long pausedMillis, long longestPauseMillis) {
	}

	/** A webhook receiver on loopback that answers 200 to every request and counts them. */
	private static final class AcknowledgingReceiver implements AutoCloseable {

		private final HttpServer server;

		private final AtomicLong acknowledged = new AtomicLong();

		AcknowledgingReceiver() {
			try {
				server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
			server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
			server.createContext("/", exchange -> {
				exchange.getRequestBody().readAllBytes();
				exchange.sendResponseHeaders(200, -1);
				exchange.close();
				acknowledged.incrementAndGet();
			});
			server.start();
		}

		String url() {
			return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
		}

		long acknowledged() {
			return acknowledged.get();
		}

		@Override
		public void close() {
			server.stop(0);
		}
	}

	private String report(double seedSeconds, String routeAnswer, double processSeconds,
			long booked, double entitled, List<LoadRun.Figures> idleReads, List<LoadRun.Figures> reads,
			SlowReads slowReads, long deliveredAtEnd, Checks checks,
			Statement statement, String loadAverage) {
		String when = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
		Map<String, String> env = System.getenv();
		LoadRun.Figures httpReads = reads.get(0);
		LoadRun.Figures facadeReads = reads.get(1);
		boolean fastEnough = booked == HOLDERS && processSeconds <= 60;
		boolean readsFastEnough = httpReads.millis(0.99) < 5 && facadeReads.millis(0.99) < 5;
		StringBuilder out = new StringBuilder();
		out.append("# Corporate actions benchmark, ").append(when).append("\n\n");
		out.append("PostgreSQL (").append(jdbc.sql("SELECT version()").query(String.class).single()).append("), ")
			.append(String.format("%,d", HOLDERS)).append(" client records of one tenant seeded by SQL in ")
			.append(String.format("%.1f", seedSeconds))
			.append(" s, each with an Active EUR internal account (balance 0) and an Active deposit account holding ")
			.append(SHARES).append(" shares from one deposit movement valued before the record date (positions, ")
			.append("movements and their two entries as the ledger keeps them). A webhook endpoint of the tenant ")
			.append("subscribes to `CorporateActionStatement`; its receiver (in the benchmark's JVM) acknowledges every ")
			.append("delivery with 200, so deliveries run beside the processing as in production.\n");
		out.append("A cash dividend (0.50 EUR a share, withholding tax 26.375 %, record date two days ago, payment ")
			.append("date today) is announced over HTTP, then the operator's route `POST /admin/v1/corporate-actions/")
			.append("processing` runs it: it fixes the entitlements and books them, a batch of up to ")
			.append(Integer.getInteger("kontor.corporate-actions.clients-per-batch", 200))
			.append(" client records per transaction. The time runs from sending the request until its answer, which ")
			.append("comes once no entitlement is left Pending and the action is Processed (the number Booked is ")
			.append("counted afterwards), or until the benchmark gives up after ").append(MAX_SECONDS).append(" s and reports how far it got.\n");
		out.append("Meanwhile ").append(HTTP_READERS).append(" threads read random holders' balances over HTTP ")
			.append("(`GET /api/v3/internal-accounts/{id}`, the tenant's token) and ").append(FACADE_READERS)
			.append(" through `Accounts.internalAccount`, each pausing ").append(READ_PAUSE_MILLIS)
			.append(" ms between two reads. Before the processing they read ").append(READ_WARM_UP_SECONDS)
			.append(" s unmeasured, so that their code is compiled, then ").append(IDLE_READ_SECONDS)
			.append(" s measured with nothing else running. A read over ").append(SLOW_READ_MILLIS)
			.append(" ms during the processing is checked against the garbage collector's pauses in this JVM.")
			.append(" The readers, the server, the webhook receiver and PostgreSQL share the ")
			.append("machine's cores, which other work may also use: the figures are noisy.\n");
		out.append("Machine: ").append(Runtime.getRuntime().availableProcessors()).append(" cores, ")
			.append(cpuModel()).append("; load average (1, 5, 15 min) before the processing ").append(loadAverage)
			.append(env.containsKey("BENCH_NOTE") ? "; " + env.get("BENCH_NOTE") : "").append(".\n\n");
		out.append("| Figure | Value | Target |\n|---|---:|---|\n");
		out.append(String.format("| Entitlements booked | %,d of %,d | all |%n", booked, HOLDERS));
		out.append(String.format("| Seconds to process (request sent until answered: all Booked, the action Processed) | %.1f | ≤ 60 s: %s |%n",
				processSeconds, verdict(fastEnough)));
		out.append(String.format("| Entitlements booked per second | %.0f | ≥ %.0f |%n", booked / processSeconds,
				HOLDERS / 60.0));
		out.append(String.format("| The route's answer | `%s` | |%n", routeAnswer.strip()));
		out.append(String.format("| Entitlements fixed (the action's entitled date) after (s) | %.1f | |%n",
				entitled));
		readRow(out, "Balance read over HTTP, p50 / p99 / max ms (" + HTTP_READERS + " threads)", httpReads);
		readRow(out, "Balance read through `Accounts.internalAccount`, p50 / p99 / max ms (" + FACADE_READERS
				+ " threads)", facadeReads);
		out.append(String.format("| Both balance reads' p99 | | < 5 ms: %s |%n", verdict(readsFastEnough)));
		out.append(String.format("| Reads over %d ms during the processing; of them overlapped by a pause of the "
				+ "collector | %,d; %,d | |%n", SLOW_READ_MILLIS, slowReads.reads(), slowReads.duringPauses()));
		out.append(String.format("| The collector's pauses during the processing: number, total ms, longest ms | "
				+ "%,d, %,d, %,d | |%n", slowReads.pauses(), slowReads.pausedMillis(), slowReads.longestPauseMillis()));
		idleRow(out, "Balance read over HTTP", idleReads.get(0));
		idleRow(out, "Balance read through `Accounts.internalAccount`", idleReads.get(1));
		out.append(String.format("| Statement of one client record: JSON, PDF (made on request) | %d in %.0f ms, "
				+ "%d in %.0f ms%s | |%n", statement.jsonStatus(), statement.jsonMillis(), statement.pdfStatus(),
				statement.pdfMillis(), statement.pdf() ? "" : " (not a PDF)"));
		out.append(String.format("| Webhook deliveries acknowledged when all were Booked | %,d | |%n",
				deliveredAtEnd));
		out.append("\nOverall: **").append(fastEnough && readsFastEnough ? "PASS" : "FAIL").append("** (")
			.append(fastEnough ? "processing within 60 s" : "processing **not** within 60 s").append(", ")
			.append(readsFastEnough ? "balance read p99 under 5 ms" : "balance read p99 **not** under 5 ms")
			.append(").\n\n");
		out.append("Checked afterwards: ").append(String.format("%,d", checks.booked())).append(" entitlements Booked, ")
			.append(checks.failed()).append(" not Booked; the action is ").append(checks.actionStatus()).append("; ")
			.append(String.format("%,d", checks.dividendTransactions())).append(" `CorporateAction` and ")
			.append(String.format("%,d", checks.taxTransactions())).append(" `Tax` transactions; ")
			.append(checks.accountsOff()).append(" holders' accounts without exactly +").append(GROSS).append(" and -")
			.append(TAX).append(" (balance ").append(new BigDecimal(GROSS).subtract(new BigDecimal(TAX)))
			.append("); ").append(checks.cashImbalance()).append(" currencies whose cash entries do not sum to 0; ")
			.append(checks.audit().unbalancedTransactions().size()).append(" unbalanced transactions, ")
			.append(checks.audit().balancesOffTheirEntries().size()).append(" balances off their entries; ")
			.append(String.format("%,d", checks.statementEvents())).append(" `CorporateActionStatement` events in the ")
			.append("outbox with ").append(String.format("%,d", checks.statementDeliveries()))
			.append(" deliveries to the endpoint.\n");
		return out.toString();
	}

	private static String loadAverage() {
		try {
			return String.join(" ", Arrays.copyOf(Files.readString(Path.of("/proc/loadavg")).split(" "), 3));
		}
		catch (IOException ex) {
			return "n/a";
		}
	}

	private static String cpuModel() {
		try (var lines = Files.lines(Path.of("/proc/cpuinfo"))) {
			return lines.filter(line -> line.startsWith("model name"))
				.map(line -> line.substring(line.indexOf(':') + 1).strip())
				.findFirst()
				.orElse("unknown CPU");
		}
		catch (IOException ex) {
			return "unknown CPU";
		}
	}

	private static void readRow(StringBuilder out, String name, LoadRun.Figures figures) {
		out.append(String.format("| %s | %.2f / %.2f / %.2f (%,d reads, %.0f/s, %d failed) | p99 < 5 ms: %s |%n", name,
				figures.millis(0.5), figures.millis(0.99), figures.millis(1.0), figures.operations(),
				figures.perSecond(), figures.failures(), verdict(figures.millis(0.99) < 5)));
	}

	private static void idleRow(StringBuilder out, String name, LoadRun.Figures figures) {
		out.append(String.format("| %s before the processing, nothing else running (%d s), p50 / p99 / max ms | "
				+ "%.2f / %.2f / %.2f (%,d reads) | |%n", name, IDLE_READ_SECONDS, figures.millis(0.5),
				figures.millis(0.99), figures.millis(1.0), figures.operations()));
	}

	private static String verdict(boolean met) {
		return met ? "met" : "**not met**";
	}
}
