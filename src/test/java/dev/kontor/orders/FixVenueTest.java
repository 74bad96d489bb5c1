package dev.kontor.orders;

import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.ClOrdID;
import quickfix.field.Currency;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.ExDestination;
import quickfix.field.ExecType;
import quickfix.field.MsgType;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.OrdStatusReqID;
import quickfix.field.OrdType;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.Price;
import quickfix.field.SecurityID;
import quickfix.field.Text;
import quickfix.fix44.ExecutionReport;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import dev.kontor.accounts.Accounts;
import dev.kontor.orders.fix.FixSessions;
import dev.kontor.orders.fix.TestVenue;
import dev.kontor.orders.internal.OrderAmendments;
import dev.kontor.testing.ConsoleBrowser;
import dev.kontor.testing.FreePorts;
import dev.kontor.testing.Http;
import dev.kontor.testing.OwnDatabase;
import dev.kontor.testing.Platform;
import dev.kontor.testing.TestDatabaseProfiles;
import dev.kontor.testing.TestInfrastructure;

import static dev.kontor.orders.OrdersTenant.expect;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Orders at a FIX venue (contract section 12, docs/fix.md) over HTTP with real tokens, against a FIX 4.4 acceptor
 * the test scripts as the venue: an order waits PendingNew for the venue's New, fills once per ExecID however often
 * the Trade comes, and cancellations and modifications wait for the venue's answer. The session resumes its
 * sequence numbers after a restart and asks the status of every open order after each logon; the operator sees it
 * in the console and has it reconnect there. On a database of its own (an H2 of its own, or a PostgreSQL schema of
 * its own), since its venue is not the shared context's; closed after the class, so that its initiator does not call
 * the closed venue for the rest of the suite.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT,
		properties = { "kontor.orders.venue=fix", "kontor.orders.fix.reconnect-interval=1s" })
@ActiveProfiles(resolver = TestDatabaseProfiles.class)
@Import(TestInfrastructure.class)
@DirtiesContext
class FixVenueTest {

	private static final int PORT = FreePorts.pick();

	private static final int FIX_PORT = FreePorts.pick();

	private static final TestVenue VENUE = new TestVenue(FIX_PORT);

	private final Http http = new Http("http://localhost:" + PORT);

	private final Platform platform = new Platform(http);

	@Autowired
	Accounts accounts;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	ApplicationContext context;

	private OrdersTenant tenant;

	@DynamicPropertySource
	static void addresses(DynamicPropertyRegistry registry) {
		registry.add("server.port", () -> PORT);
		registry.add("kontor.issuer", () -> "http://localhost:" + PORT);
		registry.add("kontor.orders.fix.port", () -> FIX_PORT);
		OwnDatabase.use(registry, "fix");
	}

	@AfterAll
	static void stopVenue() {
		VENUE.close();
	}

	@BeforeEach
	void tenant() {
		tenant = new OrdersTenant(http, platform, accounts);
		tenant.fund("10000");
		VENUE.awaitLoggedOn();
	}

	@Test
	void anOrderIsPendingNewUntilTheVenueAcknowledgesItAndFillsOnceHoweverOftenTheTradeComes() throws FieldNotFound {
		JsonNode placed = expect(tenant.place(limitBuy("f-1", "10", "100")), 201);
		assertThat(placed.get("status").asString()).isEqualTo("PendingNew");
		String id = placed.get("id").asString();

		Message sent = VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);
		assertThat(sent.getString(SecurityID.FIELD)).isEqualTo(tenant.isin);
		assertThat(sent.getString(ExDestination.FIELD)).isEqualTo("ProviderA");
		assertThat(sent.getDecimal(OrderQty.FIELD)).isEqualByComparingTo("10");
		assertThat(sent.getDecimal(Price.FIELD)).isEqualByComparingTo("100");
		assertThat(sent.getChar(OrdType.FIELD)).isEqualTo(OrdType.LIMIT);

		VENUE.send(VENUE.report(id, ExecType.NEW, OrdStatus.NEW, tenant.isin, "0", "10"));
		awaitStatus("f-1", "New");

