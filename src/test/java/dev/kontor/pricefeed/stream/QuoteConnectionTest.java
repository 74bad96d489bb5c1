package dev.kontor.pricefeed.stream;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.web.socket.TextMessage;
import org.springframework.web.socket.WebSocketSession;

import dev.kontor.pricefeed.LiveQuote;
import dev.kontor.pricefeed.TradeProvider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class QuoteConnectionTest {

	private static final Instant T0 = Instant.parse("2026-11-23T10:00:00Z");

	private static final QuoteKey A = new QuoteKey(TradeProvider.ProviderA, "DE0007164600");

	private static final QuoteKey B = new QuoteKey(TradeProvider.ProviderA, "DE0005140008");

	private final JsonMapper json = JsonMapper.builder().findAndAddModules().build();

	private final ExecutorService sender = Executors.newSingleThreadExecutor();

	private final CountDownLatch clientReads = new CountDownLatch(1);

	private final List<JsonNode> sent = new CopyOnWriteArrayList<>();

	private final QuoteConnection connection = new QuoteConnection(slowClient(), new StreamCaller("client", "token",
			T0.plusSeconds(900)), json, 4, sender);

	@AfterEach
	void stop() {
		clientReads.countDown();
		sender.shutdownNow();
	}

	@Test
	void aSlowReaderMakesTheConnectionHoldOneQuotePerInstrumentTheNewest() {
		connection.subscribe(List.of(A, B), 10);
		connection.offer(quote(A, 0));
		await().until(() -> sent.size() == 1);

		for (int i = 1; i <= 500; i++) {
			connection.offer(quote(A, i));
			connection.offer(quote(B, i));
			assertThat(connection.waiting()).isLessThanOrEqualTo(2);
		}
		clientReads.countDown();

		await().until(() -> sent.size() == 3);
		assertThat(sent).extracting(quote -> quote.get("isinCode").asString() + "@" + quote.get("bid").asString())
			.containsExactly(A.isinCode() + "@0", A.isinCode() + "@500", B.isinCode() + "@500");
	}

	@Test
	void aQuoteNoNewerThanOneOfferedIsLeftOut() {
		clientReads.countDown();
		connection.subscribe(List.of(A), 10);

		connection.offer(quote(A, 2));
		connection.offer(quote(A, 1));
		connection.offer(quote(A, 2));
		connection.offer(quote(A, 3));

		await().until(() -> !sent.isEmpty() && sent.getLast().get("bid").asInt() == 3);
		assertThat(sent).extracting(quote -> quote.get("bid").asInt())
			.as("in time order, each once (2 may have been replaced by 3 while waiting)")
			.isSubsetOf(2, 3)
			.doesNotHaveDuplicates()
			.isSorted();
	}

	@Test
	void quotesOfInstrumentsNotSubscribedToOrUnsubscribedAreLeftOut() {
		connection.subscribe(List.of(A, B), 10);
		connection.offer(quote(A, 0));
		await().until(() -> sent.size() == 1);
		connection.offer(quote(B, 1));

		connection.unsubscribe(List.of(B));
		connection.offer(quote(B, 2));
		connection.offer(quote(new QuoteKey(TradeProvider.ProviderB, A.isinCode()), 3));
		connection.offer(quote(A, 4));
		clientReads.countDown();

		await().until(() -> sent.size() == 2);
		assertThat(sent).extracting(quote -> quote.get("bid").asInt()).containsExactly(0, 4);
	}

	@Test
	void aSubscriptionBeyondTheLimitIsRefusedAndChangesNothing() {
		connection.subscribe(List.of(A), 2);

		assertThatThrownBy(() -> connection.subscribe(List.of(B, new QuoteKey(TradeProvider.ProviderB, "US0378331005")),
				2))
			.isInstanceOf(SubscriptionRefused.class)
			.hasMessage("At most 2 instruments per connection: this one holds 1 and the message adds 2");
		assertThat(connection.subscriptions()).containsExactly(A);
		assertThat(connection.subscribe(List.of(A, B), 2)).isEqualTo(2);
	}

	private static LiveQuote quote(QuoteKey key, int bid) {
		return new LiveQuote(key.provider(), key.isinCode(), T0.plusSeconds(bid), "Open", BigDecimal.valueOf(bid),
				BigDecimal.valueOf(bid + 1), null, null);
	}

	/** A session whose client reads its first message, then nothing until {@code clientReads} opens. */
	private WebSocketSession slowClient() {
		WebSocketSession session = mock(WebSocketSession.class);
		when(session.isOpen()).thenReturn(true);
		when(session.getId()).thenReturn("s");
		try {
			doAnswer(call -> {
				sent.add(json.readTree(call.<TextMessage>getArgument(0).getPayload()));
				clientReads.await(10, TimeUnit.SECONDS);
				return null;
			}).when(session).sendMessage(any());
		}
		catch (java.io.IOException ex) {
			throw new IllegalStateException(ex);
		}
		return session;
	}
}
