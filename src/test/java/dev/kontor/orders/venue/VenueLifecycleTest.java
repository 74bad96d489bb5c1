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
import java.util.concurrent.Callable;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.accounts.CashLedger;
import dev.kontor.accounts.SecuritiesLedger;
import dev.kontor.testing.HttpTest;
import dev.kontor.testing.Races;

import static dev.kontor.orders.venue.VenueMarket.decimal;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * An order's life at the venue over HTTP: nothing fills while the market is closed, Day orders expire at the
 * session's end and get the venue's end-of-day confirmation, and a cancellation racing a fill leaves exactly one of
 * them done.
 */
class VenueLifecycleTest extends HttpTest {

	@Autowired
	CashLedger cash;

	@Autowired
	SecuritiesLedger securities;

	@Autowired
	JdbcClient jdbc;

	private VenueMarket market;

	@BeforeEach
	void market() {
		market = new VenueMarket(http, platform, cash, securities);
		market.fund("10000");
	}

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
	void aCancellationRacingAFillLeavesEachOrderEitherFilledOrCancelled() throws Exception {
		market.quote("99", "100");
		List<String> ids = IntStream.range(0, 8).mapToObj(i -> "race-" + i).toList();
		ids.forEach(id -> market.place(id, "Buy", "Limit", "GoodTillCancelled", "quantity", "10", "limitPrice", "95"));
		List<Callable<Integer>> tasks = new ArrayList<>();
		tasks.add(() -> {
			market.quote("94", "95");
			return 200;
		});
		ids.forEach(id -> tasks.add(() -> cancel(id)));

		assertThat(Races.run(tasks)).allMatch(status -> status == 200 || status == 202);

		BigDecimal spent = BigDecimal.ZERO;
		for (String id : ids) {
			JsonNode order = market.awaitOrder(id, o -> !o.get("status").asString().equals("New"));
			String status = order.get("status").asString();
			assertThat(status).isIn("Filled", "Cancelled");
			assertThat(order.get("executions")).hasSize(status.equals("Filled") ? 1 : 0);
			if (status.equals("Filled")) {
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
		return jdbc.sql("SELECT parameters FROM webhook_events WHERE tenant_id = :tenantId "
				+ "AND type = 'TradeCaptureReport'")
			.param("tenantId", market.tenantId)
			.query(String.class)
			.list()
			.stream()
			.map(json -> JsonMapper.shared().readTree(json).get("clientOrderId").asString())
			.toList();
	}
}
