package dev.kontor.bench.load;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kontor.bench.common.HttpConnection;

/**
 * Closed-loop load driver: a fixed number of connections, each sending its next request as soon as the previous
 * response has been read. Runs a warm-up phase whose results are discarded, then a measurement phase of fixed
 * length, and reports throughput and latency percentiles of the measurement phase.
 *
 * <pre>
 * java -jar kontor-load.jar BASE_URL SCENARIO [CONCURRENCY] [WARMUP_SECONDS] [MEASURE_SECONDS] [options]
 * java -jar kontor-load.jar free-port
 * </pre>
 */
public final class LoadDriver {

	static final String USAGE = """
			usage: java -jar kontor-load.jar BASE_URL SCENARIO [CONCURRENCY=32] [WARMUP_SECONDS=10] [MEASURE_SECONDS=30] [options]
			       java -jar kontor-load.jar free-port      (prints a free TCP port on 127.0.0.1)

			  BASE_URL   http://127.0.0.1:PORT or http://localhost:PORT (only loopback targets are accepted)
			  SCENARIO   client-credentials  POST /connect/token, grant_type=client_credentials, HTTP Basic client auth
			             protected-get       GET /admin/v1/tenants with a bearer token of the operator client
			             health              GET /actuator/health, no authentication

			options:
			  --label TEXT            free text stored in the JSON line (e.g. the signing algorithm)
			  --out FILE              also append the JSON line to FILE
			  --client-id ID          client-credentials client (default demo-server)
			  --client-secret SECRET  its secret (default demo-server-secret)
			  --scope SCOPE           requested scope (default clients.read; empty: no scope parameter)
			  --token-path PATH       token endpoint of client-credentials (default /connect/token)
			  --admin-id ID           client whose token protected-get sends (default admin)
			  --admin-secret SECRET   its secret (default admin-secret)
			  --admin-scope SCOPE     scope of that token (default platform.admin)
			  --path PATH             path of protected-get (default /admin/v1/tenants)
			  --timeout-ms MILLIS     connect and read timeout per request (default 10000)
			  --slow-ms MILLIS        count requests slower than this and describe the first few (default 1000)

			Output: a summary on stderr and one JSON line on stdout.""";

	private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");

	private static final Pattern EXPIRES_IN = Pattern.compile("\"expires_in\"\\s*:\\s*(\\d+)");

	private LoadDriver() {
	}

	public static void main(String[] args) {
		int exitCode;
		try {
			exitCode = run(args);
		}
		catch (UsageException ex) {
			System.err.println("error: " + ex.getMessage());
			System.err.println(USAGE);
			exitCode = 2;
		}
		catch (SetupException ex) {
			System.err.println("error: " + ex.getMessage());
			exitCode = 3;
		}
		catch (Exception ex) {
			System.err.println("error: " + ex);
			ex.printStackTrace();
			exitCode = 1;
		}
		System.exit(exitCode);
	}

