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

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Ids;
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

	Deliveries(JdbcClient jdbc, NamedParameterJdbcTemplate batch, Ids ids) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.ids = ids;
	}

	public void enqueue(UUID eventId, String eventType, UUID endpointId, UUID tenantId, Instant now) {
		jdbc.sql("INSERT INTO webhook_deliveries (id, event_id, event_type, endpoint_id, tenant_id, status, "
				+ "attempt_count, next_attempt_at, created_at, updated_at) VALUES (:id, :eventId, :eventType, "
				+ ":endpointId, :tenantId, 'Pending', 0, :now, :now, :now)")
			.param("id", ids.next())
			.param("eventId", eventId)
			.param("eventType", eventType)
			.param("endpointId", endpointId)
			.param("tenantId", tenantId)
			.param("now", Timestamps.of(now))
			.update();
	}

	/** Claims up to {@code limit} due deliveries of enabled endpoints for this instance until {@code leaseUntil}. */
	List<Delivery> claimDue(Instant now, Instant leaseUntil, int limit) {
		UUID token = ids.next();
		jdbc.sql("UPDATE webhook_deliveries SET claim_token = :token, claimed_until = :leaseUntil WHERE id IN ("
				+ "SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id "
				+ "WHERE e.enabled = TRUE AND d.status = 'Pending' AND d.next_attempt_at <= :now "
				+ "AND (d.claimed_until IS NULL OR d.claimed_until < :now) "
				+ "ORDER BY d.next_attempt_at FETCH FIRST " + limit + " ROWS ONLY) AND " + CLAIMABLE)
			.param("token", token)
			.param("leaseUntil", Timestamps.of(leaseUntil))
			.param("now", Timestamps.of(now))
			.update();
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE claim_token = :token")
			.param("token", token)
			.query(Deliveries::delivery)
			.list();
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
