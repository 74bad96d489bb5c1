import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.sun.net.httpserver.HttpServer;

/**
 * The event stream benchmark's driver, run by bench/streams/run-sse.sh (single-file source, no dependencies): opens
 * N event streams spread over T tenants, publishes events at a fixed rate through the operator API, and measures
 * from each event's acceptance time (the envelope's timestamp, taken in the publishing transaction just before it
 * commits) to its arrival at each subscriber. Side by side, the same events reach a webhook endpoint of each tenant at
 * a receiver of the driver's (answering 204 at once), measured the same way: the webhook path's latency in the same
 * run.
 *
 * <p>Arguments: baseUrl subscribers tenants eventsPerSecond seconds warmupSeconds
 */
public class SseBench {

	private static final Pattern JSON_STRING = Pattern.compile("\"%s\"\\s*:\\s*\"([^\"]*)\"");

	private static final String TIMESTAMP = "\"timestamp\":\"";

	private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	/** Latency histograms in 0.1 ms buckets up to 10 s; the last bucket holds everything slower. */
	private static final Latencies STREAMED = new Latencies();

	private static final Latencies HOOKED = new Latencies();

	private static final AtomicInteger OPEN = new AtomicInteger();

	private static final AtomicInteger FAILED = new AtomicInteger();

	private static volatile boolean measuring;

	/** Events accepted before this (epoch microseconds) belong to the warm-up, even when they arrive later. */
	private static volatile long measuredFrom;

	public static void main(String[] args) throws Exception {
		String base = args[0];
		int subscribers = Integer.parseInt(args[1]);
		int tenants = Integer.parseInt(args[2]);
		int rate = Integer.parseInt(args[3]);
		int seconds = Integer.parseInt(args[4]);
		int warmup = Integer.parseInt(args[5]);
		String admin = token(base, "admin", "admin-secret", "platform.admin");
		String hooks = startReceiver();
		List<String> tenantIds = new ArrayList<>();
		List<String> readers = new ArrayList<>();
		long setupStarted = System.nanoTime();
		for (int i = 0; i < tenants; i++) {
			String tenantId = field(post(base + "/admin/v1/tenants", admin, "{\"name\":\"sse-bench-" + i + "-"
					+ System.nanoTime() + "\"}"), "id");
			String client = post(base + "/admin/v1/oauth-clients", admin, "{\"tenantId\":\"" + tenantId
					+ "\",\"applicationName\":\"sse-bench-" + i + "\",\"applicationType\":\"server\","
					+ "\"allowedOrigins\":[],\"grantTypes\":[\"client_credentials\"],\"scopes\":[\"events.read\"],"
					+ "\"redirectUris\":[]}");
			post(base + "/admin/v1/webhook-endpoints", admin, "{\"tenantId\":\"" + tenantId + "\",\"url\":\"" + hooks
					+ "\"}");
			tenantIds.add(tenantId);
			readers.add(token(base, field(client, "clientId"), field(client, "clientSecret"), "events.read"));
		}
		System.out.printf("setup: %d tenants with a reader and a webhook endpoint each in %d ms%n", tenants,
				(System.nanoTime() - setupStarted) / 1_000_000);
		long openStarted = System.nanoTime();
		CountDownLatch opened = new CountDownLatch(subscribers);
		for (int i = 0; i < subscribers; i++) {
			String bearer = readers.get(i % tenants);
			Thread.ofVirtual().start(() -> subscribe(base, bearer, opened));
		}
		if (!opened.await(600, TimeUnit.SECONDS)) {
			System.out.printf("only %d of %d streams opened within 600 s%n", OPEN.get(), subscribers);
		}
		System.out.printf("streams: %d open, %d failed, in %d ms%n", OPEN.get(), FAILED.get(),
				(System.nanoTime() - openStarted) / 1_000_000);
		publish(base, admin, tenantIds, rate, warmup);
		STREAMED.reset();
		HOOKED.reset();
		measuredFrom = nowMicros();
		measuring = true;
		long published = publish(base, admin, tenantIds, rate, seconds);
		Thread.sleep(5_000);
		measuring = false;
		long expected = published * OPEN.get() / tenants;
		System.out.printf("measured: %d events published in %d s at %d/s, %d stream deliveries expected, %d received, "
				+ "%d streams still open; %d webhook deliveries expected, %d received within 5 s of the last%n",
				published, seconds, rate, expected, STREAMED.count(), OPEN.get(), published, HOOKED.count());
		System.out.printf("latency acceptance -> stream subscriber: %s%n", STREAMED.summary());
		System.out.printf("latency acceptance -> webhook receiver:  %s%n", HOOKED.summary());
		System.out.printf("{\"subscribers\":%d,\"open\":%d,\"tenants\":%d,\"rate\":%d,\"published\":%d,"
				+ "\"expected\":%d,\"received\":%d,%s,\"webhooks\":{\"received\":%d,%s}}%n", subscribers, OPEN.get(),
				tenants, rate, published, expected, STREAMED.count(), STREAMED.json(), HOOKED.count(), HOOKED.json());
		System.exit(0);
	}

