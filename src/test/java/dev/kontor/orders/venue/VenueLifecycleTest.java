package dev.kontor.orders.venue;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.testing.Races;

import static dev.kontor.orders.venue.VenueMarket.decimal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * An order's life at the venue over HTTP: nothing fills while the market is closed, Day orders expire at the
 * session's end and get the venue's end-of-day confirmation, and a cancellation or a modification racing a fill
 * leaves exactly one of them done, the other rejected by event.
 */
class VenueLifecycleTest extends FundedMarketTest {

	private static final int RACING_ORDERS = 10;

	private static final Duration AMENDMENTS_SPREAD = Duration.ofMillis(200);

	@Autowired
	JdbcClient jdbc;

	@Test
	void nothingFillsWhileTheMarketIsClosedAndTheOrderFillsOnceItOpens() {
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		List<Integer> otherDays = IntStream.rangeClosed(1, 7)
			.filter(day -> day != today.getDayOfWeek().getValue())
			.boxed()
			.toList();
		market.calendar(otherDays, List.of(), "23:59:59");
		market.quote("99", "100");
		market.place("closed-1", "Buy", "Market", "GoodTillCancelled", "quantity", "1");
		VenueMarket.pause(2000);
		assertThat(market.order("closed-1").get("status").asString()).isEqualTo("New");

		market.openAroundTheClock();
		market.quote("99", "100");

		market.awaitStatus("closed-1", "Filled");
	}

	@Test
	void aDayOrderExpiresAtTheSessionsEndAndReleasesItsReservation() {
		LocalTime end = LocalTime.now(ZoneOffset.UTC).plusSeconds(6);
		assumeThat(end).as("not across midnight").isAfter(LocalTime.of(0, 1));
		market.calendar(List.of(LocalDate.now(ZoneOffset.UTC).getDayOfWeek().getValue()), List.of(),
				end.format(DateTimeFormatter.ofPattern("HH:mm:ss")));
		market.quote("99", "100");
		market.place("day-1", "Buy", "Limit", "Day", "quantity", "10", "limitPrice", "90");
		market.place("day-2", "Buy", "Market", "Day", "quantity", "2");
		market.awaitStatus("day-2", "Filled");
		assertThat(decimal(market.internalAccount(), "reservedAmount")).isPositive();

		JsonNode expired = market.awaitOrder("day-1",
				order -> order.get("status").asString().equals("Expired"), Duration.ofSeconds(25));

		assertThat(decimal(expired, "filledQuantity")).isEqualByComparingTo("0");
		assertThat(decimal(market.internalAccount(), "reservedAmount")).isEqualByComparingTo("0");
		assertThat(market.order("day-2").get("status").asString()).isEqualTo("Filled");
		assertThat(awaitCaptureReports(1, Duration.ofSeconds(25))).as("one confirmation, for the order with executions")
			.containsExactly("day-2");
	}

	@Test
	void aCancellationRacingAFillLeavesEachOrderEitherFilledOrCancelledAndTheLosingCancellationRejected()
			throws Exception {
		List<String> ids = raceAFill("race-", this::cancel);

		BigDecimal spent = BigDecimal.ZERO;
		for (String id : ids) {
			JsonNode order = market.awaitOrder(id, o -> !o.get("status").asString().equals("New"));
			String status = order.get("status").asString();
			assertThat(status).isIn("Filled", "Cancelled");
			boolean filled = status.equals("Filled");
			assertThat(order.get("executions")).hasSize(filled ? 1 : 0);
			assertThat(rejectsOf("TradeOrderCancelReject", id)).as("cancellation rejects of %s, %s", id, status)
				.isEqualTo(filled ? 1 : 0);
			if (filled) {
				spent = spent.add(new BigDecimal("952"));
			}
		}
		VenueMarket.pause(1500);
		JsonNode account = market.internalAccount();
		assertThat(decimal(account, "balance")).isEqualByComparingTo(new BigDecimal("10000").subtract(spent));
		assertThat(decimal(account, "reservedAmount")).isEqualByComparingTo("0");
		for (String id : ids) {
			assertThat(market.order(id).get("executions").size()).as("no order filled twice").isLessThanOrEqualTo(1);
		}
	}

