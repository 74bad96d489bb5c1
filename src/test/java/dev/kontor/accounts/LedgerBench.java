package dev.kontor.accounts;

import java.math.BigDecimal;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.payments.LedgerAudit;
import dev.kontor.shared.TenantId;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.LoadRun;
import dev.kontor.testing.LoadRun.Figures;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The ledger benchmark's harness ({@code bench/ledger/run.sh}, not part of the suite: it runs only with
 * {@code -Dkontor.bench.ledger=true} on PostgreSQL). The ledger has no booking route (payments and orders book
 * through {@link Accounts}), so transactions are booked in process through the facade, each in a transaction of
 * its own, by {@code BENCH_LEDGER_CONNECTIONS} threads (one connection each); balance reads go both through the
 * facade and over HTTP ({@code GET /api/v3/internal-accounts/{id}} with a real token).
 */
class LedgerBench extends HttpTest {

	private static final int ACCOUNTS = Integer.getInteger("kontor.bench.accounts", 100_000);

	private static final int CONNECTIONS = Integer.getInteger("kontor.bench.connections", 8);

	private static final int WARMUP_SECONDS = Integer.getInteger("kontor.bench.warmup", 10);

	private static final int SECONDS = Integer.getInteger("kontor.bench.seconds", 30);

	private static final int READ_SECONDS = Integer.getInteger("kontor.bench.read-seconds", 15);

	private static final int STATEMENT_BOOKINGS = 1_000;

	private static final int STATEMENT_WARMUP = 5;

	private static final int STATEMENT_RENDERS = 30;

	@Autowired
	Accounts ledger;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	TransactionTemplate transactions;