		VENUE.send(VENUE.trade(id, tenant.isin, "T1-" + id, "4", "99", "4", "6"));
		awaitStatus("f-1", "PartiallyFilled");
		VENUE.send(TestVenue.possibleDuplicate(VENUE.trade(id, tenant.isin, "T1-" + id, "4", "99", "4", "6")));
		VENUE.send(VENUE.trade(id, tenant.isin, "T2-" + id, "6", "99", "10", "0"));
		JsonNode filled = awaitStatus("f-1", "Filled");
		VENUE.send(TestVenue.possibleDuplicate(VENUE.trade(id, tenant.isin, "T2-" + id, "6", "99", "10", "0")));
		awaitQuiet();

		JsonNode order = tenant.order("f-1");
		assertThat(order.get("executions")).hasSize(2);
		assertThat(order.get("executions")).allSatisfy(execution -> assertThat(execution.get("venue").asString())
			.isEqualTo("FIX EXCHANGE"));
		assertThat(order.get("averagePrice").decimalValue()).isEqualByComparingTo("99");
		assertThat(filled.get("filledQuantity").decimalValue()).isEqualByComparingTo("10");
		// 396 and 594, each booked once, and the order's fee of 2 (1 + 0.1 % of 990, at least 2) over both fills
		assertThat(tenant.availableCash()).isEqualByComparingTo("9008");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aCancellationWaitsPendingCancelForTheVenuesCanceled() throws FieldNotFound {
		String id = acknowledged("c-1");

		JsonNode pending = expect(cancel("c-1"), 202);
		assertThat(pending.get("status").asString()).isEqualTo("PendingCancel");
		Message request = VENUE.awaitReceived(MsgType.ORDER_CANCEL_REQUEST, id + ".1");
		assertThat(request.getString(OrigClOrdID.FIELD)).isEqualTo(id);

		VENUE.send(VENUE.report(id + ".1", ExecType.CANCELED, OrdStatus.CANCELED, tenant.isin, "0", "0"));

		awaitStatus("c-1", "Cancelled");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aCancellationTheVenueNeverHadIsSentOnceMoreThenGivenUp() {
		String id = acknowledged("c-5");
		expect(cancel("c-5"), 202);
		VENUE.awaitReceived(MsgType.ORDER_CANCEL_REQUEST, id + ".1");

		VENUE.send(statusAnswer(id, request(id, "MIN")));
		awaitQuiet();
		assertThat(cancelsReceived(id)).as("a status request sent before the cancel: its answer is still to come")
			.isEqualTo(1);

		VENUE.send(statusAnswer(id, request(id, "MAX")));
		Instant deadline = Instant.now().plusSeconds(15);
		while (cancelsReceived(id) < 2) {
			assertThat(Instant.now()).as("the cancel the venue never had was not sent once more").isBefore(deadline);
			pause(50);
		}
		assertThat(tenant.order("c-5").get("status").asString()).isEqualTo("PendingCancel");

		VENUE.send(statusAnswer(id, request(id, "MAX")));

		awaitStatus("c-5", "New");
		assertThat(events("TradeOrderCancelReject")).isEqualTo(1);
		assertThat(cancelsReceived(id)).as("sent once more only once").isEqualTo(2);
	}

	/** The venue's answer to a status request that named the order's request {@code named}: the order is New. */
	private ExecutionReport statusAnswer(String id, long named) {
		ExecutionReport answer = VENUE.report(id, ExecType.ORDER_STATUS, OrdStatus.NEW, tenant.isin, "0", "10");
		answer.set(new OrdStatusReqID(Long.toString(named)));
		return answer;
	}

	/** The outbox id of the order's first ({@code MIN}) or last ({@code MAX}) request. */
	private long request(String id, String which) {
		return jdbc.sql("SELECT " + which + "(id) FROM fix_outbox WHERE order_id = :order")
			.param("order", UUID.fromString(id))
			.query(Long.class)
			.single();
	}

	private static long cancelsReceived(String id) {
		return VENUE.received(MsgType.ORDER_CANCEL_REQUEST)
			.stream()
			.filter(message -> (id + ".1").equals(clOrdId(message)))
			.count();
	}

	@Test
	void anOrderACorporateActionCancelsIsCancelledAtTheVenueToo() throws FieldNotFound {
		String id = acknowledged("c-3");

		context.getBean(OrderAmendments.class).cancelForCorporateAction(tenant.tenantId,
				new OrderId(UUID.fromString(id)));

		assertThat(tenant.order("c-3").get("status").asString()).isEqualTo("Cancelled");
		Message request = VENUE.awaitReceived(MsgType.ORDER_CANCEL_REQUEST, id + ".1");
		assertThat(request.getString(OrigClOrdID.FIELD)).isEqualTo(id);
		assertThat(request.getString(SecurityID.FIELD)).isEqualTo(tenant.isin);
		assertThat(request.getDecimal(OrderQty.FIELD)).isEqualByComparingTo("10");
	}

	@Test
	void aRefusedCancellationLeavesTheOrderNewAndFiresTheReject() {
		String id = acknowledged("c-2");
		expect(cancel("c-2"), 202);
		VENUE.awaitReceived(MsgType.ORDER_CANCEL_REQUEST, id + ".1");

		VENUE.send(VENUE.cancelReject(id + ".1", CxlRejResponseTo.ORDER_CANCEL_REQUEST, "Too late to cancel"));

		awaitStatus("c-2", "New");
		assertThat(events("TradeOrderCancelReject")).isEqualTo(1);
	}

	@Test
	void anAcceptedModificationAppliesTheNewTermsAndARefusedOneKeepsTheOld() throws FieldNotFound {
		String id = acknowledged("m-1");

		JsonNode pending = expect(modify("m-1", Map.of("limitPrice", 90)), 202);
		assertThat(pending.get("status").asString()).isEqualTo("PendingReplace");
		Message replace = VENUE.awaitReceived(MsgType.ORDER_CANCEL_REPLACE_REQUEST, id + ".1");
		assertThat(replace.getDecimal(Price.FIELD)).isEqualByComparingTo("90");
		assertThat(replace.getString(Currency.FIELD)).as("as the NewOrderSingle named it").isEqualTo("EUR");
		VENUE.send(VENUE.report(id + ".1", ExecType.REPLACED, OrdStatus.NEW, tenant.isin, "0", "10"));
		JsonNode replaced = awaitStatus("m-1", "New");
		assertThat(replaced.get("limitPrice").decimalValue()).isEqualByComparingTo("90");

		expect(modify("m-1", Map.of("limitPrice", 80)), 202);
		VENUE.awaitReceived(MsgType.ORDER_CANCEL_REPLACE_REQUEST, id + ".2");
		VENUE.send(VENUE.cancelReject(id + ".2", CxlRejResponseTo.ORDER_CANCEL_REPLACE_REQUEST, "Price band"));
		JsonNode refused = awaitStatus("m-1", "New");
		assertThat(refused.get("limitPrice").decimalValue()).isEqualByComparingTo("90");
	}

	@Test
	void aRejectedOrderIsRejectedWithTheVenuesReason() {
		String id = expect(tenant.place(limitBuy("r-1", "10", "100")), 201).get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);

		ExecutionReport rejected = VENUE.report(id, ExecType.REJECTED, OrdStatus.REJECTED, tenant.isin, "0", "0");
		rejected.set(new OrdRejReason(OrdRejReason.UNKNOWN_SYMBOL));
		rejected.set(new Text("Unknown instrument"));
		VENUE.send(rejected);

		JsonNode order = awaitStatus("r-1", "Rejected");
		assertThat(order.get("rejectReason").asString()).isEqualTo("Unknown instrument");
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aReportOfAnOrderKontorDoesNotKnowIsIgnored() {
		VENUE.send(VENUE.report("not-an-order", ExecType.NEW, OrdStatus.NEW, tenant.isin, "0", "1"));
		VENUE.send(VENUE.trade(UUID.randomUUID().toString(), tenant.isin, "T-" + UUID.randomUUID(), "1", "99", "1",
				"0"));

		String id = acknowledged("u-1");
		assertThat(VENUE.loggedOn()).as("the session goes on").isTrue();
		assertThat(tenant.order("u-1").get("id").asString()).isEqualTo(id);
	}

	@Test
	void afterAReconnectTheStatusOfEveryOpenOrderIsAsked() {
		String id = acknowledged("s-1");
		int logons = VENUE.logons();

		assertThat(http.postJson("/admin/v1/fix-session/reconnect", platform.adminToken(), Map.of()).status())
			.isEqualTo(202);

		Instant deadline = Instant.now().plusSeconds(20);
		while (VENUE.logons() == logons || !VENUE.loggedOn()) {
			assertThat(Instant.now()).as("Kontor never logged on again").isBefore(deadline);
			pause(50);
		}
		Message asked = VENUE.awaitReceived(MsgType.ORDER_STATUS_REQUEST, id);
		assertThat(asked.getOptionalString(OrdStatusReqID.FIELD)).as("names the order's last request")
			.contains(Long.toString(request(id, "MAX")));
		JsonNode session = expect(http.get("/admin/v1/fix-session", platform.adminToken()), 200);
		assertThat(session.get("state").asString()).isEqualTo("Connected");
		assertThat(session.get("lastLogonAt").isNull()).isFalse();
		assertThat(session.get("lastReceived").get("at").asString()).isEqualTo(session.get("lastMessageAt").asString());
		assertThat(session.get("lastSent").get("name").asString()).isNotBlank();
		assertThat(session.get("holder").get("thisInstance").asBoolean()).isTrue();
		assertThat(session.get("openOrders").get("working").asInt()).isPositive();
	}

	@Test
	void theOperatorSeesTheSessionInTheConsoleAndReconnectsItWithAButton() {
		String waiting = expect(tenant.place(limitBuy("f-console", "1", "100")), 201).get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, waiting);
		int logons = VENUE.logons();
		int logouts = VENUE.logouts();
		try (ConsoleBrowser browser = ConsoleBrowser.start("http://localhost:" + PORT)
			.signIn(platform.newUser(platform.operatorTenantId(), "operator"))) {
			browser.submit(By.linkText("FIX session"));

			assertThat(browser.text(By.id("session-state"))).isEqualTo("Connected");
			assertThat(browser.text(By.id("session-holder"))).contains("(this instance)", "lease until");
			assertThat(browser.text(By.id("sender-comp-id"))).isEqualTo("KONTOR");
			assertThat(browser.text(By.id("target-comp-id"))).isEqualTo("EXCHANGE");
			assertThat(browser.text(By.id("venue-address"))).isEqualTo("localhost:" + FIX_PORT);
			assertThat(browser.text(By.id("last-sent"))).matches("\\w+ \\(\\w+\\) at \\d{4}-\\d\\d-\\d\\d .* UTC");
			assertThat(browser.text(By.id("last-received"))).matches("\\w+ \\(\\w+\\) at \\d{4}-\\d\\d-\\d\\d .* UTC");
			List<String> open = openStatuses();
			assertThat(browser.text(By.id("open-orders-pending-new")))
				.isEqualTo(String.valueOf(Collections.frequency(open, "PendingNew")))
				.isNotEqualTo("0");
			assertThat(browser.text(By.id("open-orders-total"))).isEqualTo(String.valueOf(open.size()));
			assertThat(browser.text(By.id("requests-not-sent"))).isEqualTo("0");
			int sentBefore = Integer.parseInt(browser.text(By.id("next-sender-seq-num")));
			browser.assertAccessible().assertReadsAt320Pixels("fix-session-320");
			assertThat(browser.fitsWidth()).as("the page fits 1280 CSS pixels").isTrue();
			browser.screenshotWholePage("fix-session");

			browser.submit(By.id("reconnect"));
			assertThat(browser.text(By.id("notice"))).contains("Logged out of the venue");
			Instant deadline = Instant.now().plusSeconds(20);
			while (VENUE.logouts() == logouts || VENUE.logons() == logons || !VENUE.loggedOn()) {
				assertThat(Instant.now()).as("Kontor never logged out and on again").isBefore(deadline);
				pause(50);
			}
			browser.waiting().until(page -> browser.open("/console/fix-session").text(By.id("session-state"))
				.equals("Connected"));
			assertThat(Integer.parseInt(browser.text(By.id("next-sender-seq-num"))))
				.as("the Logout and the Logon were sent").isGreaterThanOrEqualTo(sentBefore + 2);
		}
	}