	/**
	 * A modification to a limit the quote no longer reaches races the quote that fills the order at its old limit:
	 * either the fill came first (one execution at the old limit, the modification rejected by event) or the
	 * modification did (the new limit, nothing filled, no reject), and the account holds what the open orders
	 * reserve.
	 */
	@Test
	void aModificationRacingAFillLeavesEachOrderEitherFilledOrModifiedAndTheLosingModificationRejected()
			throws Exception {
		List<String> ids = raceAFill("modify-race-", id -> modifyLimit(id, "90"));

		BigDecimal spent = BigDecimal.ZERO;
		BigDecimal reserved = BigDecimal.ZERO;
		for (String id : ids) {
			JsonNode order = market.awaitOrder(id, o -> o.get("status").asString().equals("Filled")
					|| decimal(o, "limitPrice").compareTo(new BigDecimal("90")) == 0);
			boolean filled = order.get("status").asString().equals("Filled");
			assertThat(rejectsOf("TradeOrderModifyReject", id)).as("modification rejects of %s", id)
				.isEqualTo(filled ? 1 : 0);
			if (filled) {
				assertThat(order.get("executions")).hasSize(1);
				assertThat(decimal(order.get("executions").get(0), "price")).isEqualByComparingTo("95");
				spent = spent.add(new BigDecimal("952"));
			}
			else {
				assertThat(order.get("status").asString()).isEqualTo("New");
				assertThat(order.get("executions")).isEmpty();
				reserved = reserved.add(decimal(order, "reservedAmount"));
			}
		}
		VenueMarket.pause(1500);
		JsonNode account = market.internalAccount();
		assertThat(decimal(account, "balance")).isEqualByComparingTo(new BigDecimal("10000").subtract(spent));
		assertThat(decimal(account, "reservedAmount")).as("what the modified orders reserve")
			.isEqualByComparingTo(reserved);
		for (String id : ids) {
			assertThat(market.order(id).get("executions").size()).as("no order filled twice").isLessThanOrEqualTo(1);
		}
	}

	/**
	 * Places resting buys of 10 at a limit of 95, then sends one amendment of each order spread over 200 ms (each
	 * answered 202) and, 50 ms into them, the quote that fills the orders at 95: the first amendments reach their
	 * orders before the quote, the last ones after the venue filled them, the ones between race the fills.
	 */
	private List<String> raceAFill(String prefix, ToIntFunction<String> amendment) throws Exception {
		market.quote("99", "100");
		List<String> ids = IntStream.range(0, RACING_ORDERS).mapToObj(i -> prefix + i).toList();
		ids.forEach(id -> market.place(id, "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "95"));
		List<Callable<Integer>> tasks = new ArrayList<>();
		tasks.add(() -> {
			VenueMarket.pause(AMENDMENTS_SPREAD.toMillis() / 4);
			market.quote("94", "95");
			return 202;
		});
		for (int i = 0; i < ids.size(); i++) {
			String id = ids.get(i);
			long delay = i * AMENDMENTS_SPREAD.toMillis() / ids.size();
			tasks.add(() -> {
				VenueMarket.pause(delay);
				return amendment.applyAsInt(id);
			});
		}
		assertThat(Races.run(tasks)).containsOnly(202);
		return ids;
	}

	private int modifyLimit(String clientOrderId, String limitPrice) {
		return http.putJson(market.orders() + "/" + clientOrderId, market.token, Map.of("limitPrice", new BigDecimal(limitPrice)))
			.status();
	}

	private int rejectsOf(String type, String clientOrderId) {
		return (int) clientOrderIdsOf(type).stream().filter(clientOrderId::equals).count();
	}

	private int cancel(String clientOrderId) {
		return http.send(http.request(market.orders() + "/" + clientOrderId)
			.header("Authorization", "Bearer " + market.token)
			.DELETE()).status();
	}

	private List<String> awaitCaptureReports(int count, Duration patience) {
		Instant deadline = Instant.now().plus(patience);
		List<String> reported = captureReports();
		while (reported.size() < count && Instant.now().isBefore(deadline)) {
			VenueMarket.pause(250);
			reported = captureReports();
		}
		VenueMarket.pause(1000);
		return captureReports();
	}

	private List<String> captureReports() {
		return clientOrderIdsOf("TradeCaptureReport");
	}

	/** The clientOrderId of each of the tenant's events of this type. */
	private List<String> clientOrderIdsOf(String type) {
		return jdbc.sql("SELECT parameters FROM webhook_events WHERE tenant_id = :tenantId AND type = :type")
			.param("tenantId", market.tenantId)
			.param("type", type)
			.query(String.class)
			.list()
			.stream()
			.map(json -> JsonMapper.shared().readTree(json).get("clientOrderId").asString())
			.toList();
	}
}
