package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.jspecify.annotations.Nullable;

import tools.jackson.databind.json.JsonMapper;

/**
 * Plays the parts of Kontor the FIX exchange simulator reads: the token endpoint (client credentials) and the price
 * feed's quote, instrument and market calendar routes, answering in the shapes Kontor's controllers write
 * ({@code Quote}, {@code Instrument} written flat, {@code WorkingDay}, {@code Holiday}, the token response of Spring
 * Authorization Server). Quotes without a time of their own are stamped at each read, as a live feed's would be.
 */
final class KontorDouble implements AutoCloseable {

	static final String CLIENT_ID = "fix-exchange";

	static final String CLIENT_SECRET = "secret";

	private static final String TOKEN = "token-1";

	private final HttpServer server;

	private final JsonMapper json = JsonMapper.shared();

	private final Map<String, Map<String, Object>> quotes = new ConcurrentHashMap<>();

	private final Map<String, String> mics = new ConcurrentHashMap<>();

	private final Map<String, List<Map<String, Object>>> workingDays = new ConcurrentHashMap<>();

	final AtomicInteger tokensIssued = new AtomicInteger();

	private final Map<String, AtomicInteger> quoteReads = new ConcurrentHashMap<>();

	/** Instruments whose quote reads wait, with the latch that lets them go and the one that says a read waits. */
	private final Map<String, Hold> holds = new ConcurrentHashMap<>();

	private record Hold(CountDownLatch release, CountDownLatch aReadWaits) {
	}

	KontorDouble() throws IOException {
		server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.createContext("/connect/token", this::token);
		server.createContext("/api/pricefeed/v2/", this::priceFeed);
		server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		server.start();
	}

	URI url() {
		return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
	}

	/** Lists the instrument of ProviderA at the market. */
	void instrument(String isinCode, String mic) {
		mics.put(isinCode, mic);
	}

	/** A market trading every day of the week in UTC from {@code start} to {@code end} (hh:mm:ss). */
	void market(String mic, int[] start, int[] end) {
		List<Map<String, Object>> days = new ArrayList<>();
		for (int day = 1; day <= 7; day++) {
			Map<String, Object> workingDay = new LinkedHashMap<>();
			workingDay.put("mic", mic);
			workingDay.put("dayOfWeek", day);
			workingDay.put("timeZone", "UTC");
			workingDay.put("startHour", start[0]);
			workingDay.put("startMinute", start[1]);
			workingDay.put("startSecond", start[2]);
			workingDay.put("endHour", end[0]);
			workingDay.put("endMinute", end[1]);
			workingDay.put("endSecond", end[2]);
			days.add(workingDay);
		}
		workingDays.put(mic, days);
	}

	/** The latest quote of the instrument, stamped at each read. */
	void quote(String isinCode, String bid, String ask) {
		quote(isinCode, bid, ask, null, null, null);
	}

