package dev.kontor.pricefeed;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import javax.sql.DataSource;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.testing.Http;
import dev.kontor.testing.MutableClock;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The quote stream over a real WebSocket with real tokens: subscriptions, limits, refusals at the upgrade, expiry. */
class QuoteStreamTest extends PriceFeedHttpTest {

	static final String STREAM = "ws://localhost:" + PORT + API + "/quotes/stream";

	static final Instant T0 = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(1, ChronoUnit.HOURS);

	static final JsonMapper JSON = JsonMapper.shared();

	@Autowired
	MutableClock clock;

	@Autowired
	DataSource dataSource;

	@AfterEach
	void resetClock() {
		clock.reset();
	}

	@Test
	void subscribingSendsTheLatestQuoteAtOnceThenEachChange() throws Exception {
		String isin = stock();
		ingest(quote(isin, T0, "100.10", "100.30"));
		Client client = Client.open(STREAM, reader);

		client.send(subscribe(isin));

		JsonNode subscribed = client.next();
		assertThat(subscribed.get("type").asString()).isEqualTo("subscribed");
		assertThat(subscribed.get("subscriptions").asInt()).isEqualTo(1);
		JsonNode latest = client.next();
		assertThat(latest.get("isinCode").asString()).isEqualTo(isin);
		assertThat(latest.get("provider").asString()).isEqualTo("ProviderA");
		assertThat(latest.get("bid").decimalValue()).isEqualByComparingTo("100.10");
		assertThat(latest.get("ask").decimalValue()).isEqualByComparingTo("100.30");
		assertThat(latest.get("bidVolume").decimalValue()).isEqualByComparingTo("500");
		assertThat(latest.get("askVolume").decimalValue()).isEqualByComparingTo("700");
		assertThat(Instant.parse(latest.get("dateTime").asString())).isEqualTo(T0);
		assertThat(latest.get("status").asString()).isEqualTo("Open");
		assertThat(latest.get("dateTime").asString()).as("written as the quote reads write it")
			.isEqualTo(http.get(API + "/quotes/" + isin, reader).json().get("dateTime").asString());

		ingest(quote(isin, T0.plusSeconds(1), "100.20", "100.40"));

		JsonNode change = client.next();
		assertThat(change.get("bid").decimalValue()).isEqualByComparingTo("100.20");
		assertThat(Instant.parse(change.get("dateTime").asString())).isEqualTo(T0.plusSeconds(1));
		client.abort();
	}

	@Test
	void aQuoteReachesTheStreamBeforeItIsStoredAndOnlyOnce() throws Exception {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "the store is held by a table lock, which H2 does not take");
		String isin = stock();
		Client client = Client.open(STREAM, reader);
		client.send(subscribe(isin));
		assertThat(client.next().get("type").asString()).isEqualTo("subscribed");

