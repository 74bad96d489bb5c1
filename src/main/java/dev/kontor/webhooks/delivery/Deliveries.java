package dev.kontor.webhooks.delivery;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The durable delivery queue. Instances claim due deliveries by writing a claim token and a lease into them; the
 * conditions are checked again on the locked rows, so two instances never hold the same delivery at once, and a
 * delivery whose instance died is claimed again when its lease has run out.
 */
@Repository
public class Deliveries {

	private static final String COLUMNS = "id, event_id, event_type, endpoint_id, tenant_id, status, attempt_count, "
			+ "first_attempt_at, next_attempt_at, created_at";

	private static final String CLAIMABLE = "status = 'Pending' AND next_attempt_at <= :now "
			+ "AND (claimed_until IS NULL OR claimed_until < :now)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final Ids ids;

	private final boolean postgres;

	Deliveries(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource, Ids ids) {
		this.jdbc = jdbc;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
		this.batch = batch;
		this.ids = ids;
	}

	/** Queues the deliveries, due now, as one JDBC batch. */
	public void enqueueAll(List<NewDelivery> newDeliveries, Instant now) {
		batch.batchUpdate("INSERT INTO webhook_deliveries (id, event_id, event_type, endpoint_id, tenant_id, status, "
				+ "attempt_count, next_attempt_at, created_at, updated_at) VALUES (:id, :eventId, :eventType, "
				+ ":endpointId, :tenantId, 'Pending', 0, :now, :now, :now)",
				newDeliveries.stream()
					.map(delivery -> new MapSqlParameterSource().addValue("id", ids.next())
						.addValue("eventId", delivery.eventId())
						.addValue("eventType", delivery.eventType())
						.addValue("endpointId", delivery.endpointId())
						.addValue("tenantId", delivery.tenantId())
						.addValue("now", Timestamps.of(now)))
					.toArray(SqlParameterSource[]::new));
	}

	/** An event to be sent to an endpoint. */
	public record NewDelivery(UUID eventId, String eventType, UUID endpointId, UUID tenantId) {
	}

	/**
	 * Claims up to {@code limit} due deliveries, oldest first, for this instance until {@code leaseUntil}; to be
	 * called in a transaction. The due rows are locked with {@code FOR UPDATE SKIP LOCKED}, so instances claiming at
	 * the same time take different ones without waiting for each other, and read from this table alone in the
	 * order of the due index, so the plan stops after {@code limit} rows however long the queue. Deliveries of
	 * disabled endpoints are {@link DeliveryStatus#Paused} and not among them.
	 */
	List<Delivery> claimDue(Instant now, Instant leaseUntil, int limit) {
		if (postgres) {
			// PostgreSQL's statistics lag behind a queue that grows by thousands of rows a second; believing few rows
			// are due, it would read all due rows and sort them. Without sorting it walks the index in order instead.
			jdbc.sql("SET LOCAL enable_sort = off").update();
		}
		List<Delivery> due = jdbc.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE " + CLAIMABLE
				+ " ORDER BY next_attempt_at FETCH FIRST " + limit + " ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("now", Timestamps.of(now))
			.query(Deliveries::delivery)
			.list();
		if (!due.isEmpty()) {
			jdbc.sql("UPDATE webhook_deliveries SET claim_token = :token, claimed_until = :leaseUntil WHERE id IN (:ids)")
				.param("token", ids.next())
				.param("leaseUntil", Timestamps.of(leaseUntil))
				.param("ids", due.stream().map(Delivery::id).toList())
				.update();
		}
		return due;
	}

	/** Holds the waiting deliveries of a disabled endpoint, or one of them that was claimed, until it is enabled. */
	public void pause(UUID endpointId, Instant now) {
		jdbc.sql("UPDATE webhook_deliveries SET status = 'Paused', claim_token = NULL, claimed_until = NULL, "
				+ "updated_at = :now WHERE endpoint_id = :endpointId AND status = 'Pending'")
			.param("now", Timestamps.of(now))
			.param("endpointId", endpointId)
			.update();
	}

	/** Makes the paused deliveries of an endpoint that is enabled again due now. */
	public void resume(UUID endpointId, Instant now) {
		jdbc.sql("UPDATE webhook_deliveries SET status = 'Pending', next_attempt_at = :now, updated_at = :now "
				+ "WHERE endpoint_id = :endpointId AND status = 'Paused'")
			.param("now", Timestamps.of(now))
			.param("endpointId", endpointId)
			.update();
	}

