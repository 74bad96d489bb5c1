package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import quickfix.Message;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionNotFound;
import quickfix.field.OrigSendingTime;
import quickfix.field.PossDupFlag;

/**
 * The one FIX session the simulator accepts, for sending and for the control server: whether it is logged on, and
 * dropping its connection. A message sent while no one is logged on is kept in the session's store and resent when
 * Kontor, logging on again, asks for the gap.
 */
final class Outbox {

	private static final Logger log = LoggerFactory.getLogger(Outbox.class);

	private volatile @Nullable SessionID session;

	/** Messages to go out as resends, with the time of their first sending; by identity, as QuickFIX/J hands them. */
	private final Map<Message, LocalDateTime> resends = Collections.synchronizedMap(new IdentityHashMap<>());

	private volatile boolean loggedOn;

	void created(SessionID id) {
		session = id;
	}

	void loggedOn(boolean now) {
		loggedOn = now;
	}

	boolean isLoggedOn() {
		return loggedOn;
	}

	void send(Message message) {
		SessionID id = session;
		if (id == null) {
			log.warn("No FIX session to send {} on", message);
			return;
		}
		try {
			Session.sendToTarget(message, id);
		}
		catch (SessionNotFound gone) {
			log.warn("The FIX session {} is gone: {}", id, gone.getMessage());
		}
	}

	/**
	 * Sends the message again as a resend: PossDupFlag Y and OrigSendingTime. QuickFIX/J removes both from a message
	 * it is given to send, so they are set in {@link #beforeSending}, once it has given the message its header.
	 */
	void resend(Message message, LocalDateTime firstSent) {
		resends.put(message, firstSent);
		try {
			send(message);
		}
		finally {
			resends.remove(message);
		}
	}

	/** Called by QuickFIX/J for every application message about to go out. */
	void beforeSending(Message message) {
		LocalDateTime firstSent = resends.get(message);
		if (firstSent != null) {
			message.getHeader().setBoolean(PossDupFlag.FIELD, true);
			message.getHeader().setUtcTimeStamp(OrigSendingTime.FIELD, firstSent, true);
		}
	}

	/** Drops the connection without a logout, as a network failure would; the initiator reconnects. */
	void disconnect() throws IOException {
		SessionID id = session;
		Session current = id == null ? null : Session.lookupSession(id);
		if (current != null) {
			current.disconnect("disconnect requested through the control server", false);
		}
	}
}