	/** The status of every open order. */
	private List<String> openStatuses() {
		return jdbc.sql("SELECT status FROM orders WHERE status IN " + OrderStatus.OPEN_IN_SQL)
			.query(String.class)
			.list();
	}

	@Test
	void whileTheVenueRefusesTheLogonOrdersWaitPendingNewAndGoOutOnceItTakesKontorIn() {
		VENUE.refuseLogons(true);
		try {
			assertThat(http.postJson("/admin/v1/fix-session/reconnect", platform.adminToken(), Map.of()).status())
				.isEqualTo(202);
			Instant deadline = Instant.now().plusSeconds(20);
			while (!expect(http.get("/admin/v1/fix-session", platform.adminToken()), 200).get("state").asString()
				.equals("Disconnected")) {
				assertThat(Instant.now()).as("Kontor never went offline").isBefore(deadline);
				pause(50);
			}

			String id = expect(tenant.place(limitBuy("l-1", "10", "100")), 201).get("id").asString();
			pause(2_000);

			assertThat(tenant.order("l-1").get("status").asString()).isEqualTo("PendingNew");
			assertThat(VENUE.loggedOn()).as("the logon keeps being refused").isFalse();
			assertThat(VENUE.received(MsgType.ORDER_SINGLE)).noneMatch(sent -> sent.toString().contains(id));
		}
		finally {
			VENUE.refuseLogons(false);
		}
		VENUE.awaitLoggedOn();
		String id = tenant.order("l-1").get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);
		VENUE.send(VENUE.report(id, ExecType.NEW, OrdStatus.NEW, tenant.isin, "0", "10"));
		awaitStatus("l-1", "New");
	}

	@Test
	void aTradeBeforeTheAcknowledgementFillsTheOrderAndTheLateNewChangesNothing() {
		String id = expect(tenant.place(limitBuy("o-1", "10", "100")), 201).get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);

		VENUE.send(VENUE.trade(id, tenant.isin, "O1-" + id, "10", "99", "10", "0"));
		awaitStatus("o-1", "Filled");
		VENUE.send(VENUE.report(id, ExecType.NEW, OrdStatus.NEW, tenant.isin, "0", "10"));
		awaitQuiet();

		JsonNode order = tenant.order("o-1");
		assertThat(order.get("status").asString()).isEqualTo("Filled");
		assertThat(order.get("executions")).hasSize(1);
		assertThat(tenant.reservedCash()).isZero();
	}

	@Test
	void aPendingNewOrderUnknownToTheVenueIsSentOnceMoreThenRejected() {
		String id = expect(tenant.place(limitBuy("s-2", "10", "100")), 201).get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);

		VENUE.send(unknownOrder(id));

		Instant deadline = Instant.now().plusSeconds(15);
		while (newOrdersReceived(id) < 2) {
			assertThat(Instant.now()).as("the NewOrderSingle was not sent once more").isBefore(deadline);
			pause(50);
		}
		assertThat(tenant.order("s-2").get("status").asString()).isEqualTo("PendingNew");

		VENUE.send(unknownOrder(id));

		assertThat(awaitStatus("s-2", "Rejected").get("rejectReason").asString()).isEqualTo("unknown to the venue");
		assertThat(newOrdersReceived(id)).as("sent once more only once").isEqualTo(2);
	}

	private ExecutionReport unknownOrder(String id) {
		ExecutionReport unknown = VENUE.report(id, ExecType.ORDER_STATUS, OrdStatus.REJECTED, tenant.isin, "0", "0");
		unknown.set(new OrdRejReason(OrdRejReason.UNKNOWN_ORDER));
		return unknown;
	}

	private static long newOrdersReceived(String id) {
		return VENUE.received(MsgType.ORDER_SINGLE).stream().filter(message -> id.equals(clOrdId(message))).count();
	}

	private static String clOrdId(Message message) {
		return message.getOptionalString(ClOrdID.FIELD).orElse("");
	}

	@Test
	void theSequenceNumbersSurviveARestartOfTheInitiator() {
		acknowledged("q-1");
		JsonNode before = expect(http.get("/admin/v1/fix-session", platform.adminToken()), 200);
		int logons = VENUE.logons();

		FixSessions.stop(context);
		FixSessions.start(context);

		Instant deadline = Instant.now().plusSeconds(20);
		while (VENUE.logons() == logons || !VENUE.loggedOn()) {
			assertThat(Instant.now()).as("Kontor never logged on again").isBefore(deadline);
			pause(50);
		}
		JsonNode after = expect(http.get("/admin/v1/fix-session", platform.adminToken()), 200);
		assertThat(after.get("nextSenderSeqNum").asInt()).isGreaterThan(before.get("nextSenderSeqNum").asInt());
		assertThat(after.get("nextTargetSeqNum").asInt()).isGreaterThan(before.get("nextTargetSeqNum").asInt());
		// the venue's memory store kept its numbers: a reset on Kontor's side would have been refused
		acknowledged("q-2");
	}

	@Test
	void theVenuesTradeCaptureReportConfirmsTheExecution() {
		String id = acknowledged("t-1");
		VENUE.send(VENUE.trade(id, tenant.isin, "TC-" + id, "10", "99", "10", "0"));
		awaitStatus("t-1", "Filled");

		VENUE.send(VENUE.capture(id, tenant.isin, "TC-" + id, "10", "99"));

		Instant deadline = Instant.now().plusSeconds(15);
		while (events("TradeCaptureReport") == 0) {
			assertThat(Instant.now()).as("the execution was never confirmed").isBefore(deadline);
			pause(50);
		}
		VENUE.send(TestVenue.possibleDuplicate(VENUE.capture(id, tenant.isin, "TC-" + id, "10", "99")));
		awaitQuiet();
		assertThat(events("TradeCaptureReport")).as("confirmed once").isEqualTo(1);
	}

	@Test
	void anOrderTheVenueEndedIsClosedOnceItsFillsAreAllIn() {
		String id = acknowledged("e-1");
		VENUE.send(VENUE.trade(id, tenant.isin, "E1-" + id, "4", "99", "4", "6"));
		awaitStatus("e-1", "PartiallyFilled");

		// the venue counts a fill Kontor has not received: the order waits for it
		VENUE.send(VENUE.report(id, ExecType.ORDER_STATUS, OrdStatus.CANCELED, tenant.isin, "7", "0"));
		awaitQuiet();
		assertThat(tenant.order("e-1").get("status").asString()).isEqualTo("PartiallyFilled");

		VENUE.send(VENUE.report(id, ExecType.ORDER_STATUS, OrdStatus.CANCELED, tenant.isin, "4", "0"));
		JsonNode closed = awaitStatus("e-1", "Cancelled");
		assertThat(closed.get("filledQuantity").decimalValue()).isEqualByComparingTo("4");
	}

	@Test
	void anotherInstanceTakesTheSessionOnlyOnceTheHoldersLeaseRanOut() {
		String session = "lease-" + UUID.randomUUID();
		Duration lease = Duration.ofSeconds(1);

		assertThat(FixSessions.hold(context, session, "a", lease)).isTrue();
		assertThat(FixSessions.hold(context, session, "b", lease)).as("held by a").isFalse();
		assertThat(FixSessions.hold(context, session, "a", lease)).as("renewed").isTrue();
		pause(1_200);
		assertThat(FixSessions.hold(context, session, "b", lease)).as("a's lease ran out").isTrue();
		assertThat(FixSessions.hold(context, session, "a", lease)).as("held by b").isFalse();
	}

	/** A placed order the venue acknowledged; answers its id. */
	private String acknowledged(String clientOrderId) {
		String id = expect(tenant.place(limitBuy(clientOrderId, "10", "100")), 201).get("id").asString();
		VENUE.awaitReceived(MsgType.ORDER_SINGLE, id);
		VENUE.send(VENUE.report(id, ExecType.NEW, OrdStatus.NEW, tenant.isin, "0", "10"));
		awaitStatus(clientOrderId, "New");
		return id;
	}

	private int events(String type) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_events WHERE tenant_id = :tenantId AND type = :type")
			.param("tenantId", tenant.tenantId)
			.param("type", type)
			.query(Integer.class)
			.single();
	}

	private Map<String, Object> limitBuy(String clientOrderId, String quantity, String limit) {
		return tenant.order(clientOrderId, "Buy", "Limit", "GoodTillCancelled", "quantity", quantity, "limitPrice",
				limit);
	}

	private Http.Response cancel(String clientOrderId) {
		return http.send(http.request(tenant.orders(tenant.clientId) + "/" + clientOrderId)
			.header("Authorization", "Bearer " + tenant.token)
			.DELETE());
	}

	private Http.Response modify(String clientOrderId, Map<String, Object> change) {
		return http.putJson(tenant.orders(tenant.clientId) + "/" + clientOrderId, tenant.token, change);
	}

	private JsonNode awaitStatus(String clientOrderId, String status) {
		Instant deadline = Instant.now().plusSeconds(15);
		JsonNode order = tenant.order(clientOrderId);
		while (!order.get("status").asString().equals(status)) {
			assertThat(Instant.now()).as("%s never %s: %s", clientOrderId, status, order).isBefore(deadline);
			pause(50);
			order = tenant.order(clientOrderId);
		}
		return order;
	}

	/** Time for a report that must change nothing to have been applied, were it applied. */
	private static void awaitQuiet() {
		pause(1_000);
	}

	private static void pause(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