	@Test
	void bookAndRead() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.ledger") && TestDatabaseProfiles.isPostgres(),
				"the ledger benchmark runs from bench/ledger/run.sh");
		AccountsTenant tenant = new AccountsTenant(http, platform);
		String clientId = tenant.newClient();
		long seedStart = System.nanoTime();
		seed(tenant.tenantId, UUID.fromString(clientId));
		double seedSeconds = (System.nanoTime() - seedStart) / 1e9;
		UUID[] accounts = jdbc.sql("SELECT id FROM internal_accounts WHERE tenant_id = :t")
			.param("t", tenant.tenantId)
			.query(UUID.class)
			.list()
			.toArray(UUID[]::new);
		assertThat(accounts).hasSize(ACCOUNTS);

		LoadRun.run(CONNECTIONS, WARMUP_SECONDS, () -> book(tenant.tenantId, accounts));
		Figures booking = LoadRun.run(CONNECTIONS, SECONDS, () -> book(tenant.tenantId, accounts));
		Figures facadeReads = LoadRun.run(CONNECTIONS, READ_SECONDS,
				() -> ledger.internalAccount(tenant.id(), new InternalAccountId(pick(accounts))));
		Runnable httpRead = () -> {
			Http.Response answer = http.get("/api/v3/internal-accounts/" + pick(accounts), tenant.token);
			if (answer.status() != 200) {
				throw new IllegalStateException(answer.toString());
			}
		};
		Figures httpReads = LoadRun.run(CONNECTIONS, READ_SECONDS, httpRead);
		Figures singleHttpReads = LoadRun.run(1, READ_SECONDS, httpRead);

		Figures statementRenders = statementRenders();

		LedgerAudit.Findings audit = new LedgerAudit(jdbc).of(tenant.tenantId);
		String report = report(seedSeconds, booking, facadeReads, httpReads, singleHttpReads, statementRenders, audit);
		System.out.println(report);
		Path results = Path.of("bench", "results");
		Files.createDirectories(results);
		String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
			.format(Instant.now());
		Files.writeString(results.resolve("ledger-" + stamp + ".md"), report);
		Files.writeString(results.resolve("ledger-latest.md"), report);
		assertThat(audit.unbalancedTransactions()).isEmpty();
		assertThat(audit.balancesOffTheirEntries()).isEmpty();
	}

	/** 100,000 Active euro accounts, each with an opening deposit booked as the ledger books it (two entries). */
	private void seed(UUID tenantId, UUID clientId) {
		jdbc.sql("""
				INSERT INTO internal_accounts (id, tenant_id, client_id, currency_code, status, balance, reserved_amount,
				  created_date, updated_date, created_user_id, updated_user_id, version, account_number)
				SELECT gen_random_uuid(), :t, :c, 'EUR', 'Active', 1000, 0, now(), now(), :c, :c, 0,
				  nextval('account_number_bases') || '0'
				FROM generate_series(1, :n)""")
			.param("t", tenantId)
			.param("c", clientId)
			.param("n", ACCOUNTS)
			.update();
		jdbc.sql("""
				INSERT INTO cash_transactions (id, tenant_id, internal_account_id, amount, currency_code, type,
				  reference, booking_date, value_date, settled_reservation, negative_allowed, balance_after)
				SELECT gen_random_uuid(), tenant_id, id, 1000, 'EUR', 'Deposit', 'Opening deposit', now(), CURRENT_DATE,
				  NULL, FALSE, 1000
				FROM internal_accounts WHERE tenant_id = :t""")
			.param("t", tenantId)
			.update();
		jdbc.sql("""
				INSERT INTO cash_entries (transaction_id, line, tenant_id, ledger_account, internal_account_id,
				  currency_code, amount)
				SELECT id, 1, tenant_id, 'Internal', internal_account_id, 'EUR', amount FROM cash_transactions
				WHERE tenant_id = :t
				UNION ALL
				SELECT id, 2, tenant_id, 'BankClearing', NULL, 'EUR', -amount FROM cash_transactions
				WHERE tenant_id = :t""")
			.param("t", tenantId)
			.update();
		jdbc.sql("ANALYZE internal_accounts").update();
		jdbc.sql("ANALYZE cash_transactions").update();
		jdbc.sql("ANALYZE cash_entries").update();
		// the seeding's write-ahead log is flushed now, not by a checkpoint it would force amid the measurement
		jdbc.sql("CHECKPOINT").update();
	}

	/** A deposit or a withdrawal of a random account, half each, in a transaction of its own. */
	private void book(UUID tenantId, UUID[] accounts) {
		boolean deposit = ThreadLocalRandom.current().nextBoolean();
		BigDecimal amount = BigDecimal.valueOf(1 + ThreadLocalRandom.current().nextInt(100), 2);
		CashBooking booking = new CashBooking(new InternalAccountId(pick(accounts)),
				deposit ? amount : amount.negate(), "EUR",
				deposit ? CashTransactionType.Deposit : CashTransactionType.Withdrawal, "bench", LocalDate.now(), null,
				false);
		transactions.executeWithoutResult(status -> ledger.bookCash(new TenantId(tenantId), booking));
	}

	/**
	 * A statement of the month running with 1,000 bookings on an account of a tenant of its own, issued as an interim
	 * statement and fetched as PDF over HTTP, one request at a time (the first few not measured).
	 */
	private Figures statementRenders() throws Exception {
		AccountsTenant tenant = new AccountsTenant(http, platform);
		String account = tenant.activeInternalAccount(tenant.newClient(), "EUR");
		for (int i = 1; i <= STATEMENT_BOOKINGS; i++) {
			CashBooking deposit = new CashBooking(new InternalAccountId(UUID.fromString(account)),
					new BigDecimal("1.01"), "EUR", CashTransactionType.Deposit, "booking " + i, LocalDate.now(), null,
					false);
			transactions.executeWithoutResult(status -> ledger.bookCash(tenant.id(), deposit));
		}
		YearMonth month = YearMonth.now(ZoneOffset.UTC);
		Http.Response issued = http.postJson("/admin/v1/account-statements", platform.adminToken(), Map.of("year",
				month.getYear(), "month", month.getMonthValue(), "tenantId", tenant.tenantId));
		assertThat(issued.status()).as(issued.toString()).isEqualTo(200);
		HttpRequest request = http.request("/api/v3/internal-accounts/" + account + "/statements/" + month.getYear()
				+ "/1")
			.header("Authorization", "Bearer " + tenant.token)
			.header("Accept", "application/pdf")
			.GET()
			.build();
		HttpClient statementClient = HttpClient.newHttpClient();
		long[] nanos = new long[STATEMENT_RENDERS];
		long start = System.nanoTime();
		for (int i = -STATEMENT_WARMUP; i < STATEMENT_RENDERS; i++) {
			long before = System.nanoTime();
			HttpResponse<byte[]> pdf = statementClient.send(request, HttpResponse.BodyHandlers.ofByteArray());
			long took = System.nanoTime() - before;
			assertThat(pdf.statusCode()).isEqualTo(200);
			assertThat(new String(pdf.body(), 0, 5, StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
			if (i >= 0) {
				nanos[i] = took;
			}
			else {
				start = System.nanoTime();
			}
		}
		Arrays.sort(nanos);
		return new Figures(nanos.length, 0, (System.nanoTime() - start) / 1e9, nanos);
	}

	private static UUID pick(UUID[] accounts) {
		return accounts[ThreadLocalRandom.current().nextInt(accounts.length)];
	}

	private String report(double seedSeconds, Figures booking, Figures facadeReads, Figures httpReads,
			Figures singleHttpReads, Figures statementRenders, LedgerAudit.Findings audit) {
		String when = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
		Map<String, String> env = System.getenv();
		StringBuilder out = new StringBuilder();
		out.append("# Ledger benchmark, ").append(when).append("\n\n");
		out.append("PostgreSQL (").append(jdbc.sql("SELECT version()").query(String.class).single())
			.append("), ").append(ACCOUNTS).append(" Active euro accounts seeded by SQL in ")
			.append(String.format("%.1f", seedSeconds)).append(" s (each with an opening deposit of two entries), ")
			.append(CONNECTIONS).append(" threads with one connection each, warm-up ").append(WARMUP_SECONDS)
			.append(" s, measured ").append(SECONDS).append(" s (reads ").append(READ_SECONDS).append(" s).\n");
		out.append("Transactions are booked in process through `Accounts.bookCash` (the ledger has no booking route), ")
			.append("each in a transaction of its own: half deposits, half withdrawals of 0.01 to 1.00 EUR on a ")
			.append("random account; each writes the account's balance, the transaction and its two entries and ")
			.append("publishes `CashTransactionBooked`.\n");
		out.append("A checkpoint follows the seeding, so that the seeding's write-ahead log is not flushed amid the ")
			.append("measurement.\n");
		out.append("Balance reads over HTTP are sent by the benchmark's own JVM, which also runs the server, with a real ")
			.append("token; at ").append(CONNECTIONS).append(" connections the load driver, the server and PostgreSQL ")
			.append("share the cores, so the single-connection row shows the read's own latency.\n");
		out.append("Machine: ").append(Runtime.getRuntime().availableProcessors()).append(" cores")
			.append(env.containsKey("BENCH_NOTE") ? ", " + env.get("BENCH_NOTE") : "").append(".\n\n");
		out.append("| Scenario | Operations | Failures | Per second | p50 ms | p99 ms | max ms | Target |\n");
		out.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
		row(out, "Ledger transactions (`Accounts.bookCash`)", booking,
				"≥ 2,000/s, p99 < 20 ms: " + verdict(booking.perSecond() >= 2000 && booking.millis(0.99) < 20));
		row(out, "Balance read (`Accounts.internalAccount`)", facadeReads,
				"p99 < 5 ms: " + verdict(facadeReads.millis(0.99) < 5));
		row(out, "Balance read over HTTP (`GET /api/v3/internal-accounts/{id}`), " + CONNECTIONS + " connections",
				httpReads, "p99 < 5 ms: " + verdict(httpReads.millis(0.99) < 5));
		row(out, "Balance read over HTTP, one connection", singleHttpReads,
				"p99 < 5 ms: " + verdict(singleHttpReads.millis(0.99) < 5));
		row(out, "Monthly statement of 1,000 bookings as PDF over HTTP (one request at a time)", statementRenders,
				"< 500 ms: " + verdict(statementRenders.millis(1.0) < 500));
		out.append("\nAfterwards the ledger of the benchmark's tenant balances: ")
			.append(audit.unbalancedTransactions().size()).append(" unbalanced transactions, ")
			.append(audit.balancesOffTheirEntries().size()).append(" balances off their entries.\n");
		return out.toString();
	}

	private static void row(StringBuilder out, String name, Figures figures, String target) {
		out.append(String.format("| %s | %d | %d | %.0f | %.2f | %.2f | %.2f | %s |%n", name, figures.operations(),
				figures.failures(), figures.perSecond(), figures.millis(0.5), figures.millis(0.99),
				figures.millis(1.0), target));
	}

	private static String verdict(boolean met) {
		return met ? "met" : "**not met**";
	}
}
