package dev.kontor.pricefeed.stream;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.QuotesStored;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A client that stops reading while quotes pour in: the server holds at most one quote per instrument for it, and
 * once it reads again it gets each instrument's newest quote, not the backlog. The quotes are announced to the
 * stream as the price feed announces stored quotes, many more than the connection's buffers hold.
 */
class SlowQuoteReaderTest extends HttpTest {

	private static final int INSTRUMENTS = 3;

	private static final int ROUNDS = 50_000;

	private static final Instant T0 = Instant.parse("2026-11-23T10:00:00Z");

	@Autowired
	QuoteStreamHub hub;

	@Autowired
	MeterRegistry meters;

	@Test
	void aReaderThatStopsReadingMakesTheServerHoldOneQuotePerInstrumentAndThenGetsTheNewest() throws Exception {
		List<String> isins = IntStream.range(0, INSTRUMENTS).mapToObj(i -> instrument()).toList();
		String token = platform.clientCredentialsToken(platform.newServerClient(platform.newTenant(), "pricefeed.read"),
				"pricefeed.read");
		StalledReader reader = new StalledReader();
		WebSocket socket = HttpClient.newHttpClient()
			.newWebSocketBuilder()
			.header("Authorization", "Bearer " + token)
			.buildAsync(URI.create("ws://localhost:" + PORT + "/api/pricefeed/v2/quotes/stream"), reader)
			.join();
		socket.sendText(JsonMapper.shared()
			.writeValueAsString(Map.of("action", "subscribe", "provider", "ProviderA", "isinCodes", isins)), true).join();
		assertThat(reader.subscribed.await(10, TimeUnit.SECONDS)).isTrue();

		double mostWaiting = 0;
		for (int round = 1; round <= ROUNDS; round++) {
			int bid = round;
			hub.on(new QuotesStored(isins.stream().map(isin -> quote(isin, bid)).toList()));
			if (round % 1000 == 0) {
				mostWaiting = Math.max(mostWaiting, meters.get("kontor.pricefeed.stream.waiting").gauge().value());
			}
		}
		assertThat(mostWaiting).as("messages waiting on the server").isLessThanOrEqualTo(INSTRUMENTS);
		socket.request(Long.MAX_VALUE);

		await().atMost(30, TimeUnit.SECONDS)
			.untilAsserted(() -> assertThat(reader.newest).hasSize(INSTRUMENTS).allSatisfy((isin, bid) -> assertThat(bid)
				.isEqualTo(ROUNDS)));
		assertThat(reader.received.get()).as("quotes received").isLessThan(INSTRUMENTS * ROUNDS);
		socket.abort();
	}

	private String instrument() {
		String isin = TestIsins.random();
		String admin = platform.clientCredentialsToken(
				platform.newServerClient(platform.operatorTenantId(), "pricefeed.read", "pricefeed.admin"),
				"pricefeed.read pricefeed.admin");
		Http.Response upserted = http.putJson("/api/pricefeed/v2/admin/instruments", admin,
				List.of(Map.of("isinCode", isin, "provider", "ProviderA", "name", "Slow " + isin, "type", "Stocks")));
		assertThat(upserted.status()).as(upserted.toString()).isEqualTo(200);
		return isin;
	}

	private static LiveQuote quote(String isin, int bid) {
		return new LiveQuote(TradeProvider.ProviderA, isin, T0.plusMillis(bid), "Open", BigDecimal.valueOf(bid),
				BigDecimal.valueOf(bid + 1), BigDecimal.valueOf(1000), BigDecimal.valueOf(2000));
	}

	/** Reads the subscription's answer, then nothing until told to. */
	private static final class StalledReader implements WebSocket.Listener {

		final CountDownLatch subscribed = new CountDownLatch(1);

		final Map<String, Integer> newest = new ConcurrentHashMap<>();

		final AtomicInteger received = new AtomicInteger();

		private final StringBuilder partial = new StringBuilder();

		@Override
		public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
			partial.append(data);
			if (!last) {
				webSocket.request(1);
				return null;
			}
			JsonNode message = JsonMapper.shared().readTree(partial.toString());
			partial.setLength(0);
			if (message.has("type")) {
				subscribed.countDown();
				return null;
			}
			received.incrementAndGet();
			newest.put(message.get("isinCode").asString(), message.get("bid").asInt());
			return null;
		}
	}
}
