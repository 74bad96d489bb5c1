package dev.kontor.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The life cycle of an order at a venue that answers later (contract section 12), over HTTP with real tokens, with a
 * venue that only records what it is sent and the test answering in its place through {@link VenueReports}: a new
 * order is PendingNew until acknowledged, a cancellation and a modification are requests (PendingCancel,
 * PendingReplace) that the venue accepts or refuses, a refusal puts the order back where it stood, and a modification
 * holds what both the old and the new terms need until it is answered. The stock is quoted at bid 99 / ask 100; the
 * default fee is 1 + 0.1 % of the value, at least 2.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT, properties = "kontor.orders.venue=later")
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@DirtiesContext
@Import({ TestInfrastructure.class, AnsweredLaterLifeCycleTest.LaterVenue.class })
class AnsweredLaterLifeCycleTest {

	private static final int PORT = FreePorts.pick();

	private static final int APPLIERS = 6;

	private final Http http = new Http("http://localhost:" + PORT);

	@Autowired
	Accounts accounts;

	@Autowired
	VenueReports reports;

	@Autowired
	RecordingVenue venue;

	private OrdersTenant tenant;

	@DynamicPropertySource
	static void serverAddress(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		OwnDatabase.use(registry, "later");
	}

	/** A venue that answers later and only records what the order side sends it. */
	static final class RecordingVenue implements Venue {

		final List<Object> sent = new CopyOnWriteArrayList<>();

		@Override
		public boolean answersAtOnce() {
			return false;
		}

		@Override
		public void accepted(Order order) {
			sent.add(order.id());
		}

		@Override
		public void modified(VenueRequest request) {
			sent.add(request);
		}

		@Override
		public void cancelled(VenueRequest request) {
			sent.add(request);
		}

		List<VenueRequest> requestsOf(OrderId order) {
			return sent.stream()
				.filter(VenueRequest.class::isInstance)
				.map(VenueRequest.class::cast)
				.filter(request -> request.orderId().equals(order))
				.toList();
		}
	}

	@TestConfiguration
	static class LaterVenue {

