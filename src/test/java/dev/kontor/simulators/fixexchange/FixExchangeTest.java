package dev.kontor.simulators.fixexchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.field.CashOrderQty;
import quickfix.field.ClOrdID;
import quickfix.field.CumQty;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.ExDestination;
import quickfix.field.ExecID;
import quickfix.field.ExecType;
import quickfix.field.LastPx;
import quickfix.field.LastQty;
import quickfix.field.LeavesQty;
import quickfix.field.MsgType;
import quickfix.field.OrdRejReason;
import quickfix.field.OrdStatus;
import quickfix.field.OrdStatusReqID;
import quickfix.field.OrdType;
import quickfix.field.OrderID;
import quickfix.field.OrderQty;
import quickfix.field.OrigClOrdID;
import quickfix.field.PossDupFlag;
import quickfix.field.Price;
import quickfix.field.SecurityID;
import quickfix.field.SecurityIDSource;
import quickfix.field.Side;
import quickfix.field.StopPx;
import quickfix.field.Symbol;
import quickfix.field.Text;
import quickfix.field.TimeInForce;
import quickfix.field.TransactTime;
import quickfix.fix44.NewOrderSingle;
import quickfix.fix44.OrderCancelReplaceRequest;
import quickfix.fix44.OrderCancelRequest;
import quickfix.fix44.OrderStatusRequest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The simulator in-process against a double of Kontor's price feed, driven over FIX by a QuickFIX/J initiator as
 * Kontor drives it: each test trades its own instrument, so that the tests share one session.
 */
class FixExchangeTest {

	private static final String MARKET = "XTST";

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	@TempDir
	static Path store;

	private static KontorDouble kontor;

	private static FixExchange exchange;

	private static TestInitiator initiator;

	private static int controlPort;

	private static ExchangeSettings settings;

	@BeforeAll
	static void start() throws Exception {
		kontor = new KontorDouble();
		kontor.market(MARKET, new int[] { 0, 0, 0 }, new int[] { 23, 59, 59 });
		int port = freePort();
		controlPort = freePort();
		settings = ExchangeSettings.of("--kontor.fix-exchange.port=" + port,
				"--kontor.fix-exchange.price-feed-url=" + kontor.url(),
				"--kontor.fix-exchange.client-id=" + KontorDouble.CLIENT_ID,
				"--kontor.fix-exchange.client-secret=" + KontorDouble.CLIENT_SECRET,
				"--kontor.fix-exchange.store-dir=" + store, "--kontor.fix-exchange.control-port=" + controlPort,
				"--kontor.fix-exchange.poll-interval=200ms");
		exchange = FixExchange.start(settings, Clock.systemUTC());
		initiator = new TestInitiator(port);
		initiator.awaitLogons(1);
	}

	@AfterAll
	static void stop() {
		initiator.close();
		exchange.close();
		kontor.close();
	}

	@AfterEach
	void switchesOff() throws Exception {
		switches("{\"refuseCancels\":false,\"rejectOrders\":false,\"duplicateReports\":false}");
	}

	@Test
	void fillsAMarketBuyAtTheAsk() throws Exception {
		String isin = listed("99.50", "101.25");
		String id = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.DAY, "10", null, null);

		Message accepted = initiator.next(id);
		assertThat(accepted.getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		assertThat(accepted.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.NEW);
		Message fill = initiator.next(id);
		assertThat(fill.getChar(ExecType.FIELD)).isEqualTo(ExecType.TRADE);
		assertThat(fill.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.FILLED);
		assertThat(fill.getDecimal(LastPx.FIELD)).isEqualByComparingTo("101.25");
		assertThat(fill.getDecimal(LastQty.FIELD)).isEqualByComparingTo("10");
		assertThat(fill.getDecimal(CumQty.FIELD)).isEqualByComparingTo("10");
		assertThat(fill.getDecimal(LeavesQty.FIELD)).isEqualByComparingTo("0");
		assertThat(fill.getString(OrderID.FIELD)).isEqualTo(accepted.getString(OrderID.FIELD));
		assertThat(fill.getString(ExecID.FIELD)).isNotEqualTo(accepted.getString(ExecID.FIELD));
	}

