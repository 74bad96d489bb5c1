package dev.kontor.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import static org.awaitility.Awaitility.await;

/**
 * A real HTTP receiver of webhooks on loopback: records every request it gets and answers with the status (and
 * after the delay) the test chooses.
 */
public final class WebhookReceiver implements AutoCloseable {

	/**
	 * A request as it came, when its body had been read, and how many requests the receiver was working on then,
	 * this one included.
	 */
	public record Received(Map<String, List<String>> headers, String body, Instant at, int atOnce) {

		public String header(String name) {
			return headers.entrySet()
				.stream()
				.filter(entry -> entry.getKey().equalsIgnoreCase(name))
				.map(entry -> entry.getValue().getFirst())
				.findFirst()
				.orElse(null);
		}
	}

	private final HttpServer server;

	private final List<Received> received = new CopyOnWriteArrayList<>();

	private final ConcurrentLinkedQueue<Integer> statuses = new ConcurrentLinkedQueue<>();

	private final AtomicReference<Integer> defaultStatus = new AtomicReference<>(200);

	private final AtomicReference<Duration> delay = new AtomicReference<>(Duration.ZERO);

	private final AtomicInteger working = new AtomicInteger();

	public WebhookReceiver() {
		try {
			server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		server.createContext("/", exchange -> {
			int atOnce = working.incrementAndGet();
			int status;
			try {
				status = take(exchange, atOnce);
				sleep(delay.get());
			}
			finally {
				// before the answer, which the sender waits for before it sends the next request in this one's place
				working.decrementAndGet();
			}
			respond(exchange, status);
		});
		server.start();
	}

	/** Reads and records the request; the status to answer it with. */
	private int take(HttpExchange exchange, int atOnce) throws IOException {
		byte[] body = exchange.getRequestBody().readAllBytes();
		// Recorded and given its status at once, so that the n-th request recorded is the one given the n-th
		// status, however many arrive at the same time.
		synchronized (received) {
			received.add(new Received(Map.copyOf(exchange.getRequestHeaders()),
					new String(body, StandardCharsets.UTF_8), Instant.now(), atOnce));
			Integer status = statuses.poll();
			return status != null ? status : defaultStatus.get();
		}
	}

	private static void respond(HttpExchange exchange, int status) throws IOException {
		byte[] response = ("{\"received\":true,\"status\":" + status + "}").getBytes(StandardCharsets.UTF_8);
		if (status == 204) {
			exchange.sendResponseHeaders(status, -1);
		}
		else {
			exchange.sendResponseHeaders(status, response.length);
			exchange.getResponseBody().write(response);
		}
		exchange.close();
	}

	public String url() {
		return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
	}

	/** Answers the next requests with these statuses, then with the default. */
	public WebhookReceiver answer(Integer... statuses) {
		this.statuses.addAll(List.of(statuses));
		return this;
	}

	public WebhookReceiver answerAlways(int status) {
		defaultStatus.set(status);
		return this;
	}

	public WebhookReceiver delay(Duration delay) {
		this.delay.set(delay);
		return this;
	}

	public List<Received> received() {
		return List.copyOf(received);
	}

	public List<Received> awaitRequests(int count) {
		await().atMost(Duration.ofSeconds(20)).until(() -> received.size() >= count);
		return received();
	}

	@Override
	public void close() {
		server.stop(0);
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
