package dev.kontor.webhooks;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.testing.HttpTest;
import dev.kontor.webhooks.intake.EventIntake;
import dev.kontor.webhooks.queue.AcceptedEvent;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Events accepted in a transaction go to the outbox with it: as it commits, all of them, each with the time it
 * occurred; none when it rolls back; a transaction started inside another ({@code REQUIRES_NEW}) writes its own when
 * it commits, whatever the outer one does.
 */
class OutboxTransactionTest extends HttpTest {

	@Autowired
	EventIntake intake;

	@Autowired
	JdbcClient jdbc;

	@Autowired
	PlatformTransactionManager transactionManager;

	private UUID tenantId;

	private TransactionTemplate transaction;

	private TransactionTemplate newTransaction;

	@BeforeEach
	void tenant() {
		tenantId = platform.newTenant();
		transaction = new TransactionTemplate(transactionManager);
		newTransaction = new TransactionTemplate(transactionManager);
		newTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
	}

	@Test
	void theEventsOfATransactionAreWrittenWhenItCommitsEachWithTheTimeItOccurred() {
		List<AcceptedEvent> accepted = transaction.execute(status -> {
			AcceptedEvent first = accept("first");
			pause(Duration.ofMillis(50));
			AcceptedEvent second = accept("second");
			AcceptedEvent third = accept("third");
			return List.of(first, second, third);
		});

		assertThat(accepted).allSatisfy(event -> assertThat(stored(event.id())).isTrue());
		Instant first = occurredAt(accepted.get(0).id());
		Instant second = occurredAt(accepted.get(1).id());
		assertThat(first).as("as answered").isEqualTo(accepted.get(0).occurredAt());
		assertThat(Duration.between(first, second)).isGreaterThanOrEqualTo(Duration.ofMillis(50));
	}

	@Test
	void aRolledBackTransactionWritesNoEvent() {
		AcceptedEvent accepted = transaction.execute(status -> {
			status.setRollbackOnly();
			return accept("rolled back");
		});

		assertThat(stored(accepted.id())).isFalse();
	}

	@Test
	void aTransactionInsideAnotherWritesItsOwnEventsWhenItCommits() {
		UUID[] ids = new UUID[2];
		transaction.executeWithoutResult(status -> {
			ids[0] = accept("outer").id();
			ids[1] = newTransaction.execute(inner -> accept("inner")).id();
			assertThat(stored(ids[1])).as("committed with the inner transaction").isTrue();
			status.setRollbackOnly();
		});

		assertThat(stored(ids[0])).isFalse();
		assertThat(stored(ids[1])).isTrue();
	}

	private AcceptedEvent accept(String clientOrderId) {
		return intake.accept(new EventIntake.Submission(tenantId, "TradeCaptureReport",
				Map.of("clientId", UUID.randomUUID().toString(), "clientOrderId", clientOrderId)));
	}

	private boolean stored(UUID eventId) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_events WHERE id = :id")
			.param("id", eventId)
			.query(Long.class)
			.single() == 1;
	}

	private Instant occurredAt(UUID eventId) {
		return jdbc.sql("SELECT occurred_at FROM webhook_events WHERE id = :id")
			.param("id", eventId)
			.query((rs, row) -> Timestamps.instant(rs, "occurred_at"))
			.single();
	}

	private static void pause(Duration duration) {
		try {
			Thread.sleep(duration);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}
}
