package dev.kontor.orders.fix;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import quickfix.ConfigError;
import quickfix.DefaultMessageFactory;
import quickfix.FixVersions;
import quickfix.InvalidMessage;
import quickfix.Message;
import quickfix.MessageStoreFactory;
import quickfix.SLF4JLogFactory;
import quickfix.Session;
import quickfix.SessionID;
import quickfix.SessionNotFound;
import quickfix.SessionSettings;
import quickfix.SocketInitiator;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.FixedDelayTask;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.orders.OpenOrder;
import dev.kontor.orders.OrderId;
import dev.kontor.orders.VenueReads;
import dev.kontor.orders.VenueSessionView;

/**
 * The FIX 4.4 initiator session to the venue. One instance at a time holds it ({@link SessionHolders}); the holder
 * runs a QuickFIX/J {@link SocketInitiator} whose sequence numbers and sent messages live in the application's
 * database ({@link SessionStore}, on QuickFIX/J's JDBC tables), so that a restart, or another instance taking over,
 * resumes the session and the venue's resend fills any gap. Reports are applied on the lanes of their orders
 * ({@link InboundLanes}). After each logon it sends what the {@link Outbox} holds and then an OrderStatusRequest for
 * every open order whose requests are all sent. All sending runs on one thread, in the order written.
 */
@Component
@OnFixVenue
class FixSession implements SchedulingConfigurer, DisposableBean {

	private static final Logger log = LoggerFactory.getLogger(FixSession.class);

	private static final int BATCH = 200;

	private static final Duration SAVE_INTERVAL = Duration.ofMillis(100);

	private final FixSettings settings;

	private final SessionHolders holders;

	private final Outbox outbox;

	private final VenueReads reads;

	private final OrderMessages messages;

	private final SessionStores stores;

	private final InboundLanes lanes;

	private final FixApplication application;

	private final SessionID sessionId;

	private final String holder = InstanceNames.host() + "-" + UUID.randomUUID();

	private final ExecutorService sender = Executors.newSingleThreadExecutor(
			Thread.ofVirtual().name("fix-sender").factory());

	private final AtomicBoolean sendQueued = new AtomicBoolean();

	private volatile @Nullable SocketInitiator initiator;

	private volatile @Nullable SessionStore store;

	FixSession(FixSettings settings, SessionHolders holders, Outbox outbox, VenueReads reads, OrderMessages messages,
			SessionStores stores, InboundReports inbound, FixMetrics metrics, TransactionTemplate transaction,
			Clock clock) {
		this.settings = settings;
		this.holders = holders;
		this.outbox = outbox;
		this.reads = reads;
		this.messages = messages;
		this.stores = stores;
		this.lanes = new InboundLanes(settings.inboundLanes(),
				work -> transaction.executeWithoutResult(status -> work.run()));
		this.sessionId = new SessionID(FixVersions.BEGINSTRING_FIX44, settings.senderCompId(),
				settings.targetCompId());
		this.application = new FixApplication(inbound.executionReports(), inbound.cancelRejects(),
				inbound.tradeCaptures(), metrics, lanes, clock, () -> sender.execute(this::afterLogon));
		metrics.watch(this::connection);
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar jobs) {
		jobs.addFixedDelayTask(new FixedDelayTask(this::holdOrLeave, settings.holderLease().dividedBy(3),
				Duration.ZERO));
		jobs.addFixedDelayTask(new FixedDelayTask(this::sendWaiting, settings.sendInterval(), Duration.ZERO));
		jobs.addFixedDelayTask(new FixedDelayTask(this::save, SAVE_INTERVAL, Duration.ZERO));
	}

	/** Renews or takes the session and runs the initiator; stops it once another instance holds the session. */
	void holdOrLeave() {
		boolean holds;
		try {
			holds = holders.hold(sessionKey(), holder, settings.holderLease());
		}
		catch (RuntimeException databaseAway) {
			log.warn("Could not renew the FIX session's lease: {}", databaseAway.toString());
			holds = false;
		}
		if (holds) {
			start();
		}
		else {
			stop();
		}
	}

	/**
	 * Sends the requests waiting in the outbox, on the sending thread, when this instance is logged on. Calls while
	 * a pass is queued already join it, so that a slow database does not pile passes up.
	 */
	void sendWaiting() {
		if (sendQueued.compareAndSet(false, true)) {
			sender.execute(() -> {
				sendQueued.set(false);
				sendWaitingNow();
			});
		}
	}

	/** Logs out; the initiator logs on again after the reconnect interval. */
	void reconnect() {
		Session session = Session.lookupSession(sessionId);
		if (session == null) {
			return;
		}
		session.logout("Reconnect asked by the operator");
		Thread.ofVirtual().name("fix-reconnect").start(() -> {
			long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
			while (session.isLoggedOn() && System.nanoTime() < deadline) {
				pause();
			}
			session.logon();
		});
	}

	/** The session as this instance's initiator knows it, without reading the database. */
	VenueSessionView.Connection connection() {
		Session session = initiator == null ? null : Session.lookupSession(sessionId);
		VenueSessionView.State state = session == null ? VenueSessionView.State.NotHolder
				: session.isLoggedOn() ? VenueSessionView.State.Connected : VenueSessionView.State.Disconnected;
		Integer sender = null;
		Integer target = null;
		if (session != null) {
			try {
				sender = session.getStore().getNextSenderMsgSeqNum();
				target = session.getStore().getNextTargetMsgSeqNum();
			}
			catch (IOException unreadable) {
				log.warn("Could not read the FIX session's sequence numbers: {}", unreadable.toString());
			}
		}
		return new VenueSessionView.Connection(state, settings.senderCompId(), settings.targetCompId(),
				settings.host(), settings.port(), sender, target, application.lastSent(), application.lastReceived(),
				application.lastLogonAt());
	}

