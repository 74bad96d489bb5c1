package dev.kontor.shared.cluster;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Changes through PostgreSQL's {@code NOTIFY}: {@code pg_notify} in the changing transaction (the database sends it
 * at commit, and never for a rollback), and one connection of this instance's own, outside the pool, that
 * {@code LISTEN}s on the schema's channel and hands each notification to the subscribers. A lost connection is
 * opened again, and then every subscriber is told that it may have missed changes.
 */
final class PostgresChanges implements ClusterChanges {

	private static final Logger log = LoggerFactory.getLogger(PostgresChanges.class);

	private static final int WAIT_MILLIS = 500;

	private static final Duration RECONNECT_DELAY = Duration.ofMillis(200);

	private static final Duration MAX_RECONNECT_DELAY = Duration.ofSeconds(5);

	/**
	 * After this long without a notification the connection is asked a question: a connection broken without a word
	 * (a failover, a firewall dropping it) would otherwise never fail.
	 */
	private static final long SILENCE_CHECK_NANOS = Duration.ofSeconds(15).toNanos();

	private final String sender = UUID.randomUUID().toString();

	private final JdbcClient jdbc;

	private final ListeningConnections connections;

	private final Subscriptions subscriptions;

	private final CountDownLatch listening = new CountDownLatch(1);

	private volatile boolean running;

	private volatile Thread listener;

	PostgresChanges(JdbcClient jdbc, ListeningConnections connections, Subscriptions subscriptions) {
		this.jdbc = jdbc;
		this.connections = connections;
		this.subscriptions = subscriptions;
	}

	@Override
	public void publish(ChangeTopic topic, String payload) {
		ChangeMessage.requireSmall(payload);
		jdbc.sql("SELECT pg_notify(:channel, :message)")
			.param("channel", connections.channel())
			.param("message", new ChangeMessage(sender, topic, payload).text())
			.query((rs, row) -> row)
			.list();
	}

	@Override
	public void subscribe(ChangeTopic topic, ChangeSubscriber subscriber) {
		subscriptions.add(topic, subscriber);
	}

	/** The channel this instance listens on; also the listening connection's application name. */
	String channel() {
		return connections.channel();
	}

	/** Starts listening, and waits a little for the first {@code LISTEN}, so that changes after the start count. */
	void start() {
		running = true;
		listener = Thread.ofPlatform().daemon().name("cluster-changes").start(this::listen);
		try {
			if (!listening.await(10, TimeUnit.SECONDS)) {
				log.warn("Not yet listening for the changes of other instances; their polls take them up meanwhile");
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	void stop() {
		running = false;
		Thread thread = listener;
		if (thread != null) {
			thread.interrupt();
		}
	}

	private void listen() {
		Duration delay = RECONNECT_DELAY;
		boolean listenedBefore = false;
		while (running) {
			try (Connection connection = connections.open()) {
				try (Statement statement = connection.createStatement()) {
					statement.execute("LISTEN \"" + connections.channel() + "\"");
				}
				listening.countDown();
				if (listenedBefore) {
					log.info("Listening again for the changes of other instances; subscribers read everything again");
					subscriptions.missedChanges();
				}
				listenedBefore = true;
				delay = RECONNECT_DELAY;
				receive(connection);
			}
			catch (SQLException lost) {
				if (running) {
					log.warn("The connection listening for changes failed ({}); opening it again in {} ms",
							lost.getMessage(), delay.toMillis());
					sleep(delay);
					delay = delay.multipliedBy(2).compareTo(MAX_RECONNECT_DELAY) > 0 ? MAX_RECONNECT_DELAY
							: delay.multipliedBy(2);
				}
			}
		}
	}

	private void receive(Connection connection) throws SQLException {
		PGConnection listening = connection.unwrap(PGConnection.class);
		long heardAt = System.nanoTime();
		while (running) {
			PGNotification[] notifications = listening.getNotifications(WAIT_MILLIS);
			if (notifications == null || notifications.length == 0) {
				if (System.nanoTime() - heardAt > SILENCE_CHECK_NANOS) {
					try (Statement statement = connection.createStatement()) {
						statement.execute("SELECT 1");
					}
					heardAt = System.nanoTime();
				}
				continue;
			}
			heardAt = System.nanoTime();
			for (PGNotification notification : notifications) {
				ChangeMessage.parse(notification.getParameter())
					.ifPresent(message -> subscriptions.deliver(message.topic(),
							new ClusterChange(message.payload(), message.sender().equals(sender))));
			}
		}
	}

	private static void sleep(Duration delay) {
		try {
			Thread.sleep(delay);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
