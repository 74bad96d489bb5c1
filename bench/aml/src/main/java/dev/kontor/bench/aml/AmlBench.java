package dev.kontor.bench.aml;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.bench.common.Api;
import dev.kontor.bench.common.Options;

/**
 * AML benchmark driver (bench/aml/run.sh): sets up a tenant with AML settings and parameter records, prints the SQL
 * that seeds its customers, runs the daily risk calculation on demand, and loads the action evaluation.
 *
 * <pre>
 * java -jar kontor-aml-bench.jar free-port
 * java -jar kontor-aml-bench.jar setup BASE_URL [--api-clients N] [--accept-below X] [--reject-above X]
 * java -jar kontor-aml-bench.jar seed-sql --schema S --tenant ID --actor ID --customers N --history N
 * java -jar kontor-aml-bench.jar daily BASE_URL --oauth-client-id ID --oauth-client-secret S [--runs N]
 * java -jar kontor-aml-bench.jar evaluate BASE_URL --oauth-client-id ID --oauth-client-secret S --customers-file F
 *     [--concurrency 4,8] [--warmup-seconds N] [--seconds N] [--serial-seconds N] [--target-p99-ms N]
 * java -jar kontor-aml-bench.jar profile-sql RISK_DATA_JAVA --tenant ID --client ID
 * </pre>
 */
public final class AmlBench {

	private static final String USAGE = """
			usage: java -jar kontor-aml-bench.jar COMMAND ...
			  free-port                     a free TCP port of 127.0.0.1
			  setup BASE_URL                tenant bench-aml-<random>, OAuth client (clients.write aml.read aml.write),
			                                AML settings, parameter records, --api-clients N client records (5);
			                                prints tenantId=, actorId=, oauthClientId=, oauthClientSecret=, ...
			                                --accept-below X (2.5) and --reject-above X (3.5) are the thresholds
			  seed-sql                      the SQL seeding --customers N customers (+3 % deleted or rejected) of
			                                --tenant ID in --schema S and --history N evaluated actions by --actor ID
			  daily BASE_URL                --runs N (3) runs of POST /api/v3/aml/daily-risk-records/calculation,
			                                --pause-seconds N (5) apart; one line per run
			  evaluate BASE_URL             closed loop of POST /api/v3/aml/action-evaluations over the customers of
			                                --customers-file F (CSV: client id, usage type): --warmup-seconds (10) at
			                                the highest --concurrency (4,8), --seconds (30) at each, then
			                                --serial-seconds (10) at 1; PASS/FAIL against --target-p99-ms (20)
			  profile-sql RISK_DATA_JAVA    the statements RiskData runs (from its source) with the values of
			                                --tenant ID and --client ID written in, for EXPLAIN
			BASE_URL is http://127.0.0.1:PORT or http://localhost:PORT (loopback only). daily and evaluate need
			--oauth-client-id and --oauth-client-secret (printed by setup); --timeout-ms sets the request timeout.
			""";

	private static final String SCOPES = "clients.write aml.read aml.write";

	private final Options options;

	private AmlBench(Options options) {
		this.options = options;
	}

	public static void main(String[] args) throws Exception {
		String command = args.length == 0 ? "" : args[0];
		Options options = Options.parse(args, command.equals("free-port") || command.equals("seed-sql") ? 1 : 2, USAGE);
		AmlBench bench = new AmlBench(options);
		int rc = switch (command) {
			case "free-port" -> freePort();
			case "seed-sql" -> bench.seedSql();
			case "setup" -> bench.setup(Api.loopback(args[1]));
			case "daily" -> bench.daily(Api.loopback(args[1]));
			case "evaluate" -> bench.evaluate(Api.loopback(args[1]));
			case "profile-sql" -> bench.profileSql(Path.of(args[1]));
			default -> {
				System.err.print(USAGE);
				yield 2;
			}
		};
		System.exit(rc);
	}




	private int timeoutMillis() {
		return options.number("timeout-ms", 10_000);
	}