		@Bean
		RecordingVenue recordingVenue() {
			return new RecordingVenue();
		}
	}

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, new Platform(http), accounts);
		tenant.fund("10000");
	}

	@Test
	void aNewOrderIsPendingNewUntilTheVenueAcknowledgesIt() {
		OrderId id = place("n", "Buy", "quantity", "10", "limitPrice", "50");

		assertThat(tenant.order("n").get("status").asString()).isEqualTo("PendingNew");
		assertThat(venue.sent).contains(id);
		assertThat(open()).as("a pending order is open").contains("n");

		reports.acknowledged(id);
		reports.acknowledged(id);

		assertThat(tenant.order("n").get("status").asString()).isEqualTo("New");
	}

	@Test
	void aCancellationWaitsForTheVenueAndARefusalPutsTheOrderBack() {
		OrderId id = acknowledged("c", "quantity", "10", "limitPrice", "50");

		JsonNode pending = cancel("c");
		JsonNode again = cancel("c");

		assertThat(pending.get("status").asString()).isEqualTo("PendingCancel");
		assertThat(pending.get("reservedAmount").decimalValue()).as("held until the venue cancels")
			.isEqualByComparingTo("502");
		assertThat(again.get("status").asString()).as("a second request while one waits changes nothing")
			.isEqualTo("PendingCancel");
		assertThat(venue.requestsOf(id)).extracting(VenueRequest::number).containsExactly(1);

		reports.amendmentRefused(id, "too late to cancel");
		assertThat(tenant.order("c").get("status").asString()).isEqualTo("New");

		cancel("c");
		reports.closed(id, OrderStatus.Cancelled, null);

		JsonNode cancelled = tenant.order("c");
		assertThat(cancelled.get("status").asString()).isEqualTo("Cancelled");
		assertThat(venue.requestsOf(id)).extracting(VenueRequest::number).containsExactly(1, 2);
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aModificationHoldsWhatBothTermsNeedUntilTheVenueReplacesTheOrder() {
		OrderId id = acknowledged("m", "quantity", "10", "limitPrice", "50");

		JsonNode pending = expect(http.putJson(tenant.orders(tenant.clientId) + "/m", tenant.token,
				Map.of("quantity", 20, "limitPrice", 60)), 202);

		assertThat(pending.get("status").asString()).isEqualTo("PendingReplace");
		assertThat(pending.get("quantity").decimalValue()).as("the terms stay until the venue replaces")
			.isEqualByComparingTo("10");
		assertThat(pending.get("reservedAmount").decimalValue()).as("the new terms: 1200 + 1 + 1.2")
			.isEqualByComparingTo("1202.2");
		VenueRequest request = venue.requestsOf(id).getFirst();
		assertThat(request.replacement().quantity()).isEqualByComparingTo("20");
		assertThat(request.replacement().limitPrice()).isEqualByComparingTo("60");

		reports.replaced(id);

		JsonNode replaced = tenant.order("m");
		assertThat(replaced.get("status").asString()).isEqualTo("New");
		assertThat(replaced.get("quantity").decimalValue()).isEqualByComparingTo("20");
		assertThat(replaced.get("limitPrice").decimalValue()).isEqualByComparingTo("60");
		assertThat(tenant.reservedCash()).isEqualByComparingTo("1202.2");
	}

	@Test
	void aRefusedModificationKeepsTheOldTermsAndWhatTheyHold() {
		OrderId id = acknowledged("r", "quantity", "20", "limitPrice", "60");

		JsonNode pending = expect(http.putJson(tenant.orders(tenant.clientId) + "/r", tenant.token,
				Map.of("quantity", 5)), 202);
		assertThat(pending.get("reservedAmount").decimalValue()).as("the larger of the old and the new terms")
			.isEqualByComparingTo("1202.2");

		reports.amendmentRefused(id, "no");

		JsonNode refused = tenant.order("r");
		assertThat(refused.get("status").asString()).isEqualTo("New");
		assertThat(refused.get("quantity").decimalValue()).isEqualByComparingTo("20");
		assertThat(tenant.reservedCash()).isEqualByComparingTo("1202.2");
		reports.replaced(id);
		assertThat(tenant.order("r").get("quantity").decimalValue()).as("no request waits any more")
			.isEqualByComparingTo("20");
	}

	@Test
	void aFillWhileACancellationWaitsKeepsItWaitingAndARefusalLeavesItPartiallyFilled() {
		OrderId id = acknowledged("p", "quantity", "10", "limitPrice", "50");
		cancel("p");

		reports.filledOnce(id, "EX-1", fill("4", "49.5"));

		JsonNode waiting = tenant.order("p");
		assertThat(waiting.get("status").asString()).isEqualTo("PendingCancel");
		assertThat(waiting.get("filledQuantity").decimalValue()).isEqualByComparingTo("4");

		reports.amendmentRefused(id, "no");
		assertThat(tenant.order("p").get("status").asString()).isEqualTo("PartiallyFilled");
	}

	@Test
	void anExecutionReportedTwiceIsBookedOnce() {
		OrderId id = acknowledged("d", "quantity", "10", "limitPrice", "50");

		assertThat(reports.filledOnce(id, "EX-7", fill("10", "50"))).isPresent();
		assertThat(reports.filledOnce(id, "EX-7", fill("10", "50"))).isEmpty();

		JsonNode order = tenant.order("d");
		assertThat(order.get("status").asString()).isEqualTo("Filled");
		assertThat(order.get("executions")).hasSize(1);
		assertThat(tenant.availableCash()).as("10,000 - 500 - fee 2").isEqualByComparingTo("9498");
		assertThat(tenant.reservedCash()).isZero();
	}

	/**
	 * Several threads apply the same five executions at once, as two instances would apply one resend, or one the
	 * original and the other its resend: each is booked once, and the ledger holds exactly their bookings.
	 */
	@Test
	void executionsAppliedBySeveralAtOnceAreBookedOnceEach() throws Exception {
		OrderId id = acknowledged("x", "quantity", "10", "limitPrice", "50");
		List<String> execIds = List.of("EX-A", "EX-B", "EX-C", "EX-D", "EX-E");
		CountDownLatch start = new CountDownLatch(1);
		List<Future<Long>> appliers = new ArrayList<>();
		try (ExecutorService threads = Executors.newFixedThreadPool(APPLIERS)) {
			for (int applier = 0; applier < APPLIERS; applier++) {
				appliers.add(threads.submit(() -> {
					start.await();
					return execIds.stream()
						.filter(execId -> reports.filledOnce(id, execId, fill("2", "50")).isPresent())
						.count();
				}));
			}
			start.countDown();
		}

		long booked = 0;
		for (Future<Long> applier : appliers) {
			booked += applier.get();
		}
		assertThat(booked).isEqualTo(execIds.size());
		JsonNode order = tenant.order("x");
		assertThat(order.get("status").asString()).isEqualTo("Filled");
		assertThat(order.get("filledQuantity").decimalValue()).isEqualByComparingTo("10");
		assertThat(order.get("executions")).hasSize(execIds.size());
		assertThat(tenant.availableCash()).as("10,000 - 500 - fee 2").isEqualByComparingTo("9498");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aModificationOfAPendingNewOrderChangesNothing() {
		place("pn", "Buy", "quantity", "10", "limitPrice", "50");

		JsonNode answer = expect(http.putJson(tenant.orders(tenant.clientId) + "/pn", tenant.token,
				Map.of("quantity", 20)), 202);

		assertThat(answer.get("status").asString()).isEqualTo("PendingNew");
		assertThat(answer.get("quantity").decimalValue()).isEqualByComparingTo("10");
	}

	private OrderId place(String clientOrderId, String side, Object... figures) {
		JsonNode placed = expect(tenant.place(tenant.order(clientOrderId, side, "Limit", "GoodTillCancelled",
				figures)), 201);
		assertThat(placed.get("status").asString()).isEqualTo("PendingNew");
		return new OrderId(UUID.fromString(placed.get("id").asString()));
	}

	private OrderId acknowledged(String clientOrderId, Object... figures) {
		OrderId id = place(clientOrderId, "Buy", figures);
		reports.acknowledged(id);
		return id;
	}

	private JsonNode cancel(String clientOrderId) {
		return expect(http.send(http.request(tenant.orders(tenant.clientId) + "/" + clientOrderId)
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE()), 202);
	}

	private String open() {
		return expect(http.get(tenant.orders(tenant.clientId), tenant.token), 200).toString();
	}

	private static Fill fill(String quantity, String price) {
		return new Fill(new BigDecimal(quantity), new BigDecimal(price), "FIX EXCHANGE", Instant.now(),
				LocalDate.now().plusDays(2), null);
	}
}