	@Test
	void aBurstOfOrdersInOneInstrumentAsksThePriceFeedOnceAPollAtMost() throws Exception {
		String isin = listed("100.50", "101");
		List<String> ids = new ArrayList<>();
		for (int i = 0; i < 50; i++) {
			ids.add(order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "1", "50", null));
		}
		long start = System.nanoTime();
		for (String id : ids) {
			assertThat(initiator.next(id).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		}
		// a poll reads every 200 ms, and an order reads when the last read is older than that
		long bound = 2 * (Duration.ofNanos(System.nanoTime() - start).toMillis() / 200) + 2;

		assertThat(kontor.quoteReads(isin)).as("a read or two a poll interval, not one an order")
			.isLessThanOrEqualTo((int) bound)
			.isLessThan(ids.size());
	}

	@Test
	void answersOrdersWhileAPollWaitsForThePriceFeed() throws Exception {
		String slow = listed("100.50", "101");
		String resting = order(slow, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "1", "50", null);
		assertThat(initiator.next(resting).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		CountDownLatch aPollWaits = kontor.holdQuotes(slow);
		try {
			assertThat(aPollWaits.await(10, TimeUnit.SECONDS)).as("a poll reads the resting order's instrument").isTrue();
			String id = order(listed("99.50", "101.25"), Side.BUY, OrdType.MARKET, TimeInForce.DAY, "1", null, null);

			// the poll's read gives up after the price feed's timeout: an exchange thread waiting for it would
			// answer only then
			assertThat(initiator.arrives(id, PriceFeed.TIMEOUT.dividedBy(2))).as("answered while the poll's read waits")
				.isTrue();
			assertThat(initiator.next(id).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		}
		finally {
			kontor.releaseQuotes(slow);
		}
	}

	@Test
	void restsALimitUntilTheQuoteReachesIt() throws Exception {
		String isin = listed("100.50", "101");
		String id = order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "5", "100", null);
		assertThat(initiator.next(id).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		assertThat(initiator.arrives(id, Duration.ofMillis(400))).isFalse();

		kontor.quote(isin, "99.40", "99.80");

		Message fill = initiator.next(id);
		assertThat(fill.getChar(ExecType.FIELD)).isEqualTo(ExecType.TRADE);
		assertThat(fill.getDecimal(LastPx.FIELD)).isEqualByComparingTo("99.80");
		assertThat(fill.getDecimal(LastQty.FIELD)).isEqualByComparingTo("5");
	}

	@Test
	void triggersAStopAndFillsItAsAMarketOrder() throws Exception {
		String isin = listed("99", "99.50");
		String id = order(isin, Side.SELL, OrdType.STOP_STOP_LOSS, TimeInForce.DAY, "3", null, "95");
		initiator.next(id);
		assertThat(initiator.arrives(id, Duration.ofMillis(400))).isFalse();

		kontor.quote(isin, "94.50", "95.10");

		Message fill = initiator.next(id);
		assertThat(fill.getChar(ExecType.FIELD)).isEqualTo(ExecType.TRADE);
		assertThat(fill.getDecimal(LastPx.FIELD)).isEqualByComparingTo("94.50");
	}

	@Test
	void cancelsAnImmediateOrCancelThatTheQuoteCannotFill() throws Exception {
		String isin = listed("100", "101");
		String id = order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.IMMEDIATE_OR_CANCEL, "5", "100", null);

		assertThat(initiator.next(id).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		Message cancelled = initiator.next(id);
		assertThat(cancelled.getChar(ExecType.FIELD)).isEqualTo(ExecType.CANCELED);
		assertThat(cancelled.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.CANCELED);
	}

	@Test
	void fillsAnImmediateOrCancelAsFarAsTheVolumeGoesAndCancelsTheRest() throws Exception {
		String isin = listed("100", "101");
		kontor.quote(isin, "100", "101", "50", "4", null);
		String id = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.IMMEDIATE_OR_CANCEL, "10", null, null);

		initiator.next(id);
		Message fill = initiator.next(id);
		assertThat(fill.getDecimal(LastQty.FIELD)).isEqualByComparingTo("4");
		assertThat(fill.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.PARTIALLY_FILLED);
		Message rest = initiator.next(id);
		assertThat(rest.getChar(ExecType.FIELD)).isEqualTo(ExecType.CANCELED);
		assertThat(rest.getDecimal(CumQty.FIELD)).isEqualByComparingTo("4");
	}

	@Test
	void expiresAFillOrKillThatCannotBeFilledWhole() throws Exception {
		String isin = listed("100", "101");
		kontor.quote(isin, "100", "101", "50", "4", null);
		String id = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.FILL_OR_KILL, "10", null, null);

		initiator.next(id);
		Message expired = initiator.next(id);
		assertThat(expired.getChar(ExecType.FIELD)).isEqualTo(ExecType.EXPIRED);
		assertThat(expired.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.EXPIRED);
		assertThat(expired.getDecimal(CumQty.FIELD)).isEqualByComparingTo("0");
	}

