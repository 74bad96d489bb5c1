package dev.kontor.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.jspecify.annotations.Nullable;

import static org.awaitility.Awaitility.await;

/**
 * A webhook receiver on a raw socket that misbehaves as the test chooses: it never answers, stops after the status
 * line, sends a body without end or a byte a second, or answers with bytes that are no text. It records every
 * request, how many connections are open now and at most, and for each connection when the sender hung up.
 */
public final class HostileReceiver implements AutoCloseable {

	/** What the receiver does with each request, once it has read it whole. */
	public record Behaviour(Kind kind, int status) {

		/** Never answers. */
		public static final Behaviour STALL_HEADERS = new Behaviour(Kind.STALL_HEADERS, 0);

		/** Answers 200 with {@code Content-Length: 1000}, then sends no byte of the body. */
		public static final Behaviour OK_THEN_STALL_BODY = new Behaviour(Kind.STALL_BODY, 200);

		/** Answers 200 and sends a chunked body as fast as it can until the sender hangs up. */
		public static final Behaviour ENDLESS_BODY = new Behaviour(Kind.ENDLESS_BODY, 200);

		/** Answers 500 and sends a chunked body at one byte a second until the sender hangs up. */
		public static final Behaviour SLOW_TRICKLE = new Behaviour(Kind.SLOW_TRICKLE, 500);

		/** Answers the status with the body {@code ok}. */
		public static Behaviour answer(int status) {
			return new Behaviour(Kind.ANSWER, status);
		}

		/** Answers the status with {@link #BINARY}: NUL bytes, invalid UTF-8 and control characters, and some text. */
		public static Behaviour binaryBody(int status) {
			return new Behaviour(Kind.BINARY_BODY, status);
		}

		enum Kind {
			ANSWER, BINARY_BODY, STALL_HEADERS, STALL_BODY, ENDLESS_BODY, SLOW_TRICKLE
		}
	}

	/** One request, read whole: headers (names in any case), body, when it was read and the connection it came on. */
	public record Received(Map<String, String> headers, String body, Instant at, Connection connection) {

		public String header(String name) {
			return headers.get(name);
		}

		public String webhookId() {
			return header("webhook-id");
		}
	}

	/** An accepted connection and when the sender hung up on it: a read saw its end, or a write failed. */
	public static final class Connection {

		private final AtomicReference<Instant> lastRequestAt = new AtomicReference<>();

		private final AtomicReference<Instant> hungUpAt = new AtomicReference<>();

		public boolean hungUp() {
			return hungUpAt.get() != null;
		}

		/** How long after its last request the sender hung up; waits for that at most {@code atMost}. */
		public Duration awaitHangUp(Duration atMost) {
			await("the sender hanging up").atMost(atMost).until(this::hungUp);
			return Duration.between(lastRequestAt.get(), hungUpAt.get());
		}
	}

	/** Text, two NULs, invalid UTF-8 (C3 28, FF, FE), control characters, a cut-off euro sign (E2 82), a NUL. */
	public static final byte[] BINARY = ("status text \0\0\u00C3(\u00FF\u00FE\u0001\u0007\b\u001B\u007F"
			+ "\u00E2\u0082 end\0").getBytes(StandardCharsets.ISO_8859_1);

	private final ServerSocket server;

	private final AtomicReference<Behaviour> behaviour;

	private final List<Received> received = new CopyOnWriteArrayList<>();

	private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();

	private final AtomicInteger open = new AtomicInteger();

	private final AtomicInteger maxOpen = new AtomicInteger();

	private volatile boolean closing;