		try (Connection store = dataSource.getConnection()) {
			store.setAutoCommit(false);
			try (Statement lock = store.createStatement()) {
				lock.execute("LOCK TABLE pricefeed_ticks IN EXCLUSIVE MODE");
			}
			Map<String, Object> quote = quote(isin, T0, "10.5", "10.7");
			CompletableFuture<Http.Response> ingesting = CompletableFuture
				.supplyAsync(() -> http.postJson(API + "/quotes/ingest", feed, List.of(quote)));

			JsonNode streamed = client.next();
			assertThat(streamed.get("isinCode").asString()).isEqualTo(isin);
			assertThat(streamed.get("bid").decimalValue()).isEqualByComparingTo("10.5");
			assertThat(ingesting).as("the request still waits for its quotes to be stored").isNotDone();
			store.rollback();
			assertThat(ingesting.get(10, TimeUnit.SECONDS).status()).isEqualTo(200);
		}
		assertThat(client.messages.poll(1, TimeUnit.SECONDS)).as("announced again once stored, it is not sent again")
			.isNull();
		client.abort();
	}

	@Test
	void unsubscribingStopsTheQuotesOfThatInstrument() throws Exception {
		String left = stock();
		String kept = stock();
		Client client = Client.open(STREAM, reader);
		client.send(subscribe(left, kept));
		assertThat(client.next().get("type").asString()).isEqualTo("subscribed");

		client.send(Map.of("action", "unsubscribe", "provider", "ProviderA", "isinCodes", List.of(left)));
		JsonNode unsubscribed = client.next();
		ingest(quote(left, T0, "1", "2"));
		ingest(quote(kept, T0, "3", "4"));

		assertThat(unsubscribed.get("type").asString()).isEqualTo("unsubscribed");
		assertThat(unsubscribed.get("subscriptions").asInt()).isEqualTo(1);
		assertThat(client.next().get("isinCode").asString()).as("the next message is the kept instrument's quote")
			.isEqualTo(kept);
		client.abort();
	}

	@Test
	void moreInstrumentsThanTheLimitAreRefusedWithTheLimitNamed() throws Exception {
		Client client = Client.open(STREAM, reader);

		client.send(subscribe(IntStream.range(0, 1001).mapToObj(i -> TestIsins.random()).toArray(String[]::new)));

		JsonNode refused = client.next();
		assertThat(refused.get("type").asString()).isEqualTo("error");
		assertThat(refused.get("message").asString()).contains("At most 1000 instruments per connection");
		client.abort();
	}

	@Test
	void subscriptionMessagesBeyondTheClientsRateLimitAreRefused() throws Exception {
		String isin = TestIsins.random();
		Client client = Client.open(STREAM, reader);

		for (int message = 0; message < 61; message++) {
			client.send(Map.of("action", "unsubscribe", "isinCodes", List.of(isin)));
		}

		for (int message = 0; message < 60; message++) {
			assertThat(client.next().get("type").asString()).isEqualTo("unsubscribed");
		}
		JsonNode refused = client.next();
		assertThat(refused.get("type").asString()).isEqualTo("error");
		assertThat(refused.get("message").asString()).isEqualTo("Rate limit exceeded: at most 60 calls every 60 seconds per client");
		client.abort();
	}

	@Test
	void malformedOrUnknownRequestsAreAnsweredWithAnErrorAndTheConnectionStays() throws Exception {
		String isin = stock();
		Client client = Client.open(STREAM, reader);

		client.sendText("{not json");
		client.send(Map.of("action", "watch", "isinCodes", List.of(isin)));
		client.send(subscribe("DE000000000X"));
		client.send(subscribe(TestIsins.random()));
		client.send(subscribe(isin));

		assertThat(client.next().get("message").asString()).startsWith("Malformed message");
		assertThat(client.next().get("message").asString()).contains("subscribe or unsubscribe");
		assertThat(client.next().get("message").asString()).contains("ISIN");
		assertThat(client.next().get("message").asString()).startsWith("No instrument");
		assertThat(client.next().get("type").asString()).isEqualTo("subscribed");
		client.abort();
	}

	@Test
	void theUpgradeIsRefusedWithoutATokenOrWithoutTheScope() {
		String otherScope = token(tenantId, "clients.read");

		assertThat(handshakeStatus(STREAM, null)).isEqualTo(401);
		assertThat(handshakeStatus(STREAM, otherScope)).isEqualTo(403);
		assertThat(handshakeStatus(STREAM + "?access_token=" + otherScope, null)).isEqualTo(403);
	}

	@Test
	void aBrowserPassesTheTokenAsAccessTokenParameter() throws Exception {
		String isin = stock();
		Client client = Client.open(STREAM + "?access_token=" + reader, null);

		client.send(subscribe(isin));

		assertThat(client.next().get("type").asString()).isEqualTo("subscribed");
		client.abort();
	}

	@Test
	void aNonUpgradeRequestIsAnsweredWithAProblem() {
		Http.Response response = http.get(API + "/quotes/stream", reader);

		assertProblem(response, 400, "Upgrade");
	}

	@Test
	void theConnectionIsClosedWith4401WhenTheTokenExpires() throws Exception {
		Client client = Client.open(STREAM, reader);
		client.send(subscribe(stock()));
		assertThat(client.next().get("type").asString()).isEqualTo("subscribed");

		clock.advance(Duration.between(Instant.now(), expiryOf(reader)).plusSeconds(1));

		assertThat(client.closed.get(10, TimeUnit.SECONDS)).isEqualTo("4401 The access token has expired");
	}

	private String stock() {
		String isin = TestIsins.random();
		upsertInstruments(instrument(isin, "ProviderA", "Stocks"));
		return isin;
	}

	private void ingest(Map<String, Object> quote) {
		Http.Response response = http.postJson(API + "/quotes/ingest", feed, List.of(quote));
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
	}

	private static Map<String, Object> quote(String isin, Instant dateTime, String bid, String ask) {
		Map<String, Object> quote = new LinkedHashMap<>();
		quote.put("isinCode", isin);
		quote.put("provider", "ProviderA");
		quote.put("dateTime", dateTime.toString());
		quote.put("status", "Open");
		quote.put("bid", new BigDecimal(bid));
		quote.put("ask", new BigDecimal(ask));
		quote.put("bidVolume", new BigDecimal("500"));
		quote.put("askVolume", new BigDecimal("700"));
		return quote;
	}

	private static Map<String, Object> subscribe(String... isinCodes) {
		return Map.of("action", "subscribe", "provider", "ProviderA", "isinCodes", List.of(isinCodes));
	}

	private static Instant expiryOf(String token) {
		JsonNode claims = JSON.readTree(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
		return Instant.ofEpochSecond(claims.get("exp").asLong());
	}

	private static int handshakeStatus(String uri, String token) {
		try {
			Client.open(uri, token).abort();
			return 101;
		}
		catch (CompletionException ex) {
			assertThat(ex).hasCauseInstanceOf(WebSocketHandshakeException.class);
			return ((WebSocketHandshakeException) ex.getCause()).getResponse().statusCode();
		}
	}

	/** A WebSocket client that keeps the messages it receives, and the close code and reason. */
	static final class Client implements WebSocket.Listener {

		final BlockingQueue<String> messages = new LinkedBlockingQueue<>();

		final CompletableFuture<String> closed = new CompletableFuture<>();

		private final StringBuilder partial = new StringBuilder();

		private WebSocket socket;

		static Client open(String uri, String token) {
			Client client = new Client();
			WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder();
			if (token != null) {
				builder.header("Authorization", "Bearer " + token);
			}
			client.socket = builder.buildAsync(URI.create(uri), client).join();
			return client;
		}

		void send(Map<String, Object> message) {
			sendText(JSON.writeValueAsString(message));
		}

		void sendText(String text) {
			socket.sendText(text, true).join();
		}

		JsonNode next() throws InterruptedException {
			String message = messages.poll(10, TimeUnit.SECONDS);
			assertThat(message).as("a message within 10 seconds").isNotNull();
			return JSON.readTree(message);
		}

		void abort() {
			socket.abort();
		}

		@Override
		public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
			partial.append(data);
			if (last) {
				messages.add(partial.toString());
				partial.setLength(0);
			}
			webSocket.request(1);
			return null;
		}

		@Override
		public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
			closed.complete(statusCode + " " + reason);
			return null;
		}

		@Override
		public void onError(WebSocket webSocket, Throwable error) {
			closed.completeExceptionally(error);
		}
	}
}
