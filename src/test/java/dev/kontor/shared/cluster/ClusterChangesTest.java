package dev.kontor.shared.cluster;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.testing.HttpTest;
import dev.kontor.testing.TestDatabaseProfiles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class ClusterChangesTest extends HttpTest {

	private static final AtomicInteger TOPICS = new AtomicInteger();

	@Autowired
	ClusterChanges changes;

	@Autowired
	TransactionTemplate transactions;

	@Autowired
	JdbcClient jdbc;

	private final List<ClusterChange> received = new CopyOnWriteArrayList<>();

	private final AtomicInteger missed = new AtomicInteger();

	private final ChangeTopic topic = new ChangeTopic("test.topic-" + TOPICS.incrementAndGet());

	@Test
	void aChangeIsToldOnceItsTransactionCommits() {
		subscribe();

		transactions.executeWithoutResult(transaction -> {
			changes.publish(topic, "42");
			sleep(Duration.ofMillis(300));
			assertThat(received).as("nothing before the commit").isEmpty();
		});

		await().atMost(Duration.ofSeconds(5)).until(() -> !received.isEmpty());
		assertThat(received).containsExactly(new ClusterChange("42", true));
	}

	@Test
	void aChangeRolledBackIsNeverTold() {
		subscribe();

		transactions.executeWithoutResult(transaction -> {
			changes.publish(topic, "rolled-back");
			transaction.setRollbackOnly();
		});
		changes.publish(topic, "after");

		await().atMost(Duration.ofSeconds(5)).until(() -> !received.isEmpty());
		assertThat(received).extracting(ClusterChange::payload).containsExactly("after");
	}

	@Test
	void refusesPayloadsTooLongForANotification() {
		assertThatThrownBy(() -> changes.publish(topic, "x".repeat(ClusterChanges.MAX_PAYLOAD_BYTES + 1)))
			.isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("ids, not documents");
	}

	@Test
	void aLostListeningConnectionIsOpenedAgainAndSubscribersReadEverythingAgain() {
		assumeTrue(TestDatabaseProfiles.isPostgres(), "H2 runs one instance and listens on no connection");
		subscribe();
		String channel = ((PostgresChanges) changes).channel();

		int terminated = jdbc.sql("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity "
				+ "WHERE application_name = :channel AND pid <> pg_backend_pid()")
			.param("channel", channel)
			.query(Integer.class)
			.single();

		assertThat(terminated).as("the listening connection").isPositive();
		await().atMost(Duration.ofSeconds(10)).until(() -> missed.get() > 0);
		changes.publish(topic, "after the reconnect");
		await().atMost(Duration.ofSeconds(5)).until(() -> !received.isEmpty());
		assertThat(received).extracting(ClusterChange::payload).containsExactly("after the reconnect");
	}

	private void subscribe() {
		changes.subscribe(topic, ChangeSubscriber.of(received::add, missed::incrementAndGet));
	}

	private static void sleep(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}
}