	/** The name under which this instance holds the session in the holders' table. */
	String holder() {
		return holder;
	}

	/** Starts the initiator on this instance, unless it runs already. */
	synchronized void start() {
		if (initiator != null) {
			return;
		}
		try {
			SessionSettings sessionSettings = sessionSettings();
			MessageStoreFactory opened = session -> {
				SessionStore sessionStore = stores.open(session, lanes::lowestUnapplied);
				store = sessionStore;
				return sessionStore;
			};
			SocketInitiator started = new SocketInitiator(application, opened, sessionSettings,
					new SLF4JLogFactory(sessionSettings), new DefaultMessageFactory());
			started.start();
			initiator = started;
			log.info("This instance holds the FIX session {} to {}:{}", sessionId, settings.host(), settings.port());
		}
		catch (ConfigError wrong) {
			throw new IllegalStateException("The FIX session's settings are wrong: " + wrong.getMessage(), wrong);
		}
	}

	/** Logs out and stops the initiator on this instance, if it runs. */
	void stop() {
		stop(() -> {
		});
	}

	private synchronized void stop(Runnable beforeSaving) {
		SocketInitiator running = initiator;
		if (running != null) {
			initiator = null;
			running.stop();
			beforeSaving.run();
			closeStore();
			log.info("This instance no longer holds the FIX session {}", sessionId);
		}
	}

	/** Logs out, applies the reports received, then saves the session and gives it up. */
	@Override
	public void destroy() {
		sender.shutdownNow();
		stop(lanes::close);
		lanes.close();
		try {
			holders.release(sessionKey(), holder);
		}
		catch (RuntimeException databaseAway) {
			log.warn("Could not give up the FIX session's lease: {}", databaseAway.toString());
		}
	}

	/**
	 * What a logon owes the venue: the requests written meanwhile, then a status request for each open order whose
	 * requests are all sent.
	 */
	private void afterLogon() {
		sendWaitingNow();
		// the open orders first, then what waits: an order placed meanwhile on any instance is either not among the
		// open ones or waits, so no status request overtakes a request not sent yet (the venue would not know the order)
		List<OpenOrder> held = reads.open();
		Set<OrderId> waiting = outbox.waiting();
		List<OpenOrder> open = held.stream().filter(order -> !waiting.contains(order.id())).toList();
		Map<OrderId, Long> lastWritten = outbox.lastWritten(open.stream().map(OpenOrder::id).toList());
		for (OpenOrder order : open) {
			send(messages.status(order, lastWritten.getOrDefault(order.id(), 0L)));
		}
		save();
		log.info("Asked the venue the status of {} open orders", open.size());
	}

	/** Writes the session's sent messages and sequence numbers, if this instance holds the session. */
	void save() {
		SessionStore open = store;
		if (open != null) {
			try {
				open.save();
			}
			catch (RuntimeException databaseAway) {
				log.warn("Could not save the FIX session's messages: {}", databaseAway.toString());
			}
		}
	}

	private void closeStore() {
		SessionStore open = store;
		store = null;
		if (open != null) {
			try {
				open.close();
			}
			catch (RuntimeException databaseAway) {
				log.warn("Could not save the FIX session's sequence numbers: {}", databaseAway.toString());
			}
		}
	}

	/**
	 * Claims the waiting requests and sends them, a batch at a time. Each claim shares its transaction with the save
	 * of the messages sent before it; the last batch's are saved by the next claim or the periodic save.
	 */
	private void sendWaitingNow() {
		Session session = Session.lookupSession(sessionId);
		SessionStore open = store;
		if (session == null || !session.isLoggedOn() || open == null) {
			return;
		}
		try {
			List<Outbox.Pending> claimed = open.saveAnd(() -> outbox.claimUnsent(BATCH));
			while (!claimed.isEmpty()) {
				for (Outbox.Pending request : claimed) {
					send(new Message(request.message(), false));
				}
				claimed = claimed.size() < BATCH ? List.of() : open.saveAnd(() -> outbox.claimUnsent(BATCH));
			}
		}
		catch (InvalidMessage | RuntimeException failed) {
			log.warn("Could not send the FIX venue's waiting requests: {}", failed.toString());
		}
	}

	private void send(Message message) {
		try {
			Session.sendToTarget(message, sessionId);
		}
		catch (SessionNotFound gone) {
			// stored as sent: the status request of the next logon finds out what the venue got
			log.warn("FIX session {} gone while sending: {}", sessionId, gone.toString());
		}
	}

	private SessionSettings sessionSettings() {
		SessionSettings session = new SessionSettings();
		session.setString(sessionId, "ConnectionType", "initiator");
		session.setString(sessionId, "SocketConnectHost", settings.host());
		session.setLong(sessionId, "SocketConnectPort", settings.port());
		session.setLong(sessionId, "HeartBtInt", settings.heartbeatInterval().toSeconds());
		session.setLong(sessionId, "ReconnectInterval", settings.reconnectInterval().toSeconds());
		session.setString(sessionId, "NonStopSession", "Y");
		session.setString(sessionId, "UseDataDictionary", "Y");
		session.setString(sessionId, "DataDictionary", "FIX44.xml");
		session.setString(sessionId, "ResetOnLogon", "N");
		session.setString(sessionId, "PersistMessages", "Y");
		return session;
	}

	String sessionKey() {
		return sessionId.toString();
	}

	private static void pause() {
		try {
			Thread.sleep(50);
		}
		catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}
}