	void quote(String isinCode, String bid, String ask, @Nullable String bidVolume, @Nullable String askVolume,
			@Nullable Instant dateTime) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isinCode);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", dateTime);
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		quote.put("bidVolume", bidVolume == null ? null : new BigDecimal(bidVolume));
		quote.put("askVolume", askVolume == null ? null : new BigDecimal(askVolume));
		quotes.put(isinCode, quote);
	}

	private void token(HttpExchange exchange) throws IOException {
		try (exchange; InputStream body = exchange.getRequestBody()) {
			String form = new String(body.readAllBytes(), StandardCharsets.UTF_8);
			String basic = "Basic " + Base64.getEncoder()
				.encodeToString((CLIENT_ID + ":" + CLIENT_SECRET).getBytes(StandardCharsets.UTF_8));
			if (!exchange.getRequestMethod().equals("POST") || !basic.equals(exchange.getRequestHeaders()
				.getFirst("Authorization")) || !form.contains("grant_type=client_credentials")
					|| !form.contains("scope=pricefeed.read")) {
				respond(exchange, 401, Map.of("error", "invalid_client"));
				return;
			}
			tokensIssued.incrementAndGet();
			respond(exchange, 200, Map.of("access_token", TOKEN, "scope", "pricefeed.read", "token_type", "Bearer",
					"expires_in", 299));
		}
	}

	private void priceFeed(HttpExchange exchange) throws IOException {
		try (exchange) {
			if (!("Bearer " + TOKEN).equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
				respond(exchange, 401, Map.of());
				return;
			}
			String[] path = exchange.getRequestURI().getPath().substring("/api/pricefeed/v2/".length()).split("/");
			Object answer = switch (path[0]) {
				case "quotes" -> quote(path[1]);
				case "instruments" -> instrumentOf(path[1]);
				case "markets" -> path[2].equals("working-days") ? workingDays.get(path[1])
						: workingDays.containsKey(path[1]) ? List.of() : null;
				default -> null;
			};
			if (answer == null) {
				respond(exchange, 404, Map.of("status", "NOT_FOUND"));
			}
			else {
				respond(exchange, 200, answer);
			}
		}
	}

	/**
	 * Holds every read of the instrument's quote until {@link #releaseQuotes}; answers a latch that opens once a read
	 * waits.
	 */
	CountDownLatch holdQuotes(String isinCode) {
		Hold hold = new Hold(new CountDownLatch(1), new CountDownLatch(1));
		holds.put(isinCode, hold);
		return hold.aReadWaits();
	}

	void releaseQuotes(String isinCode) {
		Hold hold = holds.remove(isinCode);
		if (hold != null) {
			hold.release().countDown();
		}
	}

	/** How often the simulator asked the quote of the instrument. */
	int quoteReads(String isinCode) {
		return quoteReads.getOrDefault(isinCode, new AtomicInteger()).get();
	}

	private @Nullable Map<String, Object> quote(String isinCode) {
		quoteReads.computeIfAbsent(isinCode, isin -> new AtomicInteger()).incrementAndGet();
		Hold hold = holds.get(isinCode);
		if (hold != null) {
			hold.aReadWaits().countDown();
			try {
				hold.release().await(30, TimeUnit.SECONDS);
			}
			catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
		}
		Map<String, Object> stored = quotes.get(isinCode);
		if (stored == null) {
			return null;
		}
		Map<String, Object> quote = new LinkedHashMap<>(stored);
		if (quote.get("dateTime") == null) {
			quote.put("dateTime", Instant.now());
		}
		return quote;
	}

	private @Nullable Map<String, Object> instrumentOf(String isinCode) {
		String mic = mics.get(isinCode);
		if (mic == null) {
			return null;
		}
		Map<String, Object> instrument = new LinkedHashMap<>();
		instrument.put("id", "7c0e4a52-0d3b-4a39-9d7a-1f0c6c3f6f10");
		instrument.put("isinCode", isinCode);
		instrument.put("provider", "ProviderA");
		instrument.put("name", "Test share");
		instrument.put("homeMarket", mic);
		instrument.put("market", mic);
		instrument.put("shortCode", "TST");
		instrument.put("currency", "EUR");
		instrument.put("country", "DE");
		instrument.put("mic", mic);
		instrument.put("type", "Stocks");
		instrument.put("alpha3CountryCode", "DEU");
		instrument.put("existsAtMasterData", true);
		instrument.put("settlementDays", 2);
		instrument.put("settlementFor", "OnValueDate");
		instrument.put("settlementDaysType", "WorkingDays");
		instrument.put("key", null);
		instrument.put("tradeable", true);
		return instrument;
	}

	private void respond(HttpExchange exchange, int status, Object body) throws IOException {
		byte[] bytes = json.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
		exchange.getResponseHeaders().set("Content-Type", "application/json");
		exchange.sendResponseHeaders(status, bytes.length);
		exchange.getResponseBody().write(bytes);
	}

	@Override
	public void close() {
		server.stop(0);
	}
}
