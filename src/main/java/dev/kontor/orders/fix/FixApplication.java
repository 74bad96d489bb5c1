package dev.kontor.orders.fix;

import java.time.Clock;
import java.time.Instant;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.Application;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.SessionID;
import quickfix.field.MsgType;
import quickfix.fix44.ExecutionReport;
import quickfix.fix44.OrderCancelReject;
import quickfix.fix44.TradeCaptureReport;

/**
 * Kontor's side of the FIX session: hands what the venue reports to the order side and counts every message. No
 * exception leaves a callback: a report the order side cannot apply is logged, and the order is set right by the
 * status request of the next logon.
 */
final class FixApplication implements Application {

	private static final Logger log = LoggerFactory.getLogger(FixApplication.class);

	private final ExecutionReports executionReports;

	private final CancelRejects cancelRejects;

	private final TradeCaptures tradeCaptures;

	private final FixMetrics metrics;

	private final Clock clock;

	private final Runnable loggedOn;

	private volatile @Nullable Instant lastMessageAt;

	private volatile @Nullable Instant lastLogonAt;

	FixApplication(ExecutionReports executionReports, CancelRejects cancelRejects, TradeCaptures tradeCaptures,
			FixMetrics metrics, Clock clock, Runnable loggedOn) {
		this.executionReports = executionReports;
		this.cancelRejects = cancelRejects;
		this.tradeCaptures = tradeCaptures;
		this.metrics = metrics;
		this.clock = clock;
		this.loggedOn = loggedOn;
	}

	@Nullable Instant lastMessageAt() {
		return lastMessageAt;
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
		counted("out", message);
	}

	@Override
	public void fromAdmin(Message message, SessionID session) {
		received(message);
	}

	@Override
	public void toApp(Message message, SessionID session) {
		counted("out", message);
	}

	@Override
	public void fromApp(Message message, SessionID session) {
		received(message);
		try {
			switch (message) {
				case ExecutionReport report -> executionReports.on(report);
				case OrderCancelReject reject -> cancelRejects.on(reject);
				case TradeCaptureReport capture -> tradeCaptures.on(capture);
				default -> log.info("FIX message of type {} ignored", type(message));
			}
		}
		catch (FieldNotFound | RuntimeException failed) {
			log.warn("FIX message {} not applied: {}", message, failed.toString());
		}
	}

	private void received(Message message) {
		lastMessageAt = clock.instant();
		counted("in", message);
	}

	private void counted(String direction, Message message) {
		metrics.counted(direction, type(message));
	}

	private static String type(Message message) {
		return message.getHeader().getOptionalString(MsgType.FIELD).orElse("?");
	}
}
