package dev.kontor.bench.bankaccounts;

import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.bench.common.HttpConnection;

/**
 * Bank account list benchmark: lists the bank accounts of a tenant that holds many (seeded by
 * {@code bench/bankaccounts/run.sh} with SQL) through {@code GET /api/v3/bank-accounts}, in two scenarios:
 * <ol>
 * <li>{@code iban}: {@code ?iban=…} with the IBAN of a random existing account (one row);</li>
 * <li>{@code window}: {@code ?dateTimeStart=…&dateTimeEnd=…&recordsPerPage=…} over a random creation window of a
 * fixed length (default one minute).</li>
 * </ol>
 * Both scenarios are first warmed up, then each is measured closed loop with C connections (default 8) and, as a
 * reference, with one connection; the measurement uses plain blocking sockets ({@link HttpConnection}). Prints
 * p50/p90/p99/max, requests/s and rows per answer, a PASS/FAIL line per scenario against the p99 target, and, as its
 * last line, one JSON line.
 *
 * <pre>
 * java -jar kontor-bankaccount-bench.jar free-port
 * java -jar kontor-bankaccount-bench.jar iban K
 * java -jar kontor-bankaccount-bench.jar setup BASE_URL
 * java -jar kontor-bankaccount-bench.jar measure BASE_URL --oauth-client-id ID --oauth-client-secret SECRET
 *     --accounts N --base INSTANT --step-micros S [options]
 * </pre>
 */
public final class BankAccountBench {

	static final String USAGE = """
			usage: java -jar kontor-bankaccount-bench.jar free-port        (prints a free TCP port on 127.0.0.1)
			       java -jar kontor-bankaccount-bench.jar iban K           (prints the IBAN of seeded account K)
			       java -jar kontor-bankaccount-bench.jar setup BASE_URL [--admin-id ID] [--admin-secret SECRET]
			       java -jar kontor-bankaccount-bench.jar measure BASE_URL [options]

			  BASE_URL  http://127.0.0.1:PORT or http://localhost:PORT of a running Kontor (loopback only)

			setup creates a tenant bench-ba-<random>, a server OAuth client of it (client_credentials; scopes
			clients.write, bankaccounts.read, bankaccounts.write) and one client record, and prints
			tenantId=, clientRecordId=, createdUserId=, oauthClientId=, oauthClientSecret= lines.

			measure options:
			  --oauth-client-id ID       the OAuth client printed by setup (required)
			  --oauth-client-secret S    its secret (required)
			  --accounts N               accounts seeded, numbered 0..N-1 (required)
			  --base INSTANT             creation time of account 0, ISO-8601 (required)
			  --step-micros S            microseconds between the creation times of accounts k and k+1 (required)
			  --window-seconds N         length of the creation window of the window scenario (default 60)
			  --records-per-page N       recordsPerPage of the window scenario (default 100)
			  --concurrency N            connections (default 8)
			  --warmup-seconds N         warm-up of each scenario, not measured (default 10)
			  --seconds N                measurement of each scenario (default 30)
			  --serial-seconds N         reference run with one connection after each scenario, 0: none (default 10)
			  --target-p99-ms N          target p99 of each scenario at the given concurrency (default 20)
			  --timeout-ms N             request timeout (default 10000)
			""";

	/** Bank codes (BLZ), BICs and names the seeded accounts cycle through: account K is at bank K mod 4. */
	static final String[][] BANKS = { { "37040044", "COBADEFFXXX", "Commerzbank" },
			{ "10070000", "DEUTDEBBXXX", "Deutsche Bank" }, { "50010517", "INGDDEFFXXX", "ING-DiBa" },
			{ "12030000", "BYLADEM1001", "Deutsche Kreditbank" } };

	private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern CLIENT_ID = Pattern.compile("\"clientId\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern CLIENT_SECRET = Pattern.compile("\"clientSecret\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern CREATED_USER_ID = Pattern.compile("\"createdUserId\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern TOTAL = Pattern.compile("\"totalRecordCount\"\\s*:\\s*(\\d+)");

	/** One per account in {@code data} (Jackson writes no blanks): the page itself has no tenantId. */
	private static final String ACCOUNT_KEY = "\"tenantId\":";

	// ------------------------------------------------------------------------------------------------ options
	private final URI base;