	@Test
	void fillsAMoneyOrderInWholeUnitsAndRejectsOneBelowAUnit() throws Exception {
		String isin = listed("100", "101");
		String money = moneyOrder(isin, "1000");
		initiator.next(money);
		Message fill = initiator.next(money);
		assertThat(fill.getDecimal(LastQty.FIELD)).isEqualByComparingTo("9");
		assertThat(fill.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.FILLED);

		String tooLittle = moneyOrder(isin, "50");
		Message rejected = initiator.next(tooLittle);
		assertThat(rejected.getChar(ExecType.FIELD)).isEqualTo(ExecType.REJECTED);
		assertThat(rejected.getString(Text.FIELD)).contains("less than one unit");
	}

	@Test
	void fillsNothingOnAStaleQuote() throws Exception {
		String isin = listed("100", "101");
		kontor.quote(isin, "100", "101", null, null, Instant.now().minusSeconds(30));
		String id = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.IMMEDIATE_OR_CANCEL, "1", null, null);

		initiator.next(id);
		Message cancelled = initiator.next(id);
		assertThat(cancelled.getChar(ExecType.FIELD)).isEqualTo(ExecType.CANCELED);
		assertThat(cancelled.getString(Text.FIELD)).isEqualTo("no current quote");
	}

	@Test
	void rejectsAnOrderForAnInstrumentThePriceFeedDoesNotKnow() throws Exception {
		String id = order(isin(), Side.BUY, OrdType.MARKET, TimeInForce.DAY, "1", null, null);

		Message rejected = initiator.next(id);
		assertThat(rejected.getChar(ExecType.FIELD)).isEqualTo(ExecType.REJECTED);
		assertThat(rejected.getInt(OrdRejReason.FIELD)).isEqualTo(OrdRejReason.UNKNOWN_SYMBOL);
	}

	@Test
	void holdsOrdersWhileTheMarketIsClosed() throws Exception {
		String isin = isin();
		kontor.instrument(isin, "XCLOSED");
		kontor.quote(isin, "100", "101");
		String resting = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.GOOD_TILL_CANCEL, "1", null, null);
		String immediate = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.IMMEDIATE_OR_CANCEL, "1", null, null);

		assertThat(initiator.next(resting).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		initiator.next(immediate);
		Message cancelled = initiator.next(immediate);
		assertThat(cancelled.getChar(ExecType.FIELD)).isEqualTo(ExecType.CANCELED);
		assertThat(cancelled.getString(Text.FIELD)).isEqualTo("market closed");
		assertThat(initiator.arrives(resting, Duration.ofMillis(500))).isFalse();
	}

	@Test
	void acceptsACancel() throws Exception {
		String id = restingLimit();

		initiator.send(cancel(id, id + ".1"));

		Message cancelled = initiator.next(id);
		assertThat(cancelled.getChar(ExecType.FIELD)).isEqualTo(ExecType.CANCELED);
		assertThat(cancelled.getString(ClOrdID.FIELD)).isEqualTo(id + ".1");
		assertThat(cancelled.getString(OrigClOrdID.FIELD)).isEqualTo(id);
		assertThat(status().path("openOrders").findValuesAsString("clOrdId")).doesNotContain(id);
	}

	@Test
	void refusesACancelWhenSwitchedTo() throws Exception {
		String id = restingLimit();
		switches("{\"refuseCancels\":true}");

		initiator.send(cancel(id, id + ".1"));

		Message refused = initiator.next(id);
		assertThat(refused.getHeader().getString(MsgType.FIELD)).isEqualTo(MsgType.ORDER_CANCEL_REJECT);
		assertThat(refused.getChar(CxlRejResponseTo.FIELD)).isEqualTo(CxlRejResponseTo.ORDER_CANCEL_REQUEST);
		assertThat(refused.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.NEW);
		assertThat(refused.getString(OrigClOrdID.FIELD)).isEqualTo(id);
	}

	@Test
	void refusesACancelOfAnUnknownOrder() throws Exception {
		String id = UUID.randomUUID().toString();

		initiator.send(cancel(id, id + ".1"));

		Message refused = initiator.next(id);
		assertThat(refused.getHeader().getString(MsgType.FIELD)).isEqualTo(MsgType.ORDER_CANCEL_REJECT);
		assertThat(refused.getString(OrderID.FIELD)).isEqualTo("NONE");
	}

	@Test
	void replacesTheTermsAndWorksTheOrderOnThem() throws Exception {
		String isin = listed("100", "101");
		String id = order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "10", "90", null);
		initiator.next(id);

		OrderCancelReplaceRequest replace = new OrderCancelReplaceRequest();
		replace.setString(ClOrdID.FIELD, id + ".1");
		replace.setString(OrigClOrdID.FIELD, id);
		instrument(replace, isin);
		replace.setChar(Side.FIELD, Side.BUY);
		replace.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
		replace.setDecimal(OrderQty.FIELD, new BigDecimal("20"));
		replace.setChar(OrdType.FIELD, OrdType.LIMIT);
		replace.setDecimal(Price.FIELD, new BigDecimal("101"));
		replace.setChar(TimeInForce.FIELD, TimeInForce.GOOD_TILL_CANCEL);
		initiator.send(replace);

		Message replaced = initiator.next(id);
		assertThat(replaced.getChar(ExecType.FIELD)).isEqualTo(ExecType.REPLACED);
		assertThat(replaced.getString(OrigClOrdID.FIELD)).isEqualTo(id);
		assertThat(replaced.getDecimal(OrderQty.FIELD)).isEqualByComparingTo("20");
		assertThat(replaced.getDecimal(Price.FIELD)).isEqualByComparingTo("101");
		Message fill = initiator.next(id);
		assertThat(fill.getDecimal(LastQty.FIELD)).isEqualByComparingTo("20");
		assertThat(fill.getDecimal(LastPx.FIELD)).isEqualByComparingTo("101");
	}

	@Test
	void answersAStatusRequestAndCountsIt() throws Exception {
		String id = restingLimit();
		long answeredBefore = counts().get("statusRequests").asLong();

		OrderStatusRequest request = statusRequest(id);
		request.setString(OrdStatusReqID.FIELD, "4711");
		initiator.send(request);

		Message status = initiator.next(id);
		assertThat(status.getChar(ExecType.FIELD)).isEqualTo(ExecType.ORDER_STATUS);
		assertThat(status.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.NEW);
		assertThat(status.getDecimal(LeavesQty.FIELD)).isEqualByComparingTo("5");
		assertThat(status.getString(OrdStatusReqID.FIELD)).as("the request's id repeated").isEqualTo("4711");
		JsonNode counts = counts();
		assertThat(counts.get("statusRequests").asLong()).isEqualTo(answeredBefore + 1);
		assertThat(counts.get("openOrders").asLong()).isEqualTo(status().get("openOrders").size());
		assertThat(counts.get("loggedOn").asBoolean()).isTrue();
	}

	@Test
	void startedAgainOnItsStoreKnowsItsOrdersAndCountsAndGivesNewExecIds() throws Exception {
		String id = restingLimit();
		JsonNode open = openOrder(id);
		String isin = open.get("isinCode").asString();
		String orderId = open.get("orderId").asString();
		int logons = initiator.logons();

		exchange.close();
		exchange = FixExchange.start(settings, Clock.systemUTC());
		initiator.awaitLogons(logons + 1);

		initiator.send(statusRequest(id));
		Message status = initiator.next(id);
		assertThat(status.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.NEW);
		assertThat(status.getString(OrderID.FIELD)).isEqualTo(orderId);
		assertThat(status.getDecimal(LeavesQty.FIELD)).isEqualByComparingTo("5");
		assertThat(status().path("newOrderSingles").path(id).path("messages").asInt()).isEqualTo(1);
		kontor.quote(isin, "89", "90");
		Message fill = initiator.next(id);
		assertThat(fill.getChar(ExecType.FIELD)).isEqualTo(ExecType.TRADE);
		assertThat(fill.getString(ExecID.FIELD)).as("an id of the new start's prefix")
			.doesNotStartWith("E" + orderId.substring(1, orderId.indexOf('-') + 1));
	}

	private static JsonNode openOrder(String id) throws Exception {
		for (JsonNode order : status().path("openOrders")) {
			if (order.get("clOrdId").asString().equals(id)) {
				return order;
			}
		}
		throw new AssertionError("no open order " + id);
	}

	@Test
	void answersAStatusRequestForAnUnknownOrder() throws Exception {
		String id = UUID.randomUUID().toString();

		OrderStatusRequest request = statusRequest(id);
		request.setString(OrdStatusReqID.FIELD, "12");
		initiator.send(request);

		Message status = initiator.next(id);
		assertThat(status.getChar(ExecType.FIELD)).isEqualTo(ExecType.ORDER_STATUS);
		assertThat(status.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.REJECTED);
		assertThat(status.getInt(OrdRejReason.FIELD)).isEqualTo(OrdRejReason.UNKNOWN_ORDER);
		assertThat(status.getString(OrdStatusReqID.FIELD)).isEqualTo("12");
	}

	@Test
	void takesAClOrdIdOnceAndCountsItsMessages() throws Exception {
		String isin = listed("100", "101");
		String id = order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "5", "90", null);
		initiator.next(id);

		initiator.send(newOrder(id, isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "5", "90", null));
		Message duplicate = initiator.next(id);
		assertThat(duplicate.getChar(ExecType.FIELD)).isEqualTo(ExecType.REJECTED);
		assertThat(duplicate.getString(Text.FIELD)).isEqualTo("duplicate ClOrdID");

		Message resend = newOrder(id, isin, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "5", "90", null);
		initiator.resend(resend);
		assertThat(initiator.arrives(id, Duration.ofMillis(300))).isFalse();

		JsonNode received = status().path("newOrderSingles").path(id);
		assertThat(received.path("messages").asInt()).isEqualTo(2);
		assertThat(received.path("possDupResends").asInt()).isEqualTo(1);
		assertThat(status().path("openOrders").findValuesAsString("clOrdId")).containsOnlyOnce(id);
	}

	@Test
	void sendsEveryReportTwiceWithTheSameExecIdWhenSwitchedTo() throws Exception {
		switches("{\"duplicateReports\":true}");
		String isin = listed("100", "101");
		String id = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.DAY, "2", null, null);

		initiator.next(id);
		initiator.next(id);
		Message fill = initiator.next(id);
		Message again = initiator.next(id);
		assertThat(fill.getChar(ExecType.FIELD)).isEqualTo(ExecType.TRADE);
		assertThat(again.getString(ExecID.FIELD)).isEqualTo(fill.getString(ExecID.FIELD));
		assertThat(fill.getHeader().isSetField(PossDupFlag.FIELD)).isFalse();
		assertThat(again.getHeader().getBoolean(PossDupFlag.FIELD)).isTrue();
	}

	@Test
	void rejectsEveryOrderWhenSwitchedTo() throws Exception {
		switches("{\"rejectOrders\":true}");
		String id = order(listed("100", "101"), Side.BUY, OrdType.MARKET, TimeInForce.DAY, "1", null, null);

		Message rejected = initiator.next(id);
		assertThat(rejected.getChar(ExecType.FIELD)).isEqualTo(ExecType.REJECTED);
		assertThat(rejected.getChar(OrdStatus.FIELD)).isEqualTo(OrdStatus.REJECTED);
	}

	@Test
	void expiresDayOrdersAndConfirmsExecutionsWhenTheSessionEnds() throws Exception {
		LocalTime end = LocalTime.now(ZoneOffset.UTC).plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
		kontor.market("XEND", new int[] { 0, 0, 0 }, new int[] { end.getHour(), end.getMinute(), end.getSecond() });
		String isin = isin();
		kontor.instrument(isin, "XEND");
		kontor.quote(isin, "100", "101");
		String filled = order(isin, Side.BUY, OrdType.MARKET, TimeInForce.DAY, "1", null, null);
		initiator.next(filled);
		String execId = initiator.next(filled).getString(ExecID.FIELD);
		String resting = order(isin, Side.BUY, OrdType.LIMIT, TimeInForce.DAY, "1", "90", null);
		initiator.next(resting);

		Message expired = initiator.next(resting);
		assertThat(expired.getChar(ExecType.FIELD)).isEqualTo(ExecType.EXPIRED);
		Message captured = initiator.next(message -> isTradeCapture(message, execId), "a trade capture report");
		assertThat(captured.getDecimal(LastPx.FIELD)).isEqualByComparingTo("101");
		assertThat(captured.getString(SecurityID.FIELD)).isEqualTo(isin);
	}

	@Test
	void reconnectsAfterTheControlServerDropsTheConnection() throws Exception {
		int before = initiator.logons();

		HttpResponse<String> dropped = control(HttpRequest.newBuilder(control("/disconnect"))
			.POST(HttpRequest.BodyPublishers.noBody()));

		assertThat(dropped.statusCode()).isEqualTo(200);
		initiator.awaitLogons(before + 1);
		assertThat(status().path("loggedOn").asBoolean()).isTrue();
	}

	private static boolean isTradeCapture(Message message, String execId) {
		try {
			return message.getHeader().getString(MsgType.FIELD).equals(MsgType.TRADE_CAPTURE_REPORT)
					&& message.getString(ExecID.FIELD).equals(execId);
		}
		catch (FieldNotFound missing) {
			return false;
		}
	}

	private String restingLimit() throws Exception {
		String id = order(listed("100", "101"), Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_CANCEL, "5", "90",
				null);
		assertThat(initiator.next(id).getChar(ExecType.FIELD)).isEqualTo(ExecType.NEW);
		return id;
	}

	/** A new instrument of the test market with the quote. */
	private static String listed(String bid, String ask) {
		String isin = isin();
		kontor.instrument(isin, MARKET);
		kontor.quote(isin, bid, ask);
		return isin;
	}

	private static String isin() {
		long digits = Math.floorMod(UUID.randomUUID().getMostSignificantBits(), 10_000_000_000L);
		return "DE" + String.format("%010d", digits);
	}

	private static String order(String isin, char side, char type, char timeInForce, String quantity,
			@Nullable String price, @Nullable String stop) throws Exception {
		String id = UUID.randomUUID().toString();
		initiator.send(newOrder(id, isin, side, type, timeInForce, quantity, price, stop));
		return id;
	}

	private static String moneyOrder(String isin, String cash) throws Exception {
		String id = UUID.randomUUID().toString();
		NewOrderSingle order = newOrder(id, isin, Side.BUY, OrdType.MARKET, TimeInForce.DAY, null, null, null);
		order.setDecimal(CashOrderQty.FIELD, new BigDecimal(cash));
		initiator.send(order);
		return id;
	}

	private static NewOrderSingle newOrder(String id, String isin, char side, char type, char timeInForce,
			@Nullable String quantity, @Nullable String price, @Nullable String stop) {
		NewOrderSingle order = new NewOrderSingle();
		order.setString(ClOrdID.FIELD, id);
		instrument(order, isin);
		order.setString(ExDestination.FIELD, "ProviderA");
		order.setChar(Side.FIELD, side);
		order.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
		if (quantity != null) {
			order.setDecimal(OrderQty.FIELD, new BigDecimal(quantity));
		}
		order.setChar(OrdType.FIELD, type);
		if (price != null) {
			order.setDecimal(Price.FIELD, new BigDecimal(price));
		}
		if (stop != null) {
			order.setDecimal(StopPx.FIELD, new BigDecimal(stop));
		}
		order.setChar(TimeInForce.FIELD, timeInForce);
		order.setString(quickfix.field.Currency.FIELD, "EUR");
		return order;
	}

	private static OrderCancelRequest cancel(String id, String requestId) {
		OrderCancelRequest cancel = new OrderCancelRequest();
		cancel.setString(ClOrdID.FIELD, requestId);
		cancel.setString(OrigClOrdID.FIELD, id);
		instrument(cancel, "DE0000000001");
		cancel.setChar(Side.FIELD, Side.BUY);
		cancel.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
		cancel.setDecimal(OrderQty.FIELD, new BigDecimal("5"));
		return cancel;
	}

	private static OrderStatusRequest statusRequest(String id) {
		OrderStatusRequest request = new OrderStatusRequest();
		request.setString(ClOrdID.FIELD, id);
		instrument(request, "DE0000000001");
		request.setChar(Side.FIELD, Side.BUY);
		return request;
	}

	private static void instrument(quickfix.FieldMap message, String isin) {
		message.setString(Symbol.FIELD, isin);
		message.setString(SecurityID.FIELD, isin);
		message.setString(SecurityIDSource.FIELD, SecurityIDSource.ISIN_NUMBER);
	}

	private static JsonNode status() throws Exception {
		HttpResponse<String> response = control(HttpRequest.newBuilder(control("/status")).GET());
		assertThat(response.statusCode()).isEqualTo(200);
		return JsonMapper.shared().readTree(response.body());
	}

	private static JsonNode counts() throws Exception {
		HttpResponse<String> response = control(HttpRequest.newBuilder(control("/counts")).GET());
		assertThat(response.statusCode()).isEqualTo(200);
		return JsonMapper.shared().readTree(response.body());
	}

	private static void switches(String body) throws Exception {
		HttpResponse<String> response = control(
				HttpRequest.newBuilder(control("/switches")).PUT(HttpRequest.BodyPublishers.ofString(body)));
		assertThat(response.statusCode()).isEqualTo(200);
	}

	private static HttpResponse<String> control(HttpRequest.Builder request) throws IOException, InterruptedException {
		return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private static URI control(String path) {
		return URI.create("http://127.0.0.1:" + controlPort + path);
	}

	static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}
}
