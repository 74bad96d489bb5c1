package dev.kontor.console;

import java.net.URI;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestIsins;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The market view's quote stream, opened with the console's session: only from the console's own origin, and only
 * with a session whose user may see the market.
 */
class LiveQuoteStreamTest extends HttpTest {

	private static final URI STREAM = URI.create("ws://localhost:" + PORT + "/console/market/quotes/stream");

	@Test
	void aSignedInOfficerOpensTheStreamFromTheConsolesOrigin() throws Exception {
		String isin = TestIsins.random();
		new MarketRecords(http, platform).instrumentWithQuotes(isin);
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.newTenant(), "aml-officer"));
		CompletableFuture<String> first = new CompletableFuture<>();

		WebSocket socket = open(session.http, BASE_URL, first);
		socket.sendText("{\"action\":\"subscribe\",\"isinCodes\":[\"" + isin + "\"]}", true).join();

		assertThat(first.get(10, TimeUnit.SECONDS)).contains("\"type\":\"subscribed\"");
		socket.abort();
	}

	@Test
	void anotherOriginIsRefusedAndSoIsAnUpgradeWithoutASession() {
		ConsoleSession session = ConsoleSession.signIn(BASE_URL, platform.newUser(platform.newTenant(), "aml-officer"));

		assertThat(refusal(session.http, "https://elsewhere.example")).isEqualTo(403);
		assertThat(refusal(new Http(BASE_URL), BASE_URL)).isEqualTo(302);
	}

	private static WebSocket open(Http browser, String origin, CompletableFuture<String> first) {
		return browser.newWebSocket().header("Origin", origin).buildAsync(STREAM, new WebSocket.Listener() {

			@Override
			public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
				first.complete(data.toString());
				return null;
			}
		}).join();
	}

	private static int refusal(Http browser, String origin) {
		try {
			open(browser, origin, new CompletableFuture<>()).abort();
			return 101;
		}
		catch (CompletionException ex) {
			assertThat(ex).hasCauseInstanceOf(WebSocketHandshakeException.class);
			return ((WebSocketHandshakeException) ex.getCause()).getResponse().statusCode();
		}
	}
}
