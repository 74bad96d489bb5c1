import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The quote stream benchmark's driver, run by bench/streams/run-quotes.sh (single-file source, no dependencies): sets
 * up the instruments and the clients through the API, opens C WebSocket connections to
 * {@code /api/pricefeed/v2/quotes/stream}, each subscribed to its own I instruments, ingests quotes at a fixed rate
 * through {@code POST /api/pricefeed/v2/quotes/ingest} (NDJSON), and measures from each quote's ingestion (its
 * dateTime, stamped into the request's body once it is built, just before it is sent) to its arrival at the client
 * that subscribed to it.
 *
 * <p>Arguments: baseUrl connections instrumentsPerConnection quotesPerSecond quotesPerRequest seconds warmupSeconds
 */
public class QuoteStreamBench {

	private static final Pattern JSON_STRING = Pattern.compile("\"%s\"\\s*:\\s*\"([^\"]*)\"");

	private static final String DATE_TIME = "\"dateTime\":\"";

	/** A quote's time to the microsecond, always as long as {@link #STAMP_PLACEHOLDER}. */
	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'")
		.withZone(ZoneOffset.UTC);

	private static final String STAMP_PLACEHOLDER = "0000-00-00T00:00:00.000000Z";

	private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	/** Connections that share an OAuth client: the price feed limits subscribe messages per client. */
	private static final int CONNECTIONS_PER_CLIENT = 25;

	/** Latency histogram in 0.1 ms buckets up to 10 s; the last bucket holds everything slower. */
	private static final AtomicLongArray BUCKETS = new AtomicLongArray(100_001);

	private static final AtomicLong RECEIVED = new AtomicLong();

	/** Per second of the measured time (by the quote's ingestion stamp): the slowest arrival, arrivals over 50 ms. */
	private static final AtomicLongArray SECOND_MAX_MICROS = new AtomicLongArray(3_600);

	private static final AtomicLongArray SECOND_OVER_TARGET = new AtomicLongArray(3_600);

	private static final long TARGET_MICROS = 50_000;

	private static final AtomicLong SUBSCRIBED = new AtomicLong();

	private static final AtomicInteger OPEN = new AtomicInteger();

	private static final AtomicInteger FAILED = new AtomicInteger();

	private static final AtomicLong INGESTED = new AtomicLong();

	/** Time from sending an ingest request to its answer (the quotes stored and announced), in 0.1 ms buckets. */
	private static final AtomicLongArray ANSWER_BUCKETS = new AtomicLongArray(100_001);

	private static final AtomicLong INGEST_ERRORS = new AtomicLong();

	private static final AtomicReference<String> FIRST_PROBLEM = new AtomicReference<>();

	private static volatile boolean measuring;

	/** Quotes ingested before this (epoch microseconds) belong to the warm-up, even when they arrive later. */
	private static volatile long measuredFrom;