	private static void log(String message) {
		System.err.printf("[aml-bench %tT] %s%n", System.currentTimeMillis(), message);
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			System.out.println(socket.getLocalPort());
		}
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ setup
	private int setup(URI base) throws IOException {
		try (Api api = new Api(base, timeoutMillis())) {
			String admin = api.bearer(options.getOrDefault("admin-id", "admin"),
					options.getOrDefault("admin-secret", "admin-secret"), "platform.admin");
			String tenantName = "bench-aml-" + UUID.randomUUID().toString().substring(0, 8);
			String tenantId = Api.text(api.call("POST", "/admin/v1/tenants", admin, "{\"name\":\"" + tenantName + "\"}")
				.expect(201, "POST /admin/v1/tenants"), "id");
			String client = api.call("POST", "/admin/v1/oauth-clients", admin, "{\"tenantId\":\"" + tenantId
					+ "\",\"applicationName\":\"bench-aml\",\"applicationType\":\"server\",\"allowedOrigins\":[],"
					+ "\"grantTypes\":[\"client_credentials\"],\"scopes\":[\"clients.write\",\"aml.read\",\"aml.write\"],"
					+ "\"redirectUris\":[]}")
				.expect(201, "POST /admin/v1/oauth-clients");
			String clientId = Api.text(client, "clientId");
			String clientSecret = Api.text(client, "clientSecret");
			String bearer = api.bearer(clientId, clientSecret, SCOPES);

			String settings = api.call("PUT", "/api/v3/aml/settings", bearer,
					Catalogue.settingsJson(options.decimal("accept-below", 2.5), options.decimal("reject-above", 3.5)))
				.expect(200, "PUT /api/v3/aml/settings");
			String actorId = Api.text(settings, "createdUserId");
			Map<String, Integer> perFamily = new LinkedHashMap<>();
			long started = System.nanoTime();
			for (Catalogue.Parameter parameter : Catalogue.parameters()) {
				api.call("POST", "/api/v3/aml/parameters/" + parameter.family(), bearer, parameter.json())
					.expect(200, "POST /api/v3/aml/parameters/" + parameter.family() + " " + parameter.json());
				perFamily.merge(parameter.family(), 1, Integer::sum);
			}
			long parameterMillis = (System.nanoTime() - started) / 1_000_000;
			List<String> records = new ArrayList<>();
			for (String body : Catalogue.apiClients(options.number("api-clients", 5))) {
				records.add(Api.text(api.call("POST", "/api/v3/clients", bearer, body).expect(201, "POST /api/v3/clients"),
						"id"));
			}
			log("tenant " + tenantName + " (" + tenantId + "), OAuth client " + clientId + ", "
					+ perFamily.values().stream().mapToInt(Integer::intValue).sum() + " parameter records in "
					+ parameterMillis + " ms, " + records.size() + " client records");
			System.out.println("tenantId=" + tenantId);
			System.out.println("tenantName=" + tenantName);
			System.out.println("actorId=" + actorId);
			System.out.println("oauthClientId=" + clientId);
			System.out.println("oauthClientSecret=" + clientSecret);
			System.out.println("settings=" + settings);
			System.out.println("parameters=" + perFamily);
			System.out.println("apiClientRecords=" + String.join(",", records));
		}
		return 0;
	}