	private String adminId = "admin";

	private String adminSecret = "admin-secret";

	private String oauthClientId;

	private String oauthClientSecret;

	private long accounts = -1;

	private Instant baseTime;

	private long stepMicros = -1;

	private int windowSeconds = 60;

	private int recordsPerPage = 100;

	private int concurrency = 8;

	private int warmupSeconds = 10;

	private int measureSeconds = 30;

	private int serialSeconds = 10;

	private double targetP99Ms = 20;

	private Duration timeout = Duration.ofSeconds(10);

	// ------------------------------------------------------------------------------------------------ state
	private final HttpClient client = HttpClient.newBuilder()
		.version(HttpClient.Version.HTTP_1_1)
		.connectTimeout(Duration.ofSeconds(5))
		.build();

	private volatile String token;

	private final InetSocketAddress address;

	private BankAccountBench(URI base) {
		this.base = base;
		this.address = new InetSocketAddress(base.getHost(), base.getPort() < 0 ? 80 : base.getPort());
	}

	public static void main(String[] args) throws Exception {
		if (args.length == 1 && args[0].equals("free-port")) {
			try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
				System.out.println(socket.getLocalPort());
			}
			return;
		}
		if (args.length == 2 && args[0].equals("iban")) {
			System.out.println(iban(Long.parseLong(args[1])));
			return;
		}
		if (args.length < 2 || !(args[0].equals("setup") || args[0].equals("measure"))) {
			System.err.print(USAGE);
			System.exit(2);
		}
		URI base = URI.create(args[1].replaceAll("/+$", ""));
		if (!"http".equals(base.getScheme())
				|| !("127.0.0.1".equals(base.getHost()) || "localhost".equals(base.getHost()))) {
			System.err.println("only http://127.0.0.1:PORT or http://localhost:PORT are accepted");
			System.exit(2);
		}
		BankAccountBench bench = new BankAccountBench(base);
		for (int i = 2; i < args.length; i++) {
			String name = args[i];
			if (i + 1 >= args.length) {
				System.err.print("missing value of " + name + "\n" + USAGE);
				System.exit(2);
			}
			String value = args[++i];
			switch (name) {
				case "--admin-id" -> bench.adminId = value;
				case "--admin-secret" -> bench.adminSecret = value;
				case "--oauth-client-id" -> bench.oauthClientId = value;
				case "--oauth-client-secret" -> bench.oauthClientSecret = value;
				case "--accounts" -> bench.accounts = positive(name, value);
				case "--base" -> bench.baseTime = Instant.parse(value);
				case "--step-micros" -> bench.stepMicros = positive(name, value);
				case "--window-seconds" -> bench.windowSeconds = (int) positive(name, value);
				case "--records-per-page" -> bench.recordsPerPage = (int) positive(name, value);
				case "--concurrency" -> bench.concurrency = (int) positive(name, value);
				case "--warmup-seconds" -> bench.warmupSeconds = Integer.parseInt(value);
				case "--seconds" -> bench.measureSeconds = (int) positive(name, value);
				case "--serial-seconds" -> bench.serialSeconds = Integer.parseInt(value);
				case "--target-p99-ms" -> bench.targetP99Ms = Double.parseDouble(value);
				case "--timeout-ms" -> bench.timeout = Duration.ofMillis(positive(name, value));
				default -> {
					System.err.print("unknown option " + name + "\n" + USAGE);
					System.exit(2);
				}
			}
		}
		int rc;
		try {
			rc = args[0].equals("setup") ? bench.setup() : bench.measure();
		}
		finally {
			bench.client.close();
		}
		System.exit(rc);
	}

	private static long positive(String name, String value) {
		long n = Long.parseLong(value);
		if (n <= 0) {
			throw new IllegalArgumentException(name + " must be positive");
		}
		return n;
	}

	private static void log(String message) {
		System.err.printf("[bankaccount-bench %tT] %s%n", System.currentTimeMillis(), message);
	}

	/**
	 * The IBAN of seeded account {@code k}: DE, the ISO 13616 check digits, the bank code of bank {@code k mod 4} and
	 * {@code k} as the 10-digit account number (22 characters). run.sh computes the same in SQL.
	 */
	static String iban(long k) {
		String bban = BANKS[(int) (k % BANKS.length)][0] + String.format(Locale.ROOT, "%010d", k);
		int check = 98 - new BigInteger(bban + "131400").mod(BigInteger.valueOf(97)).intValue();
		return String.format(Locale.ROOT, "DE%02d%s", check, bban);
	}

	// ------------------------------------------------------------------------------------------------ setup
	private int setup() throws IOException, InterruptedException {
		token = fetchToken(adminId, adminSecret, "platform.admin");
		String tenantName = "bench-ba-" + UUID.randomUUID().toString().substring(0, 8);
		String tenantId = extract(ID, send("POST", "/admin/v1/tenants", "{\"name\":\"" + tenantName + "\"}", 201),
				"tenant id");
		String registered = send("POST", "/admin/v1/oauth-clients", "{\"tenantId\":\"" + tenantId
				+ "\",\"applicationName\":\"bench\",\"applicationType\":\"server\",\"allowedOrigins\":[],"
				+ "\"grantTypes\":[\"client_credentials\"],\"scopes\":[\"clients.write\",\"bankaccounts.read\","
				+ "\"bankaccounts.write\"],\"redirectUris\":[]}", 201);
		String clientId = extract(CLIENT_ID, registered, "clientId");
		String clientSecret = extract(CLIENT_SECRET, registered, "clientSecret");
		token = fetchToken(clientId, clientSecret, "clients.write");
		String record = send("POST", "/api/v3/clients", "{\"clientKey\":\"bench-owner\",\"clientType\":\"Retail\","
				+ "\"name\":\"Erika\",\"surname\":\"Mustermann\"}", 201);
		String recordId = extract(ID, record, "client record id");
		String createdUserId = extract(CREATED_USER_ID, record, "createdUserId");
		log("tenant " + tenantName + " (" + tenantId + "), OAuth client " + clientId + ", client record " + recordId);
		System.out.println("tenantId=" + tenantId);
		System.out.println("clientRecordId=" + recordId);
		System.out.println("createdUserId=" + createdUserId);
		System.out.println("oauthClientId=" + clientId);
		System.out.println("oauthClientSecret=" + clientSecret);
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ measure
	/** One request of a scenario: its path and, where known, the totalRecordCount it must answer. */
	private record Probe(String path, long expectedTotal, String expectedIban) {
	}

	private interface Scenario {

		String name();

		String describe();

		Probe next(ThreadLocalRandom random);
	}

	private int measure() throws Exception {
		if (oauthClientId == null || oauthClientSecret == null || accounts < 0 || baseTime == null
				|| stepMicros < 0) {
			System.err.print("measure needs --oauth-client-id, --oauth-client-secret, --accounts, --base and "
					+ "--step-micros\n" + USAGE);
			return 2;
		}
		long spanSeconds = accounts * stepMicros / 1_000_000;
		if (spanSeconds <= windowSeconds) {
			System.err.println("the accounts span " + spanSeconds + " s, not more than one window");
			return 2;
		}
		token = fetchToken(oauthClientId, oauthClientSecret, "bankaccounts.read");
		Thread refresher = Thread.ofPlatform().daemon().start(this::refreshTokens);

		Scenario byIban = new Scenario() {
			public String name() {
				return "iban";
			}

			public String describe() {
				return "GET /api/v3/bank-accounts?iban=<IBAN of a random one of the " + accounts + " accounts>";
			}

			public Probe next(ThreadLocalRandom random) {
				String iban = iban(random.nextLong(accounts));
				return new Probe("/api/v3/bank-accounts?iban=" + iban, 1, iban);
			}
		};
		Scenario byWindow = new Scenario() {
			public String name() {
				return "window";
			}

			public String describe() {
				return "GET /api/v3/bank-accounts?dateTimeStart=<random whole second>&dateTimeEnd=<+" + windowSeconds
						+ " s>&recordsPerPage=" + recordsPerPage;
			}

			public Probe next(ThreadLocalRandom random) {
				long offset = random.nextLong(spanSeconds - windowSeconds + 1);
				Instant start = baseTime.plusSeconds(offset);
				Instant end = start.plusSeconds(windowSeconds);
				return new Probe("/api/v3/bank-accounts?dateTimeStart=" + encode(start) + "&dateTimeEnd="
						+ encode(end) + "&recordsPerPage=" + recordsPerPage, expectedInWindow(start, end), null);
			}
		};

		List<Scenario> scenarios = List.of(byIban, byWindow);
		for (Scenario scenario : scenarios) {
			if (!sanityCheck(scenario)) {
				return 3;
			}
		}
		// Both warm-ups first: the scenarios share most of the code the JIT compiler has to get to.
		for (Scenario scenario : scenarios) {
			if (warmupSeconds > 0) {
				log(scenario.name() + ": warm-up, " + concurrency + " connections for " + warmupSeconds
						+ " s (not measured)");
				run(scenario, concurrency, warmupSeconds);
			}
		}
		List<Result> results = new ArrayList<>();
		for (Scenario scenario : scenarios) {
			log(scenario.name() + ": measurement, " + concurrency + " connections for " + measureSeconds + " s");
			results.add(run(scenario, concurrency, measureSeconds));
			if (serialSeconds > 0) {
				log(scenario.name() + ": reference, 1 connection for " + serialSeconds + " s");
				results.add(run(scenario, 1, serialSeconds));
			}
		}
		refresher.interrupt();

		StringBuilder out = new StringBuilder();
		out.append("Bank account list benchmark against ").append(base).append('\n');
		out.append(String.format(Locale.ROOT,
				"  data       : %d accounts of one tenant, created %s .. %s (one every %.3f s), ~%.1f per %d s "
						+ "window%n",
				accounts, baseTime, baseTime.plus(accounts * stepMicros, ChronoUnit.MICROS), stepMicros / 1e6,
				windowSeconds * 1e6 / stepMicros, windowSeconds));
		out.append("  iban       : ").append(byIban.describe()).append('\n');
		out.append("  window     : ").append(byWindow.describe()).append('\n');
		out.append(String.format(Locale.ROOT, "  load       : closed loop, per scenario %d s warm-up (both before the "
				+ "first measurement) + %d s measurement at %d connections%s%n", warmupSeconds, measureSeconds,
				concurrency,
				serialSeconds > 0 ? ", then " + serialSeconds + " s at 1 connection (reference)" : ""));
		out.append(String.format(Locale.ROOT, "%n  %-8s %5s %9s %8s %8s %8s %8s %8s %10s %9s %8s %7s %7s%n",
				"scenario", "conns", "requests", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "rows/page",
				"total/ans", "KB/ans", "non2xx", "errors"));
		for (Result r : results) {
			out.append(String.format(Locale.ROOT,
					"  %-8s %5d %9d %8.1f %8.2f %8.2f %8.2f %8.2f %10.2f %9.2f %8.1f %7d %7d%n", r.scenario,
					r.concurrency, r.requests, r.requestsPerSecond, r.p50, r.p90, r.p99, r.max, r.rowsPerPage,
					r.totalPerAnswer, r.bytesPerAnswer / 1024, r.non2xx, r.errors));
		}
		out.append('\n');
		for (Result r : results) {
			if (r.rowsMin >= 0) {
				out.append(String.format(Locale.ROOT,
						"  %-8s %d conn: rows per page min %d max %d; totalRecordCount min %d max %d; %d answers "
								+ "differed from the seeded data%n",
						r.scenario, r.concurrency, r.rowsMin, r.rowsMax, r.totalMin, r.totalMax, r.wrongAnswers));
			}
			if (r.firstProblem != null) {
				out.append("  ").append(r.scenario).append(' ').append(r.concurrency).append(" conn: first problem: ")
					.append(r.firstProblem).append('\n');
			}
		}
		boolean allPass = true;
		for (Result r : results) {
			if (r.concurrency != concurrency) {
				continue;
			}
			boolean pass = r.pass(targetP99Ms);
			allPass &= pass;
			out.append(String.format(Locale.ROOT, "  target p99 < %.0f ms, %s at %d connections: %s (p99 %.2f ms%s)%n",
					targetP99Ms, r.scenario, concurrency, pass ? "PASS" : "FAIL", r.p99,
					r.non2xx + r.errors + r.wrongAnswers > 0
							? ", " + (r.non2xx + r.errors) + " failed and " + r.wrongAnswers + " wrong answers" : ""));
		}
		System.out.print(out);

		StringBuilder json = new StringBuilder("{");
		json.append(field("accounts", accounts)).append(',').append(field("stepMicros", stepMicros)).append(',')
			.append(field("windowSeconds", windowSeconds)).append(',').append(field("recordsPerPage", recordsPerPage))
			.append(',').append(field("warmupSeconds", warmupSeconds)).append(',')
			.append(field("measureSeconds", measureSeconds)).append(',').append(field("targetP99Ms", targetP99Ms))
			.append(',').append(field("pass", allPass)).append(",\"runs\":[");
		for (int i = 0; i < results.size(); i++) {
			json.append(i == 0 ? "" : ",").append(results.get(i).json(targetP99Ms, concurrency));
		}
		json.append("]}");
		System.out.println(json);
		return 0;
	}

	/** One request before the warm-up; false (and a message) unless it is answered 200 with the expected rows. */
	private boolean sanityCheck(Scenario scenario) throws InterruptedException {
		Probe probe = scenario.next(ThreadLocalRandom.current());
		try {
			HttpResponse<String> response = client.send(get(probe.path), HttpResponse.BodyHandlers.ofString());
			if (response.statusCode() != 200) {
				log(scenario.name() + ": GET " + probe.path + " answered " + response.statusCode() + ": "
						+ abbreviate(response.body()));
				return false;
			}
			String problem = check(probe, response.body(), new long[2]);
			if (problem != null) {
				log(scenario.name() + ": GET " + probe.path + ": " + problem + " in " + abbreviate(response.body()));
				return false;
			}
			return true;
		}
		catch (IOException ex) {
			log(scenario.name() + ": GET " + probe.path + " failed: " + ex);
			return false;
		}
	}

	/** Checks an answer against the seeded data; puts data size and totalRecordCount into {@code rows}. */
	private String check(Probe probe, String body, long[] rows) {
		Matcher total = TOTAL.matcher(body);
		if (!total.find()) {
			return "no totalRecordCount";
		}
		rows[0] = occurrences(body, ACCOUNT_KEY);
		rows[1] = Long.parseLong(total.group(1));
		if (rows[1] != probe.expectedTotal) {
			return "totalRecordCount " + rows[1] + " instead of " + probe.expectedTotal;
		}
		long expectedRows = Math.min(probe.expectedTotal, probe.expectedIban != null ? 1 : recordsPerPage);
		if (rows[0] != expectedRows) {
			return rows[0] + " accounts in data instead of " + expectedRows;
		}
		if (probe.expectedIban != null && !body.contains("\"iban\":\"" + probe.expectedIban + "\"")) {
			return "not the account with IBAN " + probe.expectedIban;
		}
		return null;
	}

	private static long occurrences(String text, String part) {
		long n = 0;
		for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
			n++;
		}
		return n;
	}

	/** How many seeded accounts have a creation time in [start, end): account k was created at base + k·step. */
	private long expectedInWindow(Instant start, Instant end) {
		long from = ChronoUnit.MICROS.between(baseTime, start);
		long to = ChronoUnit.MICROS.between(baseTime, end);
		long first = Math.max(0, ceilDiv(from, stepMicros));
		long pastLast = Math.min(accounts, ceilDiv(to, stepMicros));
		return Math.max(0, pastLast - first);
	}

	private static long ceilDiv(long a, long b) {
		return -Math.floorDiv(-a, b);
	}

	private static String encode(Instant instant) {
		return URLEncoder.encode(instant.toString(), StandardCharsets.UTF_8);
	}

	private static final class Result {

		String scenario;

		int concurrency;

		int requests;

		double requestsPerSecond;

		double p50;

		double p90;

		double p99;

		double max;

		double rowsPerPage;

		double totalPerAnswer;

		double bytesPerAnswer;

		long rowsMin = -1;

		long rowsMax;

		long totalMin;

		long totalMax;

		long non2xx;

		long errors;

		long wrongAnswers;

		String firstProblem;

		boolean pass(double targetP99Ms) {
			return requests > 0 && non2xx == 0 && errors == 0 && wrongAnswers == 0 && p99 < targetP99Ms;
		}

		String json(double targetP99Ms, int measuredConcurrency) {
			return "{" + field("scenario", "\"" + scenario + "\"") + "," + field("concurrency", concurrency) + ","
					+ field("requests", requests) + "," + field("requestsPerSecond", round(requestsPerSecond)) + ","
					+ field("p50Ms", p50) + "," + field("p90Ms", p90) + "," + field("p99Ms", p99) + ","
					+ field("maxMs", max) + "," + field("rowsPerPage", round(rowsPerPage)) + ","
					+ field("totalRecordCountPerAnswer", round(totalPerAnswer)) + ","
					+ field("bytesPerAnswer", Math.round(bytesPerAnswer)) + "," + field("non2xx", non2xx) + ","
					+ field("errors", errors) + "," + field("wrongAnswers", wrongAnswers)
					+ (concurrency == measuredConcurrency ? "," + field("pass", pass(targetP99Ms)) : "") + "}";
		}
	}

	/** A closed loop of {@code connections} threads for {@code seconds}; counts requests started and ended inside. */
	private Result run(Scenario scenario, int connections, int seconds) throws InterruptedException {
		long start = System.nanoTime();
		long end = start + TimeUnit.SECONDS.toNanos(seconds);
		List<long[]> latencies = new ArrayList<>();
		LongAdder rowSum = new LongAdder();
		LongAdder totalSum = new LongAdder();
		LongAdder byteSum = new LongAdder();
		LongAdder non2xx = new LongAdder();
		LongAdder errors = new LongAdder();
		LongAdder wrong = new LongAdder();
		long[] rowsMinMax = { Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE };
		AtomicReference<String> firstProblem = new AtomicReference<>();
		List<Thread> threads = new ArrayList<>();
		for (int t = 0; t < connections; t++) {
			long[] mine = new long[1 << 16];
			int[] count = { 0 };
			Thread thread = Thread.ofPlatform().name("load-" + t).start(() -> {
				ThreadLocalRandom random = ThreadLocalRandom.current();
				long[] own = mine;
				long[] rows = new long[2];
				try (HttpConnection connection = new HttpConnection(address, (int) timeout.toMillis())) {
					while (System.nanoTime() < end) {
						Probe probe = scenario.next(random);
						byte[] request = rawGet(probe.path);
						long sent = System.nanoTime();
						try {
							int status = connection.exchange(request);
							long took = System.nanoTime() - sent;
							if (System.nanoTime() > end) {
								break;
							}
							if (count[0] == own.length) {
								own = Arrays.copyOf(own, own.length * 2);
							}
							own[count[0]++] = took;
							String body = connection.body();
							if (status != 200) {
								non2xx.increment();
								firstProblem.compareAndSet(null,
										"GET " + probe.path + " answered " + status + ": " + abbreviate(body));
								continue;
							}
							byteSum.add(body.length());
							String problem = check(probe, body, rows);
							rowSum.add(rows[0]);
							totalSum.add(rows[1]);
							synchronized (rowsMinMax) {
								rowsMinMax[0] = Math.min(rowsMinMax[0], rows[0]);
								rowsMinMax[1] = Math.max(rowsMinMax[1], rows[0]);
								rowsMinMax[2] = Math.min(rowsMinMax[2], rows[1]);
								rowsMinMax[3] = Math.max(rowsMinMax[3], rows[1]);
							}
							if (problem != null) {
								wrong.increment();
								firstProblem.compareAndSet(null, "GET " + probe.path + ": " + problem);
							}
						}
						catch (IOException ex) {
							if (System.nanoTime() <= end) {
								errors.increment();
								firstProblem.compareAndSet(null, "GET " + probe.path + ": " + ex);
							}
						}
					}
				}
				synchronized (latencies) {
					latencies.add(Arrays.copyOf(own, count[0]));
				}
			});
			threads.add(thread);
		}
		for (Thread thread : threads) {
			thread.join(TimeUnit.SECONDS.toMillis(seconds) + timeout.toMillis() + 10_000);
		}
		double elapsed = seconds;
		long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
		Result r = new Result();
		r.scenario = scenario.name();
		r.concurrency = connections;
		r.requests = all.length;
		r.requestsPerSecond = all.length / elapsed;
		r.p50 = percentileMs(all, 0.50);
		r.p90 = percentileMs(all, 0.90);
		r.p99 = percentileMs(all, 0.99);
		r.max = percentileMs(all, 1.0);
		long answered = all.length - non2xx.sum();
		r.rowsPerPage = answered > 0 ? rowSum.sum() / (double) answered : 0;
		r.totalPerAnswer = answered > 0 ? totalSum.sum() / (double) answered : 0;
		r.bytesPerAnswer = answered > 0 ? byteSum.sum() / (double) answered : 0;
		if (answered > 0) {
			r.rowsMin = rowsMinMax[0];
			r.rowsMax = rowsMinMax[1];
			r.totalMin = rowsMinMax[2];
			r.totalMax = rowsMinMax[3];
		}
		r.non2xx = non2xx.sum();
		r.errors = errors.sum();
		r.wrongAnswers = wrong.sum();
		r.firstProblem = firstProblem.get();
		log(String.format(Locale.ROOT, "%s at %d: %d requests, p50 %.2f ms, p99 %.2f ms", r.scenario, connections,
				r.requests, r.p50, r.p99));
		return r;
	}

	/** Fetches a new token every 5 minutes (they live 15 minutes by default). */
	private void refreshTokens() {
		while (!Thread.currentThread().isInterrupted()) {
			try {
				Thread.sleep(Duration.ofMinutes(5));
				token = fetchToken(oauthClientId, oauthClientSecret, "bankaccounts.read");
			}
			catch (InterruptedException ex) {
				return;
			}
			catch (IOException | RuntimeException ex) {
				log("token refresh failed: " + ex);
			}
		}
	}

	// ------------------------------------------------------------------------------------------------ HTTP
	private String fetchToken(String id, String secret, String scope) throws IOException, InterruptedException {
		String basic = Base64.getEncoder().encodeToString((id + ":" + secret).getBytes(StandardCharsets.UTF_8));
		HttpRequest request = HttpRequest.newBuilder(base.resolve("/connect/token"))
			.timeout(timeout)
			.header("Authorization", "Basic " + basic)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers
				.ofString("grant_type=client_credentials&scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8)))
			.build();
		HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != 200) {
			throw new IllegalStateException("POST /connect/token (" + id + ", " + scope + ") answered "
					+ response.statusCode() + ": " + abbreviate(response.body()));
		}
		return extract(ACCESS_TOKEN, response.body(), "access token");
	}

	private String send(String method, String path, String json, int expected)
			throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(base.resolve(path))
			.timeout(timeout)
			.header("Authorization", "Bearer " + token)
			.header("Content-Type", "application/json")
			.method(method, HttpRequest.BodyPublishers.ofString(json))
			.build();
		HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != expected) {
			throw new IllegalStateException(
					method + " " + path + " answered " + response.statusCode() + ": " + abbreviate(response.body()));
		}
		return response.body();
	}

	private HttpRequest get(String path) {
		return HttpRequest.newBuilder(base.resolve(path))
			.timeout(timeout)
			.header("Authorization", "Bearer " + token)
			.header("Accept", "application/json")
			.GET()
			.build();
	}

	/** A GET request for {@link HttpConnection}: HTTP/1.1, persistent, with the current bearer token. */
	private byte[] rawGet(String path) {
		return ("GET " + path + " HTTP/1.1\r\nHost: " + base.getRawAuthority() + "\r\nAuthorization: Bearer " + token
				+ "\r\nAccept: application/json\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
	}

	// ------------------------------------------------------------------------------------------------ helpers
	private static double percentileMs(long[] sortedNanos, double q) {
		if (sortedNanos.length == 0) {
			return Double.NaN;
		}
		int index = (int) Math.ceil(q * sortedNanos.length) - 1;
		long value = sortedNanos[Math.max(0, Math.min(sortedNanos.length - 1, index))];
		return Math.round(value / 1e4) / 100.0;
	}

	private static double round(double value) {
		return Math.round(value * 100) / 100.0;
	}

	private static String field(String name, Object value) {
		return "\"" + name + "\":" + (value == null ? "null" : value.toString());
	}

	private static String extract(Pattern pattern, String body, String what) {
		Matcher matcher = pattern.matcher(body);
		if (!matcher.find()) {
			throw new IllegalStateException("no " + what + " in " + abbreviate(body));
		}
		return matcher.group(1);
	}

	private static String abbreviate(String text) {
		String oneLine = text == null ? "" : text.replaceAll("\\s+", " ");
		return oneLine.length() > 300 ? oneLine.substring(0, 300) + "…" : oneLine;
	}
}