	public static void main(String[] args) throws Exception {
		String base = args[0];
		int connections = Integer.parseInt(args[1]);
		int perConnection = Integer.parseInt(args[2]);
		int rate = Integer.parseInt(args[3]);
		int perRequest = Integer.parseInt(args[4]);
		int seconds = Integer.parseInt(args[5]);
		int warmup = Integer.parseInt(args[6]);
		int instruments = connections * perConnection;
		List<String> isins = new ArrayList<>(instruments);
		for (int k = 1; k <= instruments; k++) {
			isins.add(isin(k));
		}
		String admin = token(base, "admin", "admin-secret", "platform.admin");
		long setupStarted = System.nanoTime();
		String writer = client(base, admin, tenantOf(admin), "quote-bench-feed", "\"pricefeed.read\",\"pricefeed.write\"",
				"pricefeed.read pricefeed.write");
		String readerTenant = field(call(base, "POST", "/admin/v1/tenants", admin,
				"{\"name\":\"quote-bench-" + System.nanoTime() + "\"}"), "id");
		List<String> readers = new ArrayList<>();
		for (int r = 0; r < (connections + CONNECTIONS_PER_CLIENT - 1) / CONNECTIONS_PER_CLIENT; r++) {
			readers.add(client(base, admin, readerTenant, "quote-bench-reader-" + r, "\"pricefeed.read\"",
					"pricefeed.read"));
		}
		createInstruments(base, admin, isins);
		Ingest ingest = new Ingest(base, writer, isins, perRequest);
		for (int sent = 0; sent < instruments; sent += perRequest) {
			ingest.sendNext();
		}
		System.out.printf("setup: %d instruments with a quote each, a feed client, %d reader clients in %d ms%n",
				instruments, readers.size(), (System.nanoTime() - setupStarted) / 1_000_000);

		long openStarted = System.nanoTime();
		CountDownLatch opened = new CountDownLatch(connections);
		List<WebSocket> sockets = new ArrayList<>();
		for (int c = 0; c < connections; c++) {
			List<String> mine = isins.subList(c * perConnection, (c + 1) * perConnection);
			sockets.add(connect(base, readers.get(c / CONNECTIONS_PER_CLIENT), mine, opened));
		}
		if (!opened.await(300, TimeUnit.SECONDS)) {
			System.out.printf("only %d of %d connections opened within 300 s%n", OPEN.get(), connections);
		}
		Thread.sleep(2_000);
		System.out.printf("connections: %d open, %d failed, in %d ms; %d latest quotes received at subscription%n",
				OPEN.get(), FAILED.get(), (System.nanoTime() - openStarted) / 1_000_000, SUBSCRIBED.get());

		ingest.paced(rate, warmup);
		reset();
		INGESTED.set(0);
		measuredFrom = nowMicros();
		measuring = true;
		ingest.paced(rate, seconds);
		Thread.sleep(1_000);
		measuring = false;
		long ingested = INGESTED.get();
		System.out.printf("measured: %d quotes ingested in %d s (%.0f/s, %d failed requests), %d received by the "
				+ "clients (%.1f %%: the rest conflated), %d connections open%n", ingested, seconds,
				ingested / (double) seconds, INGEST_ERRORS.get(), RECEIVED.get(),
				100.0 * RECEIVED.get() / Math.max(1, ingested), OPEN.get());
		System.out.printf("latency ingestion -> client: p50 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms%n",
				percentile(0.50), percentile(0.99), percentile(0.999), percentile(1.0));
		System.out.printf("ingest request sent -> answered (stored and announced): p50 %.1f ms, p99 %.1f ms%n",
				percentile(ANSWER_BUCKETS, 0.50), percentile(ANSWER_BUCKETS, 0.99));
		System.out.println("slowest seconds of ingestion: " + slowestSeconds(seconds, 5));
		if (FIRST_PROBLEM.get() != null) {
			System.out.println("first problem: " + FIRST_PROBLEM.get());
		}
		System.out.printf("{\"connections\":%d,\"open\":%d,\"instrumentsPerConnection\":%d,\"rate\":%d,"
				+ "\"ingested\":%d,\"ingestErrors\":%d,\"received\":%d,\"p50Ms\":%.1f,\"p99Ms\":%.1f,\"p999Ms\":%.1f,"
				+ "\"maxMs\":%.1f}%n", connections, OPEN.get(), perConnection, rate, ingested, INGEST_ERRORS.get(),
				RECEIVED.get(), percentile(0.50), percentile(0.99), percentile(0.999), percentile(1.0));
		sockets.forEach(WebSocket::abort);
		System.exit(0);
	}

	private static WebSocket connect(String base, String bearer, List<String> isins, CountDownLatch opened) {
		URI uri = URI.create(base.replaceFirst("^http", "ws") + "/api/pricefeed/v2/quotes/stream");
		try {
			WebSocket socket = HTTP.newWebSocketBuilder()
				.header("Authorization", "Bearer " + bearer)
				.connectTimeout(Duration.ofSeconds(60))
				.buildAsync(uri, new Receiver())
				.get(120, TimeUnit.SECONDS);
			OPEN.incrementAndGet();
			socket.sendText("{\"action\":\"subscribe\",\"provider\":\"ProviderA\",\"isinCodes\":[\""
					+ String.join("\",\"", isins) + "\"]}", true).get(60, TimeUnit.SECONDS);
			return socket;
		}
		catch (Exception ex) {
			FAILED.incrementAndGet();
			problem("connecting: " + ex);
			return null;
		}
		finally {
			opened.countDown();
		}
	}

