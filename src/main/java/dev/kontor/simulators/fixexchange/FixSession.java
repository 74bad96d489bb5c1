package dev.kontor.simulators.fixexchange;

import java.util.concurrent.Executor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import quickfix.Application;
import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.SessionID;
import quickfix.UnsupportedMessageType;
import quickfix.field.MsgType;
import quickfix.field.OrdStatusReqID;

/**
 * The QuickFIX/J application of the acceptor: it reads Kontor's messages and hands them, in the order received, to
 * the exchange's thread, which alone changes orders, and returns once that thread has taken them. Messages the
 * dialect does not speak are answered with a BusinessMessageReject by QuickFIX/J.
 */
final class FixSession implements Application {

	private static final Logger log = LoggerFactory.getLogger(FixSession.class);

	private final Desk desk;

	private final Executor exchange;

	private final Outbox outbox;

	FixSession(Desk desk, Executor exchange, Outbox outbox) {
		this.desk = desk;
		this.exchange = exchange;
		this.outbox = outbox;
	}

	@Override
	public void onCreate(SessionID session) {
		outbox.created(session);
	}

	@Override
	public void onLogon(SessionID session) {
		outbox.loggedOn(true);
		log.info("FIX session {} logged on", session);
	}

	@Override
	public void onLogout(SessionID session) {
		outbox.loggedOn(false);
		log.info("FIX session {} logged out", session);
	}

	@Override
	public void toAdmin(Message message, SessionID session) {
	}

	@Override
	public void fromAdmin(Message message, SessionID session) {
	}

	@Override
	public void toApp(Message message, SessionID session) {
		outbox.beforeSending(message);
	}

	@Override
	public void fromApp(Message message, SessionID session) throws FieldNotFound, UnsupportedMessageType {
		switch (message.getHeader().getString(MsgType.FIELD)) {
			case MsgType.ORDER_SINGLE -> {
				Messages.Read read = Messages.newOrder(message);
				boolean possDup = Messages.isPossDup(message);
				exchange.execute(() -> desk.newOrder(read.order(), possDup, read.problem()));
			}
			case MsgType.ORDER_CANCEL_REQUEST -> {
				Request request = Messages.request(message);
				exchange.execute(() -> desk.cancel(request));
			}
			case MsgType.ORDER_CANCEL_REPLACE_REQUEST -> {
				Request request = Messages.request(message);
				Terms terms = Messages.terms(message);
				exchange.execute(() -> desk.replace(request, terms));
			}
			case MsgType.ORDER_STATUS_REQUEST -> {
				Request request = Messages.request(message);
				String statusRequestId = Messages.optional(message, OrdStatusReqID.FIELD);
				exchange.execute(() -> desk.status(request, statusRequestId));
			}
			default -> throw new UnsupportedMessageType();
		}
	}
}
