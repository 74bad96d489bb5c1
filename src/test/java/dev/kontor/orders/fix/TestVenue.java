package dev.kontor.orders.fix;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import quickfix.ApplicationAdapter;
import quickfix.ConfigError;
import quickfix.DefaultMessageFactory;
import quickfix.FieldNotFound;
import quickfix.FixVersions;
import quickfix.MemoryStoreFactory;
import quickfix.RejectLogon;
import quickfix.Message;
import quickfix.ScreenLogFactory;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionNotFound;
import quickfix.SessionSettings;
import quickfix.SocketAcceptor;
import quickfix.field.AvgPx;
import quickfix.field.ClOrdID;
import quickfix.field.CumQty;
import quickfix.field.CxlRejResponseTo;
import quickfix.field.ExecID;
import quickfix.field.ExecType;
import quickfix.field.LastPx;
import quickfix.field.LastQty;
import quickfix.field.LeavesQty;
import quickfix.field.MsgType;
import quickfix.field.OrdStatus;
import quickfix.field.OrderID;
import quickfix.field.OrigClOrdID;
import quickfix.field.OrigSendingTime;
import quickfix.field.PossDupFlag;
import quickfix.field.PreviouslyReported;
import quickfix.field.SecurityID;
import quickfix.field.SecurityIDSource;
import quickfix.field.Side;
import quickfix.field.Symbol;
import quickfix.field.Text;
import quickfix.field.TradeDate;
import quickfix.field.TradeReportID;
import quickfix.field.TransactTime;
import quickfix.fix44.ExecutionReport;
import quickfix.fix44.OrderCancelReject;
import quickfix.fix44.TradeCaptureReport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A FIX 4.4 acceptor the tests script as a venue: it records what Kontor sends and sends the reports a test asks
 * for, as {@code EXCHANGE} to {@code KONTOR}. Its store is in memory and lives as long as the test class, so that
 * Kontor's stored sequence numbers must match it across restarts of Kontor's initiator.
 */
public final class TestVenue implements AutoCloseable {

	private static final SessionID SESSION = new SessionID(FixVersions.BEGINSTRING_FIX44, "EXCHANGE", "KONTOR");

	private final List<Message> received = new CopyOnWriteArrayList<>();

	private final AtomicInteger logons = new AtomicInteger();

	private final AtomicInteger logouts = new AtomicInteger();

	private final AtomicInteger execIds = new AtomicInteger();

	private volatile boolean refusingLogons;

	private final SocketAcceptor acceptor;

	public TestVenue(int port) {
		SessionSettings settings = new SessionSettings();
		settings.setString(SESSION, "ConnectionType", "acceptor");
		settings.setLong(SESSION, "SocketAcceptPort", port);
		settings.setString(SESSION, "NonStopSession", "Y");
		settings.setString(SESSION, "UseDataDictionary", "Y");
		settings.setString(SESSION, "DataDictionary", "FIX44.xml");
		settings.setString(SESSION, "ScreenLogShowEvents", "N");
		settings.setString(SESSION, "ScreenLogShowIncoming", "N");
		settings.setString(SESSION, "ScreenLogShowOutgoing", "N");
		try {
			acceptor = new SocketAcceptor(new ApplicationAdapter() {

				@Override
				public void onLogon(SessionID session) {
					logons.incrementAndGet();
				}

				@Override
				public void fromApp(Message message, SessionID session) {
					received.add(message);
				}

				@Override
				public void fromAdmin(Message message, SessionID session) throws RejectLogon, FieldNotFound {
					String type = message.getHeader().getString(MsgType.FIELD);
					if (type.equals(MsgType.LOGOUT)) {
						logouts.incrementAndGet();
					}
					if (refusingLogons && type.equals(MsgType.LOGON)) {
						throw new RejectLogon("logons refused");
					}
				}
			}, new MemoryStoreFactory(), settings, new ScreenLogFactory(settings), new DefaultMessageFactory());
			acceptor.start();
		}
		catch (ConfigError wrong) {
			throw new IllegalStateException(wrong);
		}
	}

	/** Whether the venue refuses Kontor's logons from now on, as a venue would with a wrong password or comp id. */
	public void refuseLogons(boolean refuse) {
		refusingLogons = refuse;
	}

	public int logons() {
		return logons.get();
	}

	/** How many Logout messages Kontor sent. */
	public int logouts() {
		return logouts.get();
	}

	public boolean loggedOn() {
		Session session = Session.lookupSession(SESSION);
		return session != null && session.isLoggedOn();
	}

	/** The messages of the type Kontor sent so far. */
	public List<Message> received(String msgType) {
		return received.stream().filter(type(msgType)).toList();
	}