	public HostileReceiver(Behaviour behaviour) {
		this.behaviour = new AtomicReference<>(behaviour);
		try {
			server = new ServerSocket(0, 1024, InetAddress.getLoopbackAddress());
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		Thread.ofVirtual().name("hostile-receiver-" + server.getLocalPort()).start(this::accept);
	}

	public String url() {
		return "http://127.0.0.1:" + server.getLocalPort() + "/hooks";
	}

	/** Treats the requests read from now on so. */
	public HostileReceiver behave(Behaviour behaviour) {
		this.behaviour.set(behaviour);
		return this;
	}

	public List<Received> received() {
		return List.copyOf(received);
	}

	public List<Received> awaitRequests(int count) {
		await(count + " requests").atMost(Duration.ofSeconds(20)).until(() -> received.size() >= count);
		return received();
	}

	public int openConnections() {
		return open.get();
	}

	public int maxOpenConnections() {
		return maxOpen.get();
	}

	/** Stops accepting and closes every connection; the sender's attempts still waiting on them end. */
	@Override
	public void close() {
		closing = true;
		closeQuietly(server);
		sockets.forEach(HostileReceiver::closeQuietly);
	}

	private void accept() {
		while (!closing) {
			try {
				Socket socket = server.accept();
				sockets.add(socket);
				maxOpen.accumulateAndGet(open.incrementAndGet(), Math::max);
				Thread.ofVirtual().start(() -> serve(socket));
			}
			catch (IOException ex) {
				return;
			}
		}
	}

	private void serve(Socket socket) {
		Connection connection = new Connection();
		try (socket) {
			InputStream in = new BufferedInputStream(socket.getInputStream());
			OutputStream out = socket.getOutputStream();
			while (read(in, connection) != null && answered(in, out, connection)) {
				// kept alive for the next request
			}
		}
		catch (IOException ex) {
			// the sender hung up while the receiver wrote
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		finally {
			hungUp(connection);
			sockets.remove(socket);
			open.decrementAndGet();
		}
	}

	/** The next request on the connection, recorded; null when the sender hung up instead. */
	private @Nullable Received read(InputStream in, Connection connection) throws IOException {
		ByteArrayOutputStream head = new ByteArrayOutputStream();
		for (int matched = 0; matched < 4;) {
			int next = in.read();
			if (next == -1) {
				return null;
			}
			head.write(next);
			matched = next == "\r\n\r\n".charAt(matched) ? matched + 1 : (next == '\r' ? 1 : 0);
		}
		Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
		String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
		for (int i = 1; i < lines.length; i++) {
			int colon = lines[i].indexOf(':');
			headers.putIfAbsent(lines[i].substring(0, colon).strip(), lines[i].substring(colon + 1).strip());
		}
		int length = Integer.parseInt(headers.getOrDefault("Content-Length", "0"));
		byte[] body = in.readNBytes(length);
		if (body.length < length) {
			return null;
		}
		Instant at = Instant.now();
		connection.lastRequestAt.set(at);
		Received request = new Received(Collections.unmodifiableMap(headers), new String(body, StandardCharsets.UTF_8),
				at, connection);
		received.add(request);
		return request;
	}

	/** Acts on the request just read; true when it was answered whole, so that the connection carries the next. */
	private boolean answered(InputStream in, OutputStream out, Connection connection)
			throws IOException, InterruptedException {
		Behaviour now = behaviour.get();
		switch (now.kind()) {
			case ANSWER -> respond(out, now.status(), "ok".getBytes(StandardCharsets.US_ASCII));
			case BINARY_BODY -> respond(out, now.status(), BINARY);
			case STALL_HEADERS -> drain(in);
			case STALL_BODY -> {
				head(out, 200, "Content-Length: 1000");
				drain(in);
			}
			case ENDLESS_BODY -> chunked(out, in, connection, now.status(), "x".repeat(8192), Duration.ZERO);
			case SLOW_TRICKLE -> chunked(out, in, connection, now.status(), "x", Duration.ofSeconds(1));
		}
		return now.kind() == Behaviour.Kind.ANSWER || now.kind() == Behaviour.Kind.BINARY_BODY;
	}

	private static void respond(OutputStream out, int status, byte[] body) throws IOException {
		head(out, status, "Content-Length: " + body.length);
		out.write(body);
		out.flush();
	}

	/** Sends the data as a chunk again and again, pausing between, until the sender hangs up; a reader notices that. */
	private void chunked(OutputStream out, InputStream in, Connection connection, int status, String data,
			Duration pause) throws IOException, InterruptedException {
		head(out, status, "Transfer-Encoding: chunked");
		byte[] chunk = (Integer.toHexString(data.length()) + "\r\n" + data + "\r\n")
			.getBytes(StandardCharsets.US_ASCII);
		Thread.ofVirtual().start(() -> {
			try {
				drain(in);
			}
			catch (IOException ex) {
				// hung up all the same
			}
			hungUp(connection);
		});
		while (!connection.hungUp()) {
			out.write(chunk);
			out.flush();
			Thread.sleep(pause);
		}
	}

	/** Reads until the sender hangs up: one that waits for an answer sends nothing more. */
	private static void drain(InputStream in) throws IOException {
		while (in.read() != -1) {
			// nothing expected
		}
	}

	private void hungUp(Connection connection) {
		if (!closing) {
			connection.hungUpAt.compareAndSet(null, Instant.now());
		}
	}

	private static void head(OutputStream out, int status, String framing) throws IOException {
		String head = "HTTP/1.1 " + status + (status < 400 ? " OK" : " Error")
				+ "\r\nContent-Type: application/octet-stream\r\n" + framing + "\r\n\r\n";
		out.write(head.getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}

	private static void closeQuietly(AutoCloseable closeable) {
		try {
			closeable.close();
		}
		catch (Exception ex) {
			// closing anyway
		}
	}
}