	/** Reads each quote of a connection and takes its latency; a message may come in parts. */
	private static final class Receiver implements WebSocket.Listener {

		private final StringBuilder partial = new StringBuilder();

		@Override
		public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
			long now = nowMicros();
			partial.append(data);
			if (last) {
				quote(partial, now);
				partial.setLength(0);
			}
			socket.request(1);
			return null;
		}

		@Override
		public CompletionStage<?> onClose(WebSocket socket, int statusCode, String reason) {
			OPEN.decrementAndGet();
			problem("closed " + statusCode + " " + reason);
			return null;
		}

		@Override
		public void onError(WebSocket socket, Throwable error) {
			OPEN.decrementAndGet();
			problem("error " + error);
		}
	}

	private static void quote(CharSequence message, long arrivedMicros) {
		String text = message.toString();
		int at = text.indexOf(DATE_TIME);
		if (at < 0) {
			return;
		}
		// read before the measured time too, so that the driver's reading is compiled when the measuring starts
		at += DATE_TIME.length();
		Instant ingested = Instant.parse(text.substring(at, text.indexOf('"', at)));
		long ingestedMicros = ChronoUnit.MICROS.between(Instant.EPOCH, ingested);
		if (!measuring) {
			SUBSCRIBED.incrementAndGet();
			return;
		}
		if (ingestedMicros < measuredFrom) {
			return;
		}
		long micros = arrivedMicros - ingestedMicros;
		BUCKETS.incrementAndGet((int) Math.max(0, Math.min(100_000, micros / 100)));
		int second = (int) Math.min(SECOND_MAX_MICROS.length() - 1, (ingestedMicros - measuredFrom) / 1_000_000);
		SECOND_MAX_MICROS.accumulateAndGet(second, micros, Math::max);
		if (micros > TARGET_MICROS) {
			SECOND_OVER_TARGET.incrementAndGet(second);
		}
		RECEIVED.incrementAndGet();
	}

	/**
	 * The quotes of the instruments in turn, each request's quotes stamped with the time it is sent; each
	 * instrument's price a random walk.
	 */
	private static final class Ingest {

		private final String base;

		private final String bearer;

		private final List<String> isins;

		private final int perRequest;

		private final double[] mids;

		private final SplittableRandom random = new SplittableRandom(2026);

		private int next;

		Ingest(String base, String bearer, List<String> isins, int perRequest) {
			this.base = base;
			this.bearer = bearer;
			this.isins = isins;
			this.perRequest = perRequest;
			this.mids = new double[isins.size()];
			for (int i = 0; i < mids.length; i++) {
				mids[i] = 5 + random.nextDouble() * 495;
			}
		}

		/** Sends at {@code rate} quotes/s for {@code seconds}, one request every perRequest/rate seconds. */
		void paced(int rate, int seconds) throws InterruptedException {
			long interval = TimeUnit.SECONDS.toNanos(1) * perRequest / rate;
			long start = System.nanoTime();
			long end = start + TimeUnit.SECONDS.toNanos(seconds);
			List<CompletableFuture<?>> pending = new ArrayList<>();
			for (long due = start; due < end; due += interval) {
				long wait = due - System.nanoTime();
				if (wait > 0) {
					TimeUnit.NANOSECONDS.sleep(wait);
				}
				pending.add(sendAsync());
				pending.removeIf(CompletableFuture::isDone);
			}
			CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).join();
		}

		void sendNext() {
			sendAsync().join();
		}

		/**
		 * Builds the request's body with a placeholder for the time, then stamps every quote with the time the request
		 * is sent: the driver's own work of making up quotes is not the ingestion's.
		 */
		private CompletableFuture<?> sendAsync() {
			StringBuilder text = new StringBuilder(perRequest * 150);
			int[] stampAt = new int[perRequest];
			for (int j = 0; j < perRequest; j++) {
				int instrument = next;
				next = (next + 1) % isins.size();
				mids[instrument] *= Math.exp(random.nextGaussian() * 0.0005);
				double spread = mids[instrument] * (0.0002 + random.nextDouble() * 0.0018);
				double bid = Math.max(0.0001, mids[instrument] - spread / 2);
				text.append("{\"isinCode\":\"").append(isins.get(instrument)).append("\",\"dateTime\":\"");
				stampAt[j] = text.length();
				text.append(STAMP_PLACEHOLDER)
					.append("\",\"status\":\"Open\",\"bid\":")
					.append(decimal4(bid))
					.append(",\"ask\":")
					.append(decimal4(bid + Math.max(0.0001, spread)))
					.append(",\"bidVolume\":100,\"askVolume\":200}\n");
			}
			byte[] body = text.toString().getBytes(StandardCharsets.US_ASCII);
			byte[] stamp = STAMP.format(Instant.now()).getBytes(StandardCharsets.US_ASCII);
			for (int at : stampAt) {
				System.arraycopy(stamp, 0, body, at, stamp.length);
			}
			HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/pricefeed/v2/quotes/ingest"))
				.header("Authorization", "Bearer " + bearer)
				.header("Content-Type", "application/x-ndjson")
				.timeout(Duration.ofSeconds(60))
				.POST(HttpRequest.BodyPublishers.ofByteArray(body))
				.build();
			long sentNanos = System.nanoTime();
			return HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString()).handle((response, failure) -> {
				if (measuring) {
					ANSWER_BUCKETS.incrementAndGet((int) Math.min(100_000, (System.nanoTime() - sentNanos) / 100_000));
				}
				if (failure != null || response.statusCode() != 200) {
					INGEST_ERRORS.incrementAndGet();
					problem("ingest: " + (failure != null ? failure.toString()
							: response.statusCode() + " " + shorten(response.body())));
				}
				else {
					INGESTED.addAndGet(perRequest);
				}
				return null;
			});
		}
	}

	private static String decimal4(double value) {
		long tenThousandths = Math.round(value * 10_000);
		return tenThousandths / 10_000 + "." + String.format("%04d", tenThousandths % 10_000);
	}

	private static void createInstruments(String base, String admin, List<String> isins) throws Exception {
		for (int from = 0; from < isins.size(); from += 1000) {
			StringBuilder batch = new StringBuilder("[");
			for (int k = from; k < Math.min(isins.size(), from + 1000); k++) {
				batch.append(k == from ? "" : ",")
					.append("{\"isinCode\":\"")
					.append(isins.get(k))
					.append("\",\"provider\":\"ProviderA\",\"name\":\"Quote bench instrument ")
					.append(k + 1)
					.append("\",\"currency\":\"EUR\",\"mic\":\"XETR\",\"type\":\"Stocks\",\"alpha3CountryCode\":\"DEU\","
							+ "\"tradeable\":true}");
			}
			call(base, "PUT", "/api/pricefeed/v2/admin/instruments", admin, batch.append(']').toString());
		}
	}

	/** A valid ISIN of benchmark instrument {@code k} (XQ, nine digits, the ISO 6166 check digit). */
	private static String isin(int k) {
		String first = "XQ" + String.format("%09d", k);
		StringBuilder digits = new StringBuilder();
		for (int i = 0; i < first.length(); i++) {
			digits.append(Character.digit(first.charAt(i), 36));
		}
		int sum = 0;
		boolean doubled = true;
		for (int i = digits.length() - 1; i >= 0; i--) {
			int digit = digits.charAt(i) - '0';
			if (doubled) {
				digit *= 2;
				digit = digit > 9 ? digit - 9 : digit;
			}
			sum += digit;
			doubled = !doubled;
		}
		return first + (10 - sum % 10) % 10;
	}

	/**
	 * The {@code count} seconds of the measured time whose slowest quote took longest, and how many seconds had one
	 * over the target.
	 */
	private static String slowestSeconds(int seconds, int count) {
		List<Integer> order = new ArrayList<>();
		int over = 0;
		for (int s = 0; s < Math.min(seconds, SECOND_MAX_MICROS.length()); s++) {
			order.add(s);
			over += SECOND_OVER_TARGET.get(s) > 0 ? 1 : 0;
		}
		order.sort((a, b) -> Long.compare(SECOND_MAX_MICROS.get(b), SECOND_MAX_MICROS.get(a)));
		StringBuilder text = new StringBuilder();
		for (int s : order.subList(0, Math.min(count, order.size()))) {
			text.append(String.format("+%d s max %.1f ms (%d over %d ms); ", s, SECOND_MAX_MICROS.get(s) / 1000.0,
					SECOND_OVER_TARGET.get(s), TARGET_MICROS / 1000));
		}
		return text.append(over)
			.append(" of ")
			.append(seconds)
			.append(" seconds had a quote over the target")
			.toString();
	}

	private static void reset() {
		for (int i = 0; i < BUCKETS.length(); i++) {
			BUCKETS.set(i, 0);
		}
		RECEIVED.set(0);
	}

	private static double percentile(double share) {
		return percentile(BUCKETS, share);
	}

	private static double percentile(AtomicLongArray buckets, double share) {
		long total = 0;
		for (int i = 0; i < buckets.length(); i++) {
			total += buckets.get(i);
		}
		if (total == 0) {
			return Double.NaN;
		}
		long rank = (long) Math.ceil(share * total);
		long seen = 0;
		for (int i = 0; i < buckets.length(); i++) {
			seen += buckets.get(i);
			if (seen >= Math.max(1, rank)) {
				return (i + 1) / 10.0;
			}
		}
		return Double.NaN;
	}

	private static long nowMicros() {
		return ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
	}

	private static void problem(String problem) {
		FIRST_PROBLEM.compareAndSet(null, problem);
	}

	/** A server OAuth client of the tenant with the scopes (a JSON list's items); a token of it. */
	private static String client(String base, String admin, String tenantId, String name, String scopes, String scope)
			throws Exception {
		String client = call(base, "POST", "/admin/v1/oauth-clients", admin, "{\"tenantId\":\"" + tenantId
				+ "\",\"applicationName\":\"" + name + "\",\"applicationType\":\"server\",\"allowedOrigins\":[],"
				+ "\"grantTypes\":[\"client_credentials\"],\"scopes\":[" + scopes + "],\"redirectUris\":[]}");
		return token(base, field(client, "clientId"), field(client, "clientSecret"), scope);
	}

	/** The tenant_id claim of an access token: the operator's tenant for the admin token. */
	private static String tenantOf(String token) {
		String payload = new String(Base64.getUrlDecoder().decode(token.split("\\.")[1]), StandardCharsets.UTF_8);
		return field(payload, "tenant_id");
	}

	private static String token(String base, String clientId, String secret, String scope) throws Exception {
		HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/connect/token"))
			.header("Authorization", "Basic " + Base64.getEncoder().encodeToString((clientId + ":" + secret).getBytes()))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=" + scope))
			.build();
		return field(HTTP.send(request, HttpResponse.BodyHandlers.ofString()).body(), "access_token");
	}

	private static String call(String base, String method, String path, String bearer, String json) throws Exception {
		HttpRequest request = HttpRequest.newBuilder(URI.create(base + path))
			.header("Authorization", "Bearer " + bearer)
			.header("Content-Type", "application/json")
			.method(method, HttpRequest.BodyPublishers.ofString(json))
			.build();
		HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() / 100 != 2) {
			throw new IllegalStateException(method + " " + path + " answered " + response.statusCode() + ": "
					+ shorten(response.body()));
		}
		return response.body();
	}

	private static String field(String json, String name) {
		Matcher matcher = Pattern.compile(String.format(JSON_STRING.pattern(), name)).matcher(json);
		if (!matcher.find()) {
			throw new IllegalStateException("no " + name + " in " + shorten(json));
		}
		return matcher.group(1);
	}

	private static String shorten(String text) {
		return text.length() <= 300 ? text : text.substring(0, 300) + "…";
	}
}