	private static void subscribe(String base, String bearer, CountDownLatch opened) {
		HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/v3/events/stream"))
			.header("Authorization", "Bearer " + bearer)
			.header("Accept", "text/event-stream")
			.build();
		boolean counted = false;
		try {
			HttpResponse<Stream<String>> response = HTTP.send(request, HttpResponse.BodyHandlers.ofLines());
			if (response.statusCode() != 200) {
				FAILED.incrementAndGet();
				opened.countDown();
				return;
			}
			OPEN.incrementAndGet();
			counted = true;
			opened.countDown();
			try (Stream<String> lines = response.body()) {
				lines.forEach(SseBench::line);
			}
		}
		catch (IOException | InterruptedException | RuntimeException ex) {
			if (!counted) {
				FAILED.incrementAndGet();
				opened.countDown();
			}
		}
		finally {
			if (counted) {
				OPEN.decrementAndGet();
			}
		}
	}

	private static void line(String line) {
		if (measuring && line.startsWith("data: ")) {
			STREAMED.add(nowMicros(), line, 0);
		}
	}

	/** The webhook receiver: each delivery's event measured as a stream's, answered 204 at once. */
	private static String startReceiver() throws IOException {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
		server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		server.createContext("/hooks", exchange -> {
			long now = nowMicros();
			String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
			if (measuring) {
				for (int at = body.indexOf(TIMESTAMP); at >= 0; at = body.indexOf(TIMESTAMP, at + 1)) {
					HOOKED.add(now, body, at);
				}
			}
			exchange.sendResponseHeaders(204, -1);
			exchange.close();
		});
		server.start();
		return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
	}

	private static long nowMicros() {
		return System.currentTimeMillis() * 1000 + (System.nanoTime() / 1000) % 1000;
	}

	/** A latency histogram in 0.1 ms buckets up to 10 s; the last bucket holds everything slower. */
	private static final class Latencies {

		private final AtomicLongArray buckets = new AtomicLongArray(100_001);

		private final AtomicLong count = new AtomicLong();

		/** Takes the latency of the event whose timestamp comes first in {@code text} from {@code from} on. */
		void add(long nowMicros, String text, int from) {
			int at = text.indexOf(TIMESTAMP, from) + TIMESTAMP.length();
			Instant accepted = Instant.parse(text.substring(at, text.indexOf('"', at)));
			long acceptedMicros = accepted.getEpochSecond() * 1_000_000 + accepted.getNano() / 1000;
			if (acceptedMicros < measuredFrom) {
				return;
			}
			long micros = nowMicros - acceptedMicros;
			buckets.incrementAndGet((int) Math.max(0, Math.min(100_000, micros / 100)));
			count.incrementAndGet();
		}

		long count() {
			return count.get();
		}

		void reset() {
			for (int i = 0; i < buckets.length(); i++) {
				buckets.set(i, 0);
			}
			count.set(0);
		}

		String summary() {
			return String.format(Locale.ROOT, "p50 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms", percentile(0.50),
					percentile(0.99), percentile(0.999), percentile(1.0));
		}

		String json() {
			return String.format(Locale.ROOT, "\"p50Ms\":%.1f,\"p99Ms\":%.1f,\"p999Ms\":%.1f,\"maxMs\":%.1f",
					percentile(0.50), percentile(0.99), percentile(0.999), percentile(1.0));
		}

		private double percentile(double share) {
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
	}

	/** Publishes at {@code rate} events/s for {@code seconds}, ten requests a second, the tenants in turn. */
	private static long publish(String base, String admin, List<String> tenantIds, int rate, int seconds)
			throws Exception {
		int perTick = Math.max(1, rate / 10);
		long ticks = seconds * 10L;
		long start = System.nanoTime();
		long published = 0;
		int next = 0;
		for (long tick = 0; tick < ticks; tick++) {
			long due = start + tick * 100_000_000L;
			long wait = due - System.nanoTime();
			if (wait > 0) {
				Thread.sleep(Duration.ofNanos(wait));
			}
			StringBuilder body = new StringBuilder("{\"events\":[");
			for (int i = 0; i < perTick; i++) {
				body.append(i == 0 ? "" : ",")
					.append("{\"tenantId\":\"")
					.append(tenantIds.get(next++ % tenantIds.size()))
					.append("\",\"type\":\"CorporateActionMetadata\",\"parameters\":{\"corporateActionId\":\"ca-")
					.append(tick)
					.append('-')
					.append(i)
					.append("\"}}");
			}
			post(base + "/admin/v1/event-batches", admin, body.append("]}").toString());
			published += perTick;
		}
		return published;
	}

	private static String token(String base, String clientId, String secret, String scope) throws Exception {
		HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/connect/token"))
			.header("Authorization", "Basic " + Base64.getEncoder().encodeToString((clientId + ":" + secret).getBytes()))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials&scope=" + scope))
			.build();
		return field(HTTP.send(request, HttpResponse.BodyHandlers.ofString()).body(), "access_token");
	}

	private static String post(String url, String bearer, String json) throws Exception {
		HttpRequest request = HttpRequest.newBuilder(URI.create(url))
			.header("Authorization", "Bearer " + bearer)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json))
			.build();
		HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() / 100 != 2) {
			throw new IllegalStateException(url + " answered " + response.statusCode() + ": " + response.body());
		}
		return response.body();
	}

	private static String field(String json, String name) {
		Matcher matcher = Pattern.compile(String.format(JSON_STRING.pattern(), name)).matcher(json);
		if (!matcher.find()) {
			throw new IllegalStateException("no " + name + " in " + json);
		}
		return matcher.group(1);
	}
}