	private int seedSql() {
		System.out.print(Catalogue.seedSql(options.required("schema"), UUID.fromString(options.required("tenant")).toString(),
				UUID.fromString(options.required("actor")).toString(), Integer.parseInt(options.required("customers")),
				Integer.parseInt(options.required("history"))));
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ daily
	/** Runs the calculation on demand N times, one after the other; prints one line per run and a JSON line. */
	private int daily(URI base) throws IOException, InterruptedException {
		int runs = options.number("runs", 3);
		int pauseSeconds = options.number("pause-seconds", 5);
		StringBuilder json = new StringBuilder("{\"dailyRuns\":[");
		try (Api api = new Api(base, options.number("timeout-ms", 600_000))) {
			for (int run = 1; run <= runs; run++) {
				String bearer = api.bearer(options.required("oauth-client-id"), options.required("oauth-client-secret"), SCOPES);
				log("daily risk calculation, run " + run + " of " + runs);
				long sent = System.nanoTime();
				Api.Answer answer = api.call("POST", "/api/v3/aml/daily-risk-records/calculation", bearer, null);
				long httpMillis = (System.nanoTime() - sent) / 1_000_000;
				String body = answer.expect(200, "POST /api/v3/aml/daily-risk-records/calculation");
				Instant startedDate = Instant.parse(Api.text(body, "startedDate"));
				Instant finishedDate = Instant.parse(Api.text(body, "finishedDate"));
				long serverMillis = Duration.between(startedDate, finishedDate).toMillis();
				String runId = Api.text(body, "runId");
				String clientCount = Api.number(body, "clientCount");
				System.out.printf(Locale.ROOT, "run=%d runId=%s clientCount=%s serverMs=%d httpMs=%d started=%s%n", run,
						runId, clientCount, serverMillis, httpMillis, startedDate);
				json.append(run == 1 ? "" : ",")
					.append(String.format(Locale.ROOT,
							"{\"run\":%d,\"runId\":\"%s\",\"clientCount\":%s,\"serverMs\":%d,\"httpMs\":%d}", run,
							runId, clientCount, serverMillis, httpMillis));
				log("run " + run + ": " + clientCount + " clients, " + serverMillis + " ms in the server, " + httpMillis
						+ " ms round trip");
				if (run < runs && pauseSeconds > 0) {
					Thread.sleep(Duration.ofSeconds(pauseSeconds));
				}
			}
		}
		System.out.println(json.append("]}"));
		return 0;
	}

	// ------------------------------------------------------------------------------------------------ evaluate
	private int evaluate(URI base) throws Exception {
		List<EvaluationLoad.Customer> customers = new ArrayList<>();
		for (String line : Files.readAllLines(Path.of(options.required("customers-file")))) {
			String[] cells = line.split(",");
			if (cells.length == 2) {
				customers.add(new EvaluationLoad.Customer(cells[0].strip(), cells[1].strip()));
			}
		}
		if (customers.isEmpty()) {
			throw new IllegalArgumentException("no customers in " + options.required("customers-file"));
		}
		List<Integer> levels = new ArrayList<>();
		for (String level : options.getOrDefault("concurrency", "4,8").split(",")) {
			levels.add(Integer.parseInt(level.strip()));
		}
		int warmup = options.number("warmup-seconds", 10);
		int seconds = options.number("seconds", 30);
		int serial = options.number("serial-seconds", 10);
		double target = options.decimal("target-p99-ms", 20);
		String id = options.required("oauth-client-id");
		String secret = options.required("oauth-client-secret");

		TokenKeeper tokens = new TokenKeeper(base, id, secret, timeoutMillis());
		EvaluationLoad load = new EvaluationLoad(base, customers, tokens::current, timeoutMillis());
		try (Api api = new Api(base, timeoutMillis())) {
			// One action before anything else: stop unless it is answered 200 with a status.
			String first = load.nextAction(java.util.concurrent.ThreadLocalRandom.current());
			Api.Answer answer = api.call("POST", "/api/v3/aml/action-evaluations", tokens.current(), first);
			if (answer.status() != 200 || EvaluationLoad.statusOf(answer.body()) == null) {
				log("the first evaluation answered " + answer.status() + ": " + Api.shorten(answer.body()));
				tokens.stop();
				return 3;
			}
			log("first evaluation: " + Api.shorten(answer.body()));
		}
		int highest = levels.stream().mapToInt(Integer::intValue).max().orElse(8);
		if (warmup > 0) {
			log("warm-up: " + highest + " connections for " + warmup + " s (not measured)");
			load.run("warm-up", highest, warmup);
		}
		List<EvaluationLoad.Run> runs = new ArrayList<>();
		for (int level : levels) {
			log("measurement: " + level + " connections for " + seconds + " s");
			runs.add(load.run("measured", level, seconds));
		}
		if (serial > 0) {
			log("reference: 1 connection for " + serial + " s");
			runs.add(load.run("reference", 1, serial));
		}
		tokens.stop();
		report(runs, customers.size(), target, warmup);
		return 0;
	}

	private static void report(List<EvaluationLoad.Run> runs, int customers, double target, int warmup) {
		StringBuilder out = new StringBuilder();
		out.append(String.format(Locale.ROOT, "Action evaluation: POST /api/v3/aml/action-evaluations, closed loop over "
				+ "%d customers, %d s warm-up first%n%n", customers, warmup));
		out.append(String.format(Locale.ROOT, "%-10s %5s %8s %8s %8s %8s %8s %8s %8s %9s %8s %8s %7s %6s%n", "run",
				"conns", "requests", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "mean ms", "Approved", "Waiting",
				"Denied", "non200", "errors"));
		for (EvaluationLoad.Run r : runs) {
			out.append(String.format(Locale.ROOT,
					"%-10s %5d %8d %8.1f %8.2f %8.2f %8.2f %8.2f %8.2f %8.1f%% %7.1f%% %7.1f%% %7d %6d%n", r.label,
					r.connections, r.requests(), r.perSecond(), r.ms(0.5), r.ms(0.9), r.ms(0.99), r.ms(1), r.meanMs(),
					r.share("Approved"), r.share("Waiting"), r.share("Denied"), r.non200(), r.errors));
		}
		out.append('\n');
		StringBuilder json = new StringBuilder("{\"evaluationRuns\":[");
		for (EvaluationLoad.Run r : runs) {
			if (r.firstProblem != null) {
				out.append("first problem at ").append(r.connections).append(" connections: ").append(r.firstProblem)
					.append('\n');
			}
			if (!r.label.equals("reference")) {
				boolean pass = r.requests() > 0 && r.non200() == 0 && r.errors == 0 && r.ms(0.99) < target;
				out.append(String.format(Locale.ROOT, "target p99 < %.0f ms at %d connections: %s (p99 %.2f ms, %d "
						+ "non-200, %d errors)%n", target, r.connections, pass ? "PASS" : "FAIL", r.ms(0.99), r.non200(),
						r.errors));
			}
			json.append(json.charAt(json.length() - 1) == '[' ? "" : ",")
				.append(String.format(Locale.ROOT,
						"{\"label\":\"%s\",\"connections\":%d,\"seconds\":%d,\"requests\":%d,\"requestsPerSecond\":%.1f,"
								+ "\"p50Ms\":%.2f,\"p90Ms\":%.2f,\"p99Ms\":%.2f,\"maxMs\":%.2f,\"outcomes\":%s,"
								+ "\"httpStatuses\":%s,\"errors\":%d}",
						r.label, r.connections, r.seconds, r.requests(), r.perSecond(), r.ms(0.5), r.ms(0.9), r.ms(0.99),
						r.ms(1), jsonMap(r.outcomes), jsonMap(r.httpStatuses), r.errors));
		}
		System.out.print(out);
		System.out.println(json.append("]}"));
	}

	private static String jsonMap(Map<?, Long> map) {
		StringBuilder json = new StringBuilder("{");
		map.forEach((key, value) -> json.append(json.length() > 1 ? "," : "").append('"').append(key).append("\":")
			.append(value));
		return json.append('}').toString();
	}

	/** The bearer token of the load, fetched again every 5 minutes (tokens live 15 minutes by default). */
	private static final class TokenKeeper {

		private volatile String current;

		private final Thread refresher;

		TokenKeeper(URI base, String id, String secret, int timeoutMillis) throws IOException {
			try (Api api = new Api(base, timeoutMillis)) {
				current = api.bearer(id, secret, SCOPES);
			}
			refresher = Thread.ofPlatform().daemon().name("token-refresh").start(() -> {
				while (true) {
					try {
						Thread.sleep(Duration.ofMinutes(5));
					}
					catch (InterruptedException ex) {
						return;
					}
					try (Api api = new Api(base, timeoutMillis)) {
						current = api.bearer(id, secret, SCOPES);
					}
					catch (IOException | RuntimeException ex) {
						log("token refresh failed: " + ex);
					}
				}
			});
		}

		String current() {
			return current;
		}

		void stop() {
			refresher.interrupt();
		}
	}

	// ------------------------------------------------------------------------------------------------ plans
	/**
	 * Prints the statements {@code RiskData} runs, taken from its source so that the plans are of the measured code:
	 * the daily calculation's (all active profiles of a tenant) and an evaluation's (one client), separated by a line
	 * {@code -- per client}, with the tenant, client and time written in.
	 */
	private int profileSql(Path riskData) throws IOException {
		String source = Files.readString(riskData);
		Matcher block = Pattern.compile("PROFILES = \"\"\"\\s*\\n(.*?)\"\"\";", Pattern.DOTALL).matcher(source);
		Matcher inEffect = Pattern.compile("IN_EFFECT =\\s*(.*?);", Pattern.DOTALL).matcher(source);
		Matcher suffixes = Pattern.compile("PROFILES_IN_EFFECT \\+ \"([^\"]*)\"").matcher(source);
		if (!block.find() || !inEffect.find()) {
			log("PROFILES or IN_EFFECT not found in " + riskData);
			return 1;
		}
		StringBuilder condition = new StringBuilder();
		Matcher literal = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(inEffect.group(1));
		while (literal.find()) {
			condition.append(literal.group(1));
		}
		String profiles = block.group(1).stripIndent().strip().formatted(condition.toString().formatted("pep"),
				condition.toString().formatted("san"), condition.toString().formatted("oth"));
		String daily = null;
		String single = null;
		while (suffixes.find()) {
			String suffix = suffixes.group(1);
			if (suffix.contains(":clientId")) {
				single = profiles + suffix;
			}
			else if (daily == null) {
				daily = profiles + suffix;
			}
		}
		if (daily == null || single == null) {
			log("the daily or the per-client use of PROFILES_IN_EFFECT was not found in " + riskData);
			return 1;
		}
		String tenant = "'" + UUID.fromString(options.required("tenant")) + "'";
		String client = "'" + UUID.fromString(options.required("client")) + "'";
		String now = "'" + Instant.now() + "'::timestamptz";
		System.out.println(daily.replace(":tenantId", tenant).replace(":now", now) + ";");
		System.out.println("-- per client");
		System.out.println(single.replace(":tenantId", tenant).replace(":clientId", client).replace(":now", now) + ";");
		return 0;
	}
}
