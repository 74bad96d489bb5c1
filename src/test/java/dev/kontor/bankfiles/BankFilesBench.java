package dev.kontor.bankfiles;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.bankfiles.iso20022.Camt054;
import dev.kontor.bankfiles.iso20022.DirectDebitFile;
import dev.kontor.bankfiles.iso20022.Iso20022Schemas;
import dev.kontor.bankfiles.iso20022.MessageType;
import dev.kontor.bankfiles.iso20022.Notification;
import dev.kontor.bankfiles.iso20022.Pain008;
import dev.kontor.bankfiles.iso20022.Party;
import dev.kontor.bankfiles.iso20022.SequenceType;
import dev.kontor.payments.PaymentParties;
import dev.kontor.testing.BankDirectories;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.payments.PaymentParties.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The bank files benchmark's harness ({@code bench/bankfiles/run.sh}; not part of the suite: it runs only with
 * {@code -Dkontor.bench.bankfiles=true} on PostgreSQL). It times (a) writing and validating a {@code pain.008} of
 * 10,000 direct debits ({@link Pain008#write} and {@link Iso20022Schemas#check}, in this JVM, the median of several
 * runs after a warm-up), and (b) the cut-off that applies a {@code camt.054} booking 10,000 uploaded direct debits:
 * the direct debits are collected over HTTP from {@code CONNECTIONS} threads (spread over {@code CLIENTS} client
 * records, so that no client's AML history grows unlike a real one's), one cut-off uploads them in one file, the
 * notification is dropped into the inbox and the operator's cut-off that reads it is timed from its POST to its
 * answer, and every direct debit is then Received.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.payments.bank=files", "kontor.payments.bank.cutoff-cron=-" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
class BankFilesBench {

	private static final int PORT = FreePorts.pick();

	private static final BankDirectories BANK = BankDirectories.temporary("kontor-bank-bench-");

	private static final Path INBOX = BANK.inbox();

	private static final String CREDITOR_IBAN = "DE89370400440532013000";

	private static final int TRANSACTIONS = Integer.getInteger("kontor.bench.transactions", 10_000);

	private static final int CONNECTIONS = Integer.getInteger("kontor.bench.connections", 8);

	private static final int CLIENTS = Integer.getInteger("kontor.bench.clients", 100);

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final int WARMUP_RUNS = 3;

	private static final int MEASURED_RUNS = 7;

	private final Http http = new Http("http://localhost:" + PORT);

	private final Platform platform = new Platform(http);

	@Autowired
	JdbcClient jdbc;

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		BANK.register(registry);
	}

	/** The figures of a run. */
	record Figures(double writeColdSeconds, double writeMedianSeconds, double writeMinSeconds, double writeMaxSeconds,
			int fileBytes, double seedSeconds, double uploadCutOffSeconds, double applyCutOffSeconds, long received) {
	}

	@Test
	void writeAPain008AndApplyACamt054OfTenThousand() throws Exception {
		assumeTrue(Boolean.getBoolean("kontor.bench.bankfiles") && TestDatabaseProfiles.isPostgres(),
				"the bank files benchmark runs from bench/bankfiles/run.sh");
		DirectDebitFile file = directDebitFile();
		double cold = timeWrite(file);
		for (int i = 1; i < WARMUP_RUNS; i++) {
			timeWrite(file);
		}
		double[] runs = IntStream.range(0, MEASURED_RUNS).mapToDouble(run -> timeWrite(file)).sorted().toArray();
		int bytes = Pain008.write(file).length;

		PaymentParties parties = new PaymentParties(http, platform);
		long seedStart = System.nanoTime();
		seed(parties);
		double seedSeconds = seconds(seedStart);
		long uploadStart = System.nanoTime();
		JsonNode written = cutOff().get("written");
		double uploadSeconds = seconds(uploadStart);
		assertThat(written).hasSize(1);
		assertThat(written.get(0).get("numberOfTransactions").asInt()).isEqualTo(TRANSACTIONS);

		Files.write(INBOX.resolve("camt054-booked.xml"), Camt054.write(new Notification("BENCH" + System.nanoTime(),
				bookings(parties)), CREDITOR_IBAN, Instant.now()));
		long applyStart = System.nanoTime();
		JsonNode read = cutOff().get("read");
		double applySeconds = seconds(applyStart);
		assertThat(read).hasSize(1);
		assertThat(read.get(0).get("status").asString()).as(read.toString()).isEqualTo("Read");
		long received = count(parties, "Received");
		assertThat(received).isEqualTo(TRANSACTIONS);

		write(new Figures(cold, runs[runs.length / 2], runs[0], runs[runs.length - 1], bytes, seedSeconds,
				uploadSeconds, applySeconds, received));
	}

	private static double timeWrite(DirectDebitFile file) {
		long start = System.nanoTime();
		byte[] written = Pain008.write(file);
		assertThat(Iso20022Schemas.check(written)).isEqualTo(MessageType.Pain008);
		return seconds(start);
	}

	/** A file of {@link #TRANSACTIONS} collections from as many debtors, half first and half recurring. */
	private static DirectDebitFile directDebitFile() {
		List<DirectDebitFile.Collection> collections = IntStream.range(0, TRANSACTIONS)
			.mapToObj(i -> new DirectDebitFile.Collection(String.format("%032x", i), new BigDecimal(10 + i % 990 + ".25"),
					"EUR", String.format("M%031x", i), LocalDate.of(2026, 1, 1 + i % 28),
					i % 2 == 0 ? SequenceType.FRST : SequenceType.RCUR,
					new Party("Kunde " + i, "DE02120300000000202051", i % 3 == 0 ? "BYLADEM1001" : null),
					"Einzahlung Depot " + i))
			.toList();
		return new DirectDebitFile("BENCH-PAIN008", Instant.now(), new Party("Kontor Wertpapierhandelsbank AG",
				CREDITOR_IBAN, "COBADEFFXXX"), "DE98ZZZ09999999999", LocalDate.now(ZoneOffset.UTC).plusDays(3),
				collections);
	}

	/**
	 * {@link #TRANSACTIONS} direct debits collected over HTTP, approved and waiting for the cut-off, from
	 * {@link #CONNECTIONS} threads over {@link #CLIENTS} client records with a mandate each.
	 */
	private void seed(PaymentParties parties) throws Exception {
		try (ExecutorService threads = Executors.newFixedThreadPool(CONNECTIONS)) {
			List<String> mandates = all(threads, IntStream.range(0, CLIENTS).mapToObj(n -> (Callable<String>) () -> {
				String client = parties.aml.client(Platform.unique("payer"),
						Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
				return expect(parties.createMandate(client, parties.activeBankAccount(client),
						parties.activeInternalAccount(client, "EUR")), 200).get("id").asString();
			}).toList());
			all(threads, IntStream.range(0, TRANSACTIONS).mapToObj(i -> (Callable<String>) () -> {
				JsonNode debit = expect(parties.collect(mandates.get(i % CLIENTS), new BigDecimal(10 + i % 990 + ".25"),
						"EUR"), 200);
				assertThat(debit.get("status").asString()).isEqualTo("Evaluating");
				return debit.get("id").asString();
			}).toList());
		}
	}

	private static <T> List<T> all(ExecutorService threads, List<Callable<T>> tasks) throws Exception {
		List<T> results = new ArrayList<>();
		for (Future<T> done : threads.invokeAll(tasks)) {
			results.add(done.get());
		}
		return results;
	}

	/** A credit booked for each uploaded direct debit of the tenant, as the bank notifies a collection. */
	private List<Notification.Entry> bookings(PaymentParties parties) {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		return jdbc.sql("SELECT id, amount FROM payment_direct_debits WHERE tenant_id = :tenantId AND status = 'Uploaded'")
			.param("tenantId", parties.aml.tenantId)
			.query((rs, row) -> new Notification.Entry(CREDITOR_IBAN, rs.getString("id").replace("-", ""),
					rs.getBigDecimal("amount").setScale(2), "EUR", true, today, null))
			.list();
	}

	private long count(PaymentParties parties, String status) {
		return jdbc.sql("SELECT COUNT(*) FROM payment_direct_debits WHERE tenant_id = :tenantId AND status = :status")
			.param("tenantId", parties.aml.tenantId)
			.param("status", status)
			.query(Long.class)
			.single();
	}

	/** The operator's cut-off, waited for as long as it takes: the test helper's client gives up after 30 s. */
	private JsonNode cutOff() throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + PORT + "/admin/v1/bank-files/cutoff"))
			.header("Authorization", "Bearer " + platform.adminToken())
			.POST(HttpRequest.BodyPublishers.noBody())
			.timeout(Duration.ofMinutes(10))
			.build();
		try (HttpClient client = HttpClient.newHttpClient()) {
			HttpResponse<String> answer = client.send(request, HttpResponse.BodyHandlers.ofString());
			assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
			return JSON.readTree(answer.body());
		}
	}

	private static void write(Figures figures) throws IOException {
		String report = report(figures);
		System.out.println(report);
		Path results = Path.of("bench", "results");
		Files.createDirectories(results);
		String stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC)
			.format(Instant.now());
		Files.writeString(results.resolve("bank-files-" + stamp + ".md"), report);
		Files.writeString(results.resolve("bank-files-latest.md"), report);
	}

	private static String report(Figures figures) {
		StringBuilder report = new StringBuilder("# Bank files benchmark, ").append(Instant.now()).append("\n\n")
			.append("PostgreSQL; ").append(TRANSACTIONS).append(" direct debits. (a) `Pain008.write` and ")
			.append("`Iso20022Schemas.check` of one pain.008.001.08 in the test's JVM: the first run (cold), then ")
			.append(WARMUP_RUNS - 1).append(" more warm-up runs and the median of ").append(MEASURED_RUNS)
			.append(". (b) The direct debits collected over HTTP from ").append(CONNECTIONS).append(" threads over ")
			.append(CLIENTS).append(" client records, uploaded by one cut-off; a camt.054.001.08 booking all of them ")
			.append("dropped into the inbox, and the operator's cut-off that reads it timed from its POST to its answer. ")
			.append("Machine: ").append(Runtime.getRuntime().availableProcessors()).append(" cores, load average ")
			.append(loadAverage()).append(".\n\n| Figure | Value | Target |\n|---|---:|---|\n");
		row(report, "(a) pain.008 written and validated, median (min / max) (s)", format(figures.writeMedianSeconds())
				+ " (" + format(figures.writeMinSeconds()) + " / " + format(figures.writeMaxSeconds()) + ")",
				verdict(figures.writeMedianSeconds() <= 2, "≤ 2 s"));
		row(report, "(a) the same, first run in a cold JVM (s)", format(figures.writeColdSeconds()), "");
		row(report, "(a) file size (bytes)", String.format(Locale.ROOT, "%,d", figures.fileBytes()), "");
		row(report, "(b) camt.054 applied: the cut-off reading it (s)", format(figures.applyCutOffSeconds()),
				verdict(figures.applyCutOffSeconds() <= 10, "≤ 10 s"));
		row(report, "(b) direct debits Received afterwards", Long.toString(figures.received()), "");
		row(report, "(b) set-up: collecting them over HTTP (s)", format(figures.seedSeconds()), "");
		row(report, "(b) set-up: the cut-off writing their pain.008 (s)", format(figures.uploadCutOffSeconds()), "");
		return report.toString();
	}

	private static void row(StringBuilder report, String figure, String value, String target) {
		report.append("| ").append(figure).append(" | ").append(value).append(" | ").append(target).append(" |\n");
	}

	private static String verdict(boolean met, String target) {
		return target + ": " + (met ? "met" : "**not met**");
	}

	private static String format(double value) {
		return String.format(Locale.ROOT, "%,.3f", value);
	}

	private static double seconds(long start) {
		return (System.nanoTime() - start) / 1e9;
	}

	private static String loadAverage() {
		try {
			return Arrays.stream(Files.readString(Path.of("/proc/loadavg")).split(" ", 4)).limit(3)
				.reduce((a, b) -> a + " " + b).orElse("unknown");
		}
		catch (IOException unreadable) {
			return "unknown";
		}
	}
}
