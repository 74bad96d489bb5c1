package dev.kontor.orders.fix;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.Application;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.SessionID;
import quickfix.field.ClOrdID;
import quickfix.field.ExecType;
import quickfix.field.MsgSeqNum;
import quickfix.field.MsgType;
import quickfix.field.NoSides;
import quickfix.fix44.ExecutionReport;
import quickfix.fix44.OrderCancelReject;
import quickfix.fix44.TradeCaptureReport;

import dev.kontor.orders.OrderId;
import dev.kontor.orders.VenueSessionView.LastMessage;

/**
 * Kontor's side of the FIX session: hands what the venue reports to the order side, on the lane of the order it is
 * about ({@link InboundLanes}), and counts every message. A report the order side cannot apply is logged by its lane,
 * and the order is set right by the status request of the next logon.
 */
final class FixApplication implements Application {

	private static final Logger log = LoggerFactory.getLogger(FixApplication.class);

	private final ExecutionReports executionReports;

	private final CancelRejects cancelRejects;

	private final TradeCaptures tradeCaptures;

	private final FixMetrics metrics;

	private final InboundLanes lanes;

	private final Clock clock;

	private final Runnable loggedOn;

	private volatile @Nullable LastMessage lastSent;

	private volatile @Nullable LastMessage lastReceived;

	private volatile @Nullable Instant lastLogonAt;

	FixApplication(ExecutionReports executionReports, CancelRejects cancelRejects, TradeCaptures tradeCaptures,
			FixMetrics metrics, InboundLanes lanes, Clock clock, Runnable loggedOn) {
		this.executionReports = executionReports;
		this.cancelRejects = cancelRejects;
		this.tradeCaptures = tradeCaptures;
		this.metrics = metrics;
		this.lanes = lanes;
		this.clock = clock;
		this.loggedOn = loggedOn;
	}

	@Nullable LastMessage lastSent() {
		return lastSent;
	}

	@Nullable LastMessage lastReceived() {
		return lastReceived;
	}

	@Nullable Instant lastLogonAt() {
		return lastLogonAt;
	}

	@Override
	public void onCreate(SessionID session) {
		log.info("FIX session {} created", session);
	}

	@Override
	public void onLogon(SessionID session) {
		lastLogonAt = clock.instant();
		log.info("FIX session {} logged on", session);
		loggedOn.run();
	}

	@Override
	public void onLogout(SessionID session) {
		log.info("FIX session {} logged out", session);
	}

	@Override
	public void toAdmin(Message message, SessionID session) {
		sent(message);
	}

	@Override
	public void fromAdmin(Message message, SessionID session) {
		received(message);
	}

	@Override
	public void toApp(Message message, SessionID session) {
		sent(message);
	}

	/** Queues the report on its order's lane: the session's thread goes on reading while reports are applied. */
	@Override
	public void fromApp(Message message, SessionID session) throws FieldNotFound {
		received(message);
		lanes.apply(orderOf(message), new InboundLanes.Report(message.getHeader().getInt(MsgSeqNum.FIELD),
				acknowledgement(message), () -> applied(message)));
	}

	private void applied(Message message) {
		try {
			switch (message) {
				case ExecutionReport report -> executionReports.on(report);
				case OrderCancelReject reject -> cancelRejects.on(reject);
				case TradeCaptureReport capture -> tradeCaptures.on(capture);
				default -> log.info("FIX message of type {} ignored", type(message));
			}
		}
		catch (FieldNotFound missing) {
			throw new IllegalArgumentException("FIX message " + message + " lacks field " + missing.field, missing);
		}
	}

	/** An ExecutionReport of ExecType New: it changes its order's status and nothing else. */
	private static boolean acknowledgement(Message message) {
		return message instanceof ExecutionReport
				&& message.getOptionalString(ExecType.FIELD).equals(Optional.of(String.valueOf(ExecType.NEW)));
	}

	/** The order a report is about, as its ClOrdID names it (a trade capture report's, in its first side). */
	private static String orderOf(Message message) {
		Optional<String> clOrdId = message.getOptionalString(ClOrdID.FIELD);
		if (clOrdId.isEmpty() && message instanceof TradeCaptureReport capture && capture.hasGroup(NoSides.FIELD)) {
			clOrdId = capture.getGroups(NoSides.FIELD).getFirst().getOptionalString(ClOrdID.FIELD);
		}
		return clOrdId.flatMap(OrderMessages::orderOf).map(OrderId::toString).orElse("");
	}

	private void sent(Message message) {
		lastSent = last(message);
		metrics.counted("out", type(message));
	}

	private void received(Message message) {
		lastReceived = last(message);
		metrics.counted("in", type(message));
	}

	private LastMessage last(Message message) {
		String type = type(message);
		return new LastMessage(type, MessageNames.of(type), clock.instant());
	}

	private static String type(Message message) {
		return message.getHeader().getOptionalString(MsgType.FIELD).orElse("?");
	}
}
