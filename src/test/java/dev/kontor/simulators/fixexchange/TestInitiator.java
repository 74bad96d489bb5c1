package dev.kontor.simulators.fixexchange;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import quickfix.Application;
import quickfix.ConfigError;
import quickfix.FieldNotFound;
import quickfix.Initiator;
import quickfix.MemoryStoreFactory;
import quickfix.Message;
import quickfix.ScreenLogFactory;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionNotFound;
import quickfix.SessionSettings;
import quickfix.SocketInitiator;
import quickfix.field.ClOrdID;
import quickfix.field.OrigSendingTime;
import quickfix.field.PossDupFlag;
import quickfix.fix44.MessageFactory;

/**
 * Kontor's side of the FIX session in the tests: a QuickFIX/J initiator ({@code KONTOR} to {@code EXCHANGE}) that
 * keeps every application message it receives and waits for those a test expects.
 */
final class TestInitiator implements Application, AutoCloseable {

	static final Duration PATIENCE = Duration.ofSeconds(10);

	private final SessionID session = new SessionID("FIX.4.4", "KONTOR", "EXCHANGE");

	private final Initiator initiator;

	private final List<Message> received = new ArrayList<>();

	private volatile int logons;

	private final Set<Message> resends = Collections
		.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

	TestInitiator(int port) throws ConfigError {
		SessionSettings settings = new SessionSettings();
		settings.setString(session, "ConnectionType", "initiator");
		settings.setString(session, "SocketConnectHost", "127.0.0.1");
		settings.setLong(session, "SocketConnectPort", port);
		settings.setLong(session, "ReconnectInterval", 1);
		settings.setLong(session, "HeartBtInt", 30);
		settings.setString(session, "NonStopSession", "Y");
		settings.setString(session, "UseDataDictionary", "Y");
		settings.setString(session, "DataDictionary", "FIX44.xml");
		settings.setString(session, "ScreenLogShowHeartBeats", "N");
		initiator = new SocketInitiator(this, new MemoryStoreFactory(), settings, new ScreenLogFactory(false, false,
				false), new MessageFactory());
		initiator.start();
	}

	void awaitLogons(int count) throws InterruptedException {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (logons < count || !Session.lookupSession(session).isLoggedOn()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("no logon number " + count);
			}
			TimeUnit.MILLISECONDS.sleep(20);
		}
	}

	int logons() {
		return logons;
	}

	void send(Message message) throws SessionNotFound {
		Session.sendToTarget(message, session);
	}

	/**
	 * Sends the message as Kontor resends an order after a reconnect: PossDupFlag Y and OrigSendingTime, set in
	 * {@link #toApp} since QuickFIX/J removes both from a message it is given to send.
	 */
	void resend(Message message) throws SessionNotFound {
		resends.add(message);
		try {
			send(message);
		}
		finally {
			resends.remove(message);
		}
	}

	/** The next message received about the ClOrdID (or one of its requests) that the test has not taken yet. */
	Message next(String clOrdId) throws InterruptedException {
		return next(message -> clOrdIdOf(message).startsWith(clOrdId), "a message about " + clOrdId);
	}

	Message next(Predicate<Message> wanted, String what) throws InterruptedException {
		long deadline = System.nanoTime() + PATIENCE.toNanos();
		while (System.nanoTime() < deadline) {
			synchronized (received) {
				for (Message message : received) {
					if (wanted.test(message)) {
						received.remove(message);
						return message;
					}
				}
			}
			TimeUnit.MILLISECONDS.sleep(10);
		}
		throw new AssertionError("no " + what + " within " + PATIENCE);
	}

	/** Whether a message about the ClOrdID arrives within the time; it is left for {@link #next}. */
	boolean arrives(String clOrdId, Duration within) throws InterruptedException {
		long deadline = System.nanoTime() + within.toNanos();
		while (System.nanoTime() < deadline) {
			synchronized (received) {
				if (received.stream().anyMatch(message -> clOrdIdOf(message).startsWith(clOrdId))) {
					return true;
				}
			}
			TimeUnit.MILLISECONDS.sleep(10);
		}
		return false;
	}

	private static String clOrdIdOf(Message message) {
		try {
			return message.isSetField(ClOrdID.FIELD) ? message.getString(ClOrdID.FIELD) : "";
		}
		catch (FieldNotFound impossible) {
			return "";
		}
	}

	@Override
	public void onCreate(SessionID id) {
	}

	@Override
	public void onLogon(SessionID id) {
		logons++;
	}

	@Override
	public void onLogout(SessionID id) {
	}

	@Override
	public void toAdmin(Message message, SessionID id) {
	}

	@Override
	public void fromAdmin(Message message, SessionID id) {
	}

	@Override
	public void toApp(Message message, SessionID id) {
		if (resends.contains(message)) {
			message.getHeader().setBoolean(PossDupFlag.FIELD, true);
			message.getHeader()
				.setUtcTimeStamp(OrigSendingTime.FIELD, LocalDateTime.now(ZoneOffset.UTC).minusSeconds(1));
		}
	}

	@Override
	public void fromApp(Message message, SessionID id) {
		synchronized (received) {
			received.add(message);
		}
	}

	@Override
	public void close() {
		initiator.stop(true);
	}
}
