package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The simulator's control server on the loopback interface, for tests and demos: {@code GET /status} (the switches,
 * the FIX session, the NewOrderSingle messages received per ClOrdID, open orders and executions), {@code GET
 * /counts} (the session and the counts alone: open orders, executions, NewOrderSingle messages, the most of them
 * without PossDupFlag for one ClOrdID and how many ClOrdIDs came in more than one, status requests answered),
 * {@code PUT /switches} with a JSON body naming the switches to change ({@code refuseCancels}, {@code rejectOrders},
 * {@code duplicateReports}), and {@code POST /disconnect}, which drops the FIX connection. Nothing outside the
 * machine reaches it.
 */
final class ControlServer implements AutoCloseable {

	private static final Logger log = LoggerFactory.getLogger(ControlServer.class);

	private final HttpServer server;

	private final ExecutorService handlers = Executors.newSingleThreadExecutor();

	private final JsonMapper json = JsonMapper.shared();

	private ControlServer(HttpServer server) {
		this.server = server;
	}

	static ControlServer start(int port, Callable<ExchangeStatus> status, Callable<ExchangeCounts> counts,
			AtomicReference<Switches> switches, Outbox outbox) throws IOException {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
		ControlServer control = new ControlServer(server);
		server.createContext("/status", exchange -> control.answer(exchange, "GET", status::call));
		server.createContext("/counts", exchange -> control.answer(exchange, "GET", counts::call));
		server.createContext("/switches", exchange -> control.answer(exchange, "PUT", () -> {
			JsonNode change = control.json.readTree(exchange.getRequestBody());
			return switches.updateAndGet(current -> current.with(flag(change, "refuseCancels"),
					flag(change, "rejectOrders"), flag(change, "duplicateReports")));
		}));
		server.createContext("/disconnect", exchange -> control.answer(exchange, "POST", () -> {
			outbox.disconnect();
			return new Disconnected(true);
		}));
		server.setExecutor(control.handlers);
		server.start();
		log.info("Control server listening on {}", server.getAddress());
		return control;
	}

	private record Disconnected(boolean disconnected) {
	}

	private void answer(HttpExchange exchange, String method, Callable<Object> action) throws IOException {
		try (exchange; InputStream body = exchange.getRequestBody()) {
			if (!exchange.getRequestMethod().equals(method)) {
				respond(exchange, 405, new Problem("use " + method));
				return;
			}
			Object answer;
			try {
				answer = action.call();
			}
			catch (JacksonException | IllegalArgumentException unreadable) {
				respond(exchange, 400, new Problem("unreadable body: " + unreadable.getMessage()));
				return;
			}
			catch (Exception failed) {
				log.warn("The control server could not answer {}: {}", exchange.getRequestURI(), failed.toString());
				respond(exchange, 500, new Problem(failed.toString()));
				return;
			}
			respond(exchange, 200, answer);
		}
	}

	private record Problem(String detail) {
	}

	private void respond(HttpExchange exchange, int status, Object body) throws IOException {
		byte[] bytes = json.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
		exchange.getResponseHeaders().set("Content-Type", "application/json");
		exchange.sendResponseHeaders(status, bytes.length);
		exchange.getResponseBody().write(bytes);
	}

	private static @Nullable Boolean flag(JsonNode change, String name) {
		JsonNode value = change.get(name);
		if (value == null || value.isNull()) {
			return null;
		}
		if (!value.isBoolean()) {
			throw new IllegalArgumentException(name + " must be true or false");
		}
		return value.booleanValue();
	}

	int port() {
		return server.getAddress().getPort();
	}

	@Override
	public void close() {
		server.stop(0);
		handlers.shutdownNow();
	}
}