	/** Waits until Kontor has sent a message of the type with this ClOrdID, and answers it. */
	public Message awaitReceived(String msgType, String clOrdId) {
		Instant deadline = Instant.now().plusSeconds(15);
		while (true) {
			for (Message message : received(msgType)) {
				if (clOrdId.equals(message.getOptionalString(ClOrdID.FIELD).orElse(null))) {
					return message;
				}
			}
			assertThat(Instant.now()).as("no %s of %s reached the venue", msgType, clOrdId).isBefore(deadline);
			pause(Duration.ofMillis(50));
		}
	}

	public void awaitLoggedOn() {
		Instant deadline = Instant.now().plusSeconds(20);
		while (!loggedOn()) {
			assertThat(Instant.now()).as("Kontor never logged on").isBefore(deadline);
			pause(Duration.ofMillis(50));
		}
	}

	/** An ExecutionReport of the order: the ClOrdID it answers, its type and the order's status. */
	public ExecutionReport report(String clOrdId, char execType, char ordStatus, String isin, String cumQty,
			String leavesQty) {
		ExecutionReport report = new ExecutionReport(new OrderID("V-" + clOrdId), new ExecID("X-" + execIds
			.incrementAndGet()), new ExecType(execType), new OrdStatus(ordStatus), new Side(Side.BUY),
				new LeavesQty(0), new CumQty(0), new AvgPx(0));
		report.setDecimal(LeavesQty.FIELD, new BigDecimal(leavesQty));
		report.setDecimal(CumQty.FIELD, new BigDecimal(cumQty));
		report.set(new ClOrdID(clOrdId));
		int dot = clOrdId.indexOf('.');
		if (dot > 0) {
			report.set(new OrigClOrdID(clOrdId.substring(0, dot)));
		}
		report.set(new Symbol(isin));
		report.set(new TransactTime(LocalDateTime.now(ZoneOffset.UTC)));
		return report;
	}

	/** A Trade report: a fill of {@code quantity} at {@code price} under its own ExecID. */
	public ExecutionReport trade(String orderId, String isin, String execId, String quantity, String price,
			String cumQty, String leavesQty) {
		char status = new BigDecimal(leavesQty).signum() == 0 ? OrdStatus.FILLED : OrdStatus.PARTIALLY_FILLED;
		ExecutionReport trade = report(orderId, ExecType.TRADE, status, isin, cumQty, leavesQty);
		trade.set(new ExecID(execId));
		trade.setDecimal(LastQty.FIELD, new BigDecimal(quantity));
		trade.setDecimal(LastPx.FIELD, new BigDecimal(price));
		trade.setDecimal(AvgPx.FIELD, new BigDecimal(price));
		return trade;
	}

	/** The TradeCaptureReport of one execution of the order, as the venue sends it at the session's end. */
	public TradeCaptureReport capture(String orderId, String isin, String execId, String quantity, String price) {
		TradeCaptureReport capture = new TradeCaptureReport(new TradeReportID("R-" + execId),
				new PreviouslyReported(false), new LastQty(0), new LastPx(0),
				new TradeDate(LocalDate.now(ZoneOffset.UTC).format(DateTimeFormatter.BASIC_ISO_DATE)),
				new TransactTime(LocalDateTime.now(ZoneOffset.UTC)));
		capture.setDecimal(LastQty.FIELD, new BigDecimal(quantity));
		capture.setDecimal(LastPx.FIELD, new BigDecimal(price));
		capture.set(new ExecID(execId));
		capture.set(new Symbol(isin));
		capture.set(new SecurityID(isin));
		capture.set(new SecurityIDSource("4"));
		TradeCaptureReport.NoSides side = new TradeCaptureReport.NoSides();
		side.set(new Side(Side.BUY));
		side.set(new OrderID("V-" + orderId));
		side.set(new ClOrdID(orderId));
		capture.addGroup(side);
		return capture;
	}

	public OrderCancelReject cancelReject(String clOrdId, char responseTo, String text) {
		OrderCancelReject reject = new OrderCancelReject(new OrderID("V-" + clOrdId), new ClOrdID(clOrdId),
				new OrigClOrdID(clOrdId.substring(0, clOrdId.indexOf('.'))), new OrdStatus(OrdStatus.NEW),
				new CxlRejResponseTo(responseTo));
		reject.set(new Text(text));
		return reject;
	}

	/** Marks the message a possible duplicate, as a venue resending it would. */
	public static <M extends Message> M possibleDuplicate(M message) {
		message.getHeader().setBoolean(PossDupFlag.FIELD, true);
		message.getHeader().setUtcTimeStamp(OrigSendingTime.FIELD, LocalDateTime.now(ZoneOffset.UTC).minusSeconds(1));
		return message;
	}

	public void send(Message message) {
		try {
			assertThat(Session.sendToTarget(message, SESSION)).as("sent").isTrue();
		}
		catch (SessionNotFound gone) {
			throw new IllegalStateException(gone);
		}
	}

	@Override
	public void close() {
		acceptor.stop(true);
	}

	private static Predicate<Message> type(String msgType) {
		return message -> msgType.equals(message.getHeader().getOptionalString(MsgType.FIELD).orElse(null));
	}

	static void pause(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
