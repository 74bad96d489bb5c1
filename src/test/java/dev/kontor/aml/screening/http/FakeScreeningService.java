package dev.kontor.aml.screening.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/** A screening service on loopback: answers the status, body and delay the test sets, and keeps every request. */
public final class FakeScreeningService implements AutoCloseable {

	/** A request as received: its API key header and body. */
	public record Received(String apiKey, String contentType, String body) {
	}

	private final HttpServer server;

	private final List<Received> received = new CopyOnWriteArrayList<>();

	private volatile int status = 200;

	private volatile String answer = "{\"hits\":[]}";

	private volatile Duration delay = Duration.ZERO;

	public FakeScreeningService() {
		try {
			server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		server.createContext("/", exchange -> {
			received.add(new Received(exchange.getRequestHeaders().getFirst("X-Api-Key"),
					exchange.getRequestHeaders().getFirst("Content-Type"),
					new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
			try {
				Thread.sleep(delay);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			byte[] body = answer.getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().add("Content-Type", "application/json");
			exchange.sendResponseHeaders(status, body.length);
			exchange.getResponseBody().write(body);
			exchange.close();
		});
		server.start();
	}

	public URI url() {
		return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/screen");
	}

	public FakeScreeningService answer(int status, String body) {
		this.status = status;
		this.answer = body;
		return this;
	}

	public FakeScreeningService delay(Duration delay) {
		this.delay = delay;
		return this;
	}

	public List<Received> received() {
		return List.copyOf(received);
	}

	@Override
	public void close() {
		server.stop(0);
	}
}