	static int run(String[] args) throws Exception {
		if (args.length == 1 && args[0].equals("free-port")) {
			try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
				System.out.println(socket.getLocalPort());
			}
			return 0;
		}
		if (args.length == 0 || args[0].equals("-h") || args[0].equals("--help")) {
			System.err.println(USAGE);
			return args.length == 0 ? 2 : 0;
		}
		Config config = Config.parse(args);
		Target target = Target.of(config.baseUrl);
		byte[] request = prepare(config, target);
		return measure(config, target, request);
	}

	/** Builds the request the workers send, after fetching a token if the scenario needs one; checks it once. */
	private static byte[] prepare(Config config, Target target) throws IOException {
		byte[] request = switch (config.scenario) {
			case "client-credentials" -> tokenRequest(target, config.tokenPath, config.clientId, config.clientSecret,
					config.scope);
			case "protected-get" -> {
				String token = fetchToken(config, target);
				yield target.request("GET", config.path, List.of("Authorization: Bearer " + token,
						"Accept: application/json"), null);
			}
			case "health" -> target.request("GET", "/actuator/health", List.of("Accept: application/json"), null);
			default -> throw new UsageException("unknown scenario: " + config.scenario);
		};
		try (HttpConnection probe = new HttpConnection(target.address, config.timeoutMillis)) {
			int status = probe.exchange(request);
			if (status < 200 || status > 299) {
				throw new SetupException("the first " + config.scenario + " request answered " + status + ": "
						+ probe.bodyText(500));
			}
		}
		return request;
	}

	private static byte[] tokenRequest(Target target, String tokenPath, String clientId, String clientSecret,
			String scope) {
		String credentials = URLEncoder.encode(clientId, StandardCharsets.UTF_8) + ":"
				+ URLEncoder.encode(clientSecret, StandardCharsets.UTF_8);
		String basic = Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8));
		String form = "grant_type=client_credentials"
				+ (scope.isEmpty() ? "" : "&scope=" + URLEncoder.encode(scope, StandardCharsets.UTF_8));
		return target.request("POST", tokenPath,
				List.of("Authorization: Basic " + basic, "Content-Type: application/x-www-form-urlencoded",
						"Accept: application/json"),
				form);
	}

	private static String fetchToken(Config config, Target target) throws IOException {
		try (HttpConnection connection = new HttpConnection(target.address, config.timeoutMillis)) {
			int status = connection.exchange(
					tokenRequest(target, config.tokenPath, config.adminId, config.adminSecret, config.adminScope));
			String body = connection.bodyText(100_000);
			if (status != 200) {
				throw new SetupException("the token request of client '" + config.adminId + "' answered " + status
						+ ": " + connection.bodyText(500));
			}
			Matcher token = ACCESS_TOKEN.matcher(body);
			if (!token.find()) {
				throw new SetupException("no access_token in the token response: " + connection.bodyText(500));
			}
			Matcher expiresIn = EXPIRES_IN.matcher(body);
			if (expiresIn.find()) {
				long seconds = Long.parseLong(expiresIn.group(1));
				if (seconds < config.warmupSeconds + config.measureSeconds + 5) {
					System.err.println("warning: the token expires in " + seconds
							+ " s, before the run ends; later requests will be answered 401");
				}
			}
			return token.group(1);
		}
	}

	private static int measure(Config config, Target target, byte[] request) throws Exception {
		long start = System.nanoTime();
		long measureStart = start + TimeUnit.SECONDS.toNanos(config.warmupSeconds);
		long end = measureStart + TimeUnit.SECONDS.toNanos(config.measureSeconds);
		Instant startedAt = Instant.now();
		List<Worker> workers = new ArrayList<>();
		List<Thread> threads = new ArrayList<>();
		for (int i = 0; i < config.concurrency; i++) {
			Worker worker = new Worker(new HttpConnection(target.address, config.timeoutMillis), request,
					measureStart, end, TimeUnit.MILLISECONDS.toNanos(config.slowMillis));
			workers.add(worker);
			Thread thread = new Thread(worker, "load-" + i);
			thread.setDaemon(true);
			threads.add(thread);
		}
		System.err.printf(Locale.ROOT, "%s: %d connections to %s, warm-up %d s, measurement %d s%n",
				config.scenario, config.concurrency, config.baseUrl, config.warmupSeconds, config.measureSeconds);
		threads.forEach(Thread::start);
		sleepUntil(measureStart);
		if (config.warmupSeconds > 0) {
			long warmupCount = workers.stream().mapToLong(w -> w.warmupRequests).sum();
			System.err.printf(Locale.ROOT, "warm-up done (%d requests), measuring...%n", warmupCount);
		}
		sleepUntil(end);
		for (Worker worker : workers) {
			worker.stop = true;
		}
		long joinDeadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(config.timeoutMillis + 1000L);
		for (Thread thread : threads) {
			long left = joinDeadline - System.nanoTime();
			if (left > 0) {
				thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
			}
		}
		for (Worker worker : workers) {
			worker.connection.close(); // unblocks any straggler
		}
		for (Thread thread : threads) {
			thread.join(1000);
		}
		Result result = Result.of(config, workers, startedAt);
		System.err.println(result.humanReadable());
		String json = result.json();
		System.out.println(json);
		if (config.out != null) {
			Path out = Path.of(config.out);
			if (out.getParent() != null) {
				Files.createDirectories(out.getParent());
			}
			Files.writeString(out, json + System.lineSeparator(), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
					StandardOpenOption.APPEND);
		}
		return 0;
	}

	private static void sleepUntil(long nanoTime) throws InterruptedException {
		long left;
		while ((left = nanoTime - System.nanoTime()) > 0) {
			TimeUnit.NANOSECONDS.sleep(Math.min(left, TimeUnit.MILLISECONDS.toNanos(200)));
		}
	}

	/** One connection's loop and its measurements. Only its own thread writes its fields until it has ended. */
	static final class Worker implements Runnable {

		final HttpConnection connection;

		private final byte[] request;

		private final long measureStart;

		private final long end;

		volatile boolean stop;

		long[] latencies = new long[16 * 1024];

		int count;

		final long[] statusCounts = new long[600];

		long non2xx;

		long errors;

		volatile long warmupRequests;

		long warmupNon2xx;

		long warmupErrors;

		String firstNon2xx;

		String firstError;

		private final long slowNanos;

		long slow;

		/** The slowest measured requests of this worker, slowest first, with their latency in nanoseconds. */
		final List<Map.Entry<Long, String>> slowest = new ArrayList<>();

		final List<String> errorSamples = new ArrayList<>();

		Worker(HttpConnection connection, byte[] request, long measureStart, long end, long slowNanos) {
			this.connection = connection;
			this.request = request;
			this.measureStart = measureStart;
			this.end = end;
			this.slowNanos = slowNanos;
		}

		/** When, on which connection and after how long: to tell a slow server from a slow connect. */
		private String describe(long started, long finished) {
			long connectNanos = connection.lastConnectNanos();
			return String.format(Locale.ROOT, "%s %s, %.1f ms, request #%d on its connection%s",
					Instant.now().minusNanos(System.nanoTime() - started).truncatedTo(ChronoUnit.MILLIS),
					Thread.currentThread().getName(), (finished - started) / 1e6, connection.requestsOnConnection(),
					connectNanos > 0 ? String.format(Locale.ROOT, " (new; connecting took %.1f ms)", connectNanos / 1e6)
							: "");
		}

		@Override
		public void run() {
			while (!stop) {
				long started = System.nanoTime();
				if (started - end >= 0) {
					break;
				}
				boolean measured = started - measureStart >= 0;
				int status;
				try {
					status = connection.exchange(request);
				}
				catch (IOException | RuntimeException ex) {
					if (stop) {
						break;
					}
					if (measured) {
						errors++;
					}
					else {
						warmupErrors++;
					}
					if (firstError == null) {
						firstError = (measured ? "" : "(warm-up) ") + ex;
					}
					if (errorSamples.size() < 5) {
						errorSamples.add((measured ? "" : "(warm-up) ") + ex + " at "
								+ describe(started, System.nanoTime()));
					}
					pause(); // do not spin on a refused connection
					continue;
				}
				long finished = System.nanoTime();
				boolean success = status >= 200 && status <= 299;
				if (!success && firstNon2xx == null) {
					firstNon2xx = (measured ? "" : "(warm-up) ") + status + " " + connection.bodyText(300);
				}
				if (!measured) {
					warmupRequests++;
					if (!success) {
						warmupNon2xx++;
					}
					continue;
				}
				if (finished - end > 0) {
					break; // completed after the measurement window: not counted
				}
				if (count == latencies.length) {
					latencies = Arrays.copyOf(latencies, count * 2);
				}
				latencies[count++] = finished - started;
				if (finished - started > slowNanos) {
					slow++;
					keepIfSlowest(finished - started, status + " at " + describe(started, finished));
				}
				statusCounts[status >= 0 && status < statusCounts.length ? status : 0]++;
				if (!success) {
					non2xx++;
				}
			}
		}

		private void keepIfSlowest(long nanos, String description) {
			if (slowest.size() == 5 && slowest.get(4).getKey() >= nanos) {
				return;
			}
			slowest.add(Map.entry(nanos, description));
			slowest.sort(Map.Entry.<Long, String>comparingByKey().reversed());
			if (slowest.size() > 5) {
				slowest.remove(5);
			}
		}

		private static void pause() {
			try {
				Thread.sleep(5);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	record Result(Config config, Instant startedAt, long requests, double requestsPerSecond, double p50Ms,
			double p90Ms, double p99Ms, double maxMs, double meanMs, long non2xx, long errors, long warmupRequests,
			long warmupNon2xx, long warmupErrors, long connections, Map<Integer, Long> statusCounts,
			String firstNon2xx, String firstError, long slow, List<String> slowSamples, List<String> errorSamples) {

		static Result of(Config config, List<Worker> workers, Instant startedAt) {
			int total = workers.stream().mapToInt(w -> w.count).sum();
			long[] all = new long[total];
			int at = 0;
			long non2xx = 0;
			long errors = 0;
			long warmupRequests = 0;
			long warmupNon2xx = 0;
			long warmupErrors = 0;
			long connections = 0;
			String firstNon2xx = null;
			String firstError = null;
			Map<Integer, Long> statusCounts = new TreeMap<>();
			long slow = 0;
			List<Map.Entry<Long, String>> slowest = new ArrayList<>();
			List<String> errorSamples = new ArrayList<>();
			for (Worker w : workers) {
				slow += w.slow;
				slowest.addAll(w.slowest);
				errorSamples.addAll(w.errorSamples);
				System.arraycopy(w.latencies, 0, all, at, w.count);
				at += w.count;
				non2xx += w.non2xx;
				errors += w.errors;
				warmupRequests += w.warmupRequests;
				warmupNon2xx += w.warmupNon2xx;
				warmupErrors += w.warmupErrors;
				connections += w.connection.connects();
				for (int status = 0; status < w.statusCounts.length; status++) {
					if (w.statusCounts[status] > 0) {
						statusCounts.merge(status, w.statusCounts[status], Long::sum);
					}
				}
				if (firstNon2xx == null) {
					firstNon2xx = w.firstNon2xx;
				}
				if (firstError == null) {
					firstError = w.firstError;
				}
			}
			Arrays.sort(all);
			double mean = total == 0 ? Double.NaN : Arrays.stream(all).average().orElse(Double.NaN) / 1e6;
			return new Result(config, startedAt, total, total / (double) config.measureSeconds,
					percentile(all, 50), percentile(all, 90), percentile(all, 99),
					total == 0 ? Double.NaN : all[total - 1] / 1e6, mean, non2xx, errors, warmupRequests, warmupNon2xx,
					warmupErrors, connections, statusCounts, firstNon2xx, firstError, slow,
					slowest.stream()
						.sorted(Map.Entry.<Long, String>comparingByKey().reversed())
						.limit(10)
						.map(Map.Entry::getValue)
						.toList(),
					errorSamples.stream().sorted().limit(10).toList());
		}

		/** Nearest-rank percentile, in milliseconds. */
		static double percentile(long[] sorted, double p) {
			if (sorted.length == 0) {
				return Double.NaN;
			}
			int rank = (int) Math.ceil(p / 100.0 * sorted.length);
			return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1e6;
		}

		String humanReadable() {
			StringBuilder text = new StringBuilder();
			text.append(String.format(Locale.ROOT, "%s%s: %d requests in %d s = %.1f req/s (concurrency %d)%n",
					config.scenario, config.label.isEmpty() ? "" : " [" + config.label + "]", requests,
					config.measureSeconds, requestsPerSecond, config.concurrency));
			text.append(String.format(Locale.ROOT,
					"  latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f  mean %.2f%n", p50Ms, p90Ms, p99Ms, maxMs,
					meanMs));
			text.append(String.format(Locale.ROOT, "  non-2xx %d  errors %d  statuses %s  TCP connections opened %d%n",
					non2xx, errors, statusCounts, connections));
			if (warmupNon2xx > 0 || warmupErrors > 0) {
				text.append(String.format(Locale.ROOT, "  warm-up: %d requests, %d non-2xx, %d errors%n",
						warmupRequests, warmupNon2xx, warmupErrors));
			}
			if (firstNon2xx != null) {
				text.append("  first non-2xx: ").append(firstNon2xx).append(System.lineSeparator());
			}
			if (slow > 0) {
				text.append(String.format(Locale.ROOT, "  %d requests slower than %d ms; the slowest:%n", slow,
						config.slowMillis));
				slowSamples.forEach(sample -> text.append("    ").append(sample).append(System.lineSeparator()));
			}
			if (!errorSamples.isEmpty()) {
				text.append("  errors, e.g.:").append(System.lineSeparator());
				errorSamples.forEach(sample -> text.append("    ").append(sample).append(System.lineSeparator()));
			}
			return text.toString().stripTrailing();
		}

		String json() {
			Map<String, Object> fields = new LinkedHashMap<>();
			fields.put("timestamp", startedAt.truncatedTo(ChronoUnit.SECONDS).toString());
			fields.put("label", config.label);
			fields.put("scenario", config.scenario);
			fields.put("baseUrl", config.baseUrl);
			fields.put("concurrency", config.concurrency);
			fields.put("warmupSeconds", config.warmupSeconds);
			fields.put("measureSeconds", config.measureSeconds);
			fields.put("requests", requests);
			fields.put("requestsPerSecond", round(requestsPerSecond, 1));
			fields.put("p50Ms", round(p50Ms, 3));
			fields.put("p90Ms", round(p90Ms, 3));
			fields.put("p99Ms", round(p99Ms, 3));
			fields.put("maxMs", round(maxMs, 3));
			fields.put("meanMs", round(meanMs, 3));
			fields.put("non2xx", non2xx);
			fields.put("errors", errors);
			fields.put("warmupRequests", warmupRequests);
			fields.put("warmupNon2xx", warmupNon2xx);
			fields.put("warmupErrors", warmupErrors);
			fields.put("connectionsOpened", connections);
			fields.put("statusCounts", statusCounts);
			fields.put("firstNon2xx", firstNon2xx);
			fields.put("firstError", firstError);
			fields.put("slowThresholdMs", config.slowMillis);
			fields.put("slowRequests", slow);
			fields.put("slowSamples", slowSamples);
			fields.put("errorSamples", errorSamples);
			return Json.write(fields);
		}

		private static Object round(double value, int decimals) {
			if (Double.isNaN(value)) {
				return null;
			}
			return new java.math.BigDecimal(value).setScale(decimals, java.math.RoundingMode.HALF_UP);
		}
	}

	/** Just enough JSON writing for the result line. */
	static final class Json {

		private Json() {
		}

		static String write(Object value) {
			StringBuilder out = new StringBuilder();
			append(out, value);
			return out.toString();
		}

		private static void append(StringBuilder out, Object value) {
			if (value == null) {
				out.append("null");
			}
			else if (value instanceof Map<?, ?> map) {
				out.append('{');
				boolean first = true;
				for (Map.Entry<?, ?> entry : map.entrySet()) {
					if (!first) {
						out.append(',');
					}
					first = false;
					string(out, String.valueOf(entry.getKey()));
					out.append(':');
					append(out, entry.getValue());
				}
				out.append('}');
			}
			else if (value instanceof List<?> list) {
				out.append('[');
				for (int i = 0; i < list.size(); i++) {
					if (i > 0) {
						out.append(',');
					}
					append(out, list.get(i));
				}
				out.append(']');
			}
			else if (value instanceof Number number) {
				out.append(number instanceof java.math.BigDecimal decimal ? decimal.toPlainString() : number.toString());
			}
			else {
				string(out, value.toString());
			}
		}

		private static void string(StringBuilder out, String text) {
			out.append('"');
			for (int i = 0; i < text.length(); i++) {
				char c = text.charAt(i);
				switch (c) {
					case '"' -> out.append("\\\"");
					case '\\' -> out.append("\\\\");
					case '\n' -> out.append("\\n");
					case '\r' -> out.append("\\r");
					case '\t' -> out.append("\\t");
					default -> {
						if (c < 0x20) {
							out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
						}
						else {
							out.append(c);
						}
					}
				}
			}
			out.append('"');
		}
	}

	static final class Config {

		String baseUrl;

		String scenario;

		int concurrency = 32;

		int warmupSeconds = 10;

		int measureSeconds = 30;

		String label = "";

		String out;

		String clientId = "demo-server";

		String clientSecret = "demo-server-secret";

		String scope = "clients.read";

		String adminId = "admin";

		String adminSecret = "admin-secret";

		String adminScope = "platform.admin";

		String path = "/admin/v1/tenants";

		String tokenPath = "/connect/token";

		int timeoutMillis = 10_000;

		int slowMillis = 1000;

		static Config parse(String[] args) {
			Config config = new Config();
			List<String> positional = new ArrayList<>();
			for (int i = 0; i < args.length; i++) {
				String arg = args[i];
				if (!arg.startsWith("--")) {
					positional.add(arg);
					continue;
				}
				String name;
				String value;
				int equals = arg.indexOf('=');
				if (equals > 0) {
					name = arg.substring(2, equals);
					value = arg.substring(equals + 1);
				}
				else {
					name = arg.substring(2);
					if (i + 1 >= args.length) {
						throw new UsageException("option --" + name + " needs a value");
					}
					value = args[++i];
				}
				switch (name) {
					case "label" -> config.label = value;
					case "out" -> config.out = value;
					case "client-id" -> config.clientId = value;
					case "client-secret" -> config.clientSecret = value;
					case "scope" -> config.scope = value;
					case "admin-id" -> config.adminId = value;
					case "admin-secret" -> config.adminSecret = value;
					case "admin-scope" -> config.adminScope = value;
					case "path" -> config.path = value;
					case "token-path" -> config.tokenPath = value;
					case "timeout-ms" -> config.timeoutMillis = positiveInt(name, value);
					case "slow-ms" -> config.slowMillis = positiveInt(name, value);
					default -> throw new UsageException("unknown option --" + name);
				}
			}
			if (positional.size() < 2 || positional.size() > 5) {
				throw new UsageException("expected BASE_URL SCENARIO [CONCURRENCY] [WARMUP_SECONDS] [MEASURE_SECONDS]");
			}
			config.baseUrl = positional.get(0);
			config.scenario = positional.get(1);
			if (positional.size() > 2) {
				config.concurrency = positiveInt("concurrency", positional.get(2));
			}
			if (positional.size() > 3) {
				config.warmupSeconds = nonNegativeInt("warm-up seconds", positional.get(3));
			}
			if (positional.size() > 4) {
				config.measureSeconds = positiveInt("measure seconds", positional.get(4));
			}
			if (config.concurrency > 4096) {
				throw new UsageException("concurrency above 4096 is not supported");
			}
			if (config.warmupSeconds + (long) config.measureSeconds > 3600) {
				throw new UsageException("warm-up plus measurement must stay within one hour");
			}
			if (!List.of("client-credentials", "protected-get", "health").contains(config.scenario)) {
				throw new UsageException("unknown scenario: " + config.scenario);
			}
			return config;
		}

		private static int positiveInt(String name, String value) {
			int number = nonNegativeInt(name, value);
			if (number == 0) {
				throw new UsageException(name + " must be positive");
			}
			return number;
		}

		private static int nonNegativeInt(String name, String value) {
			try {
				int number = Integer.parseInt(value);
				if (number < 0) {
					throw new UsageException(name + " must not be negative");
				}
				return number;
			}
			catch (NumberFormatException ex) {
				throw new UsageException(name + " is not a number: " + value);
			}
		}
	}

	/** Where the requests go: a loopback address only. */
	record Target(InetSocketAddress address, String hostHeader, String basePath) {

		static Target of(String baseUrl) {
			URI uri;
			try {
				uri = URI.create(baseUrl);
			}
			catch (IllegalArgumentException ex) {
				throw new UsageException("not a URL: " + baseUrl);
			}
			if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null) {
				throw new UsageException("BASE_URL must be http://HOST:PORT (plain HTTP): " + baseUrl);
			}
			String host = uri.getHost();
			InetAddress address;
			try {
				address = InetAddress.getByName(host);
			}
			catch (IOException ex) {
				throw new UsageException("cannot resolve " + host);
			}
			if (!address.isLoopbackAddress()) {
				throw new UsageException("refusing to load " + host + " (" + address.getHostAddress()
						+ "): only localhost / 127.0.0.1 / ::1 may be targeted");
			}
			int port = uri.getPort() > 0 ? uri.getPort() : 80;
			String basePath = uri.getRawPath() == null ? "" : uri.getRawPath().replaceAll("/+$", "");
			return new Target(new InetSocketAddress(address, port), uri.getRawAuthority(), basePath);
		}

		byte[] request(String method, String path, List<String> headers, String body) {
			StringBuilder text = new StringBuilder();
			text.append(method).append(' ').append(basePath).append(path).append(" HTTP/1.1\r\n");
			text.append("Host: ").append(hostHeader).append("\r\n");
			text.append("User-Agent: kontor-load/1.0\r\n");
			for (String header : headers) {
				text.append(header).append("\r\n");
			}
			byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
			if (body != null) {
				text.append("Content-Length: ").append(content.length).append("\r\n");
			}
			text.append("\r\n");
			byte[] head = text.toString().getBytes(StandardCharsets.ISO_8859_1);
			byte[] request = Arrays.copyOf(head, head.length + content.length);
			System.arraycopy(content, 0, request, head.length, content.length);
			return request;
		}
	}

	static final class UsageException extends RuntimeException {

		UsageException(String message) {
			super(message);
		}
	}

	static final class SetupException extends RuntimeException {

		SetupException(String message) {
			super(message);
		}
	}
}