	/**
	 * Records the attempts and writes their deliveries' outcomes, releasing the claims, as two JDBC batches: one
	 * round trip each for however many attempts finished meanwhile.
	 */
	void settle(List<Settlement> settlements) {
		SqlParameterSource[] attempts = settlements.stream().map(this::attemptRow).toArray(SqlParameterSource[]::new);
		SqlParameterSource[] outcomes = settlements.stream().map(Deliveries::outcomeRow).toArray(SqlParameterSource[]::new);
		batch.batchUpdate("INSERT INTO webhook_attempts (id, delivery_id, attempted_at, status_code, latency_ms, error, "
				+ "response_excerpt) VALUES (:id, :deliveryId, :at, :statusCode, :latencyMs, :error, :excerpt)", attempts);
		batch.batchUpdate("UPDATE webhook_deliveries SET status = :status, attempt_count = attempt_count + 1, "
				+ "first_attempt_at = :firstAttemptAt, next_attempt_at = :nextAttemptAt, claim_token = NULL, "
				+ "claimed_until = NULL, updated_at = :now WHERE id = :id", outcomes);
	}

	private SqlParameterSource attemptRow(Settlement settlement) {
		Attempt attempt = settlement.attempt();
		return new MapSqlParameterSource()
			.addValue("id", ids.next())
			.addValue("deliveryId", settlement.delivery().id())
			.addValue("at", Timestamps.of(attempt.at()))
			.addValue("statusCode", attempt.statusCode(), Types.INTEGER)
			.addValue("latencyMs", attempt.latencyMs())
			.addValue("error", attempt.error(), Types.VARCHAR)
			.addValue("excerpt", attempt.responseExcerpt(), Types.VARCHAR);
	}

	private static SqlParameterSource outcomeRow(Settlement settlement) {
		return new MapSqlParameterSource()
			.addValue("status", settlement.status().name())
			.addValue("firstAttemptAt", Timestamps.of(settlement.firstAttemptAt()))
			.addValue("nextAttemptAt", Timestamps.of(settlement.nextAttemptAt()), Types.TIMESTAMP_WITH_TIMEZONE)
			.addValue("now", Timestamps.of(settlement.settledAt()))
			.addValue("id", settlement.delivery().id());
	}

	/** Sends a delivery again as if it were new: a fresh retry horizon starts with its next attempt. */
	public boolean resend(UUID id, Instant now) {
		return jdbc.sql("UPDATE webhook_deliveries SET status = 'Pending', first_attempt_at = NULL, "
				+ "next_attempt_at = :now, claim_token = NULL, claimed_until = NULL, updated_at = :now WHERE id = :id")
			.param("now", Timestamps.of(now))
			.param("id", id)
			.update() == 1;
	}

	public Optional<Delivery> findById(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE id = :id")
			.param("id", id)
			.query(Deliveries::delivery)
			.optional();
	}

	public List<Delivery> find(@Nullable UUID eventId, @Nullable UUID endpointId, @Nullable String eventType,
			@Nullable DeliveryStatus status, int limit) {
		StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE 1 = 1");
		Map<String, Object> params = new HashMap<>();
		if (eventId != null) {
			sql.append(" AND event_id = :eventId");
			params.put("eventId", eventId);
		}
		if (endpointId != null) {
			sql.append(" AND endpoint_id = :endpointId");
			params.put("endpointId", endpointId);
		}
		if (eventType != null) {
			sql.append(" AND event_type = :eventType");
			params.put("eventType", eventType);
		}
		if (status != null) {
			sql.append(" AND status = :status");
			params.put("status", status.name());
		}
		sql.append(" ORDER BY created_at DESC, id FETCH FIRST ").append(limit).append(" ROWS ONLY");
		return jdbc.sql(sql.toString()).params(params).query(Deliveries::delivery).list();
	}

	public List<Attempt> attemptsOf(UUID deliveryId) {
		return jdbc.sql("SELECT attempted_at, status_code, latency_ms, error, response_excerpt FROM webhook_attempts "
				+ "WHERE delivery_id = :deliveryId ORDER BY attempted_at, id")
			.param("deliveryId", deliveryId)
			.query((rs, n) -> new Attempt(Timestamps.instant(rs, "attempted_at"), rs.getObject("status_code", Integer.class),
					rs.getLong("latency_ms"), rs.getString("error"), rs.getString("response_excerpt")))
			.list();
	}

	long countPending() {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE status = 'Pending'").query(Long.class).single();
	}

	private static Delivery delivery(ResultSet rs, int rowNum) throws SQLException {
		return new Delivery(rs.getObject("id", UUID.class), rs.getObject("event_id", UUID.class),
				rs.getString("event_type"), rs.getObject("endpoint_id", UUID.class), rs.getObject("tenant_id", UUID.class),
				DeliveryStatus.valueOf(rs.getString("status")), rs.getInt("attempt_count"),
				Timestamps.instant(rs, "first_attempt_at"), Timestamps.instant(rs, "next_attempt_at"),
				Timestamps.instant(rs, "created_at"));
	}
}
