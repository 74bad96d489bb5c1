package dev.kontor.webhooks.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.AfterCommit;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The durable delivery queue and its log of attempts, as the intake fills it and the operator reads and changes it:
 * deliveries queued in the transaction of their event, paused and resumed with their endpoint, sent again, listed.
 * The pipeline works the queue through {@link DeliveryQueue}.
 */
@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Deliveries {

	static final String COLUMNS = "id, event_id, event_type, endpoint_id, tenant_id, status, attempt_count, "
			+ "first_attempt_at, next_attempt_at, created_at";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final QueueSignal signal;

	private final Ids ids;

	/**
	 * Queues the deliveries, due now, as one JDBC batch; this instance's workers are signalled once the transaction
	 * commits, so that the deliveries start without waiting for the next poll.
	 */
	public void enqueueAll(List<NewDelivery> newDeliveries, Instant now) {
		if (newDeliveries.isEmpty()) {
			return;
		}
		batch.batchUpdate("INSERT INTO webhook_deliveries (id, event_id, event_type, endpoint_id, tenant_id, status, "
				+ "attempt_count, next_attempt_at, created_at, updated_at) VALUES (:id, :eventId, :eventType, "
				+ ":endpointId, :tenantId, 'Pending', 0, :now, :now, :now)",
				newDeliveries.stream()
					.map(delivery -> new MapSqlParameterSource().addValue("id", ids.next())
						.addValue("eventId", delivery.eventId())
						.addValue("eventType", delivery.eventType().name())
						.addValue("endpointId", delivery.endpointId())
						.addValue("tenantId", delivery.tenantId())
						.addValue("now", Timestamps.of(now)))
					.toArray(SqlParameterSource[]::new));
		signalAfterCommit();
	}

	/**
	 * Holds the waiting deliveries of a disabled endpoint, claimed ones included, until it is enabled. A claimed
	 * delivery keeps its claim token, so that the outcome of an attempt already in flight is still written (a
	 * delivered one is not sent again after the endpoint is enabled); its lease ends, so that the delivery is
	 * claimable at once when the endpoint is enabled, which gives it a new token.
	 */
	public void pause(UUID endpointId, Instant now) {
		jdbc.sql("UPDATE webhook_deliveries SET status = 'Paused', claimed_until = NULL, "
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
		signalAfterCommit();
	}

	/** Sends a delivery again as if it were new: a fresh retry horizon starts with its next attempt. */
	public boolean resend(UUID id, Instant now) {
		boolean found = jdbc.sql("UPDATE webhook_deliveries SET status = 'Pending', first_attempt_at = NULL, "
				+ "next_attempt_at = :now, claim_token = NULL, claimed_until = NULL, updated_at = :now WHERE id = :id")
			.param("now", Timestamps.of(now))
			.param("id", id)
			.update() == 1;
		signalAfterCommit();
		return found;
	}

	public Optional<Delivery> findById(UUID id) {
		return jdbc.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE id = :id")
			.param("id", id)
			.query(Deliveries::delivery)
			.optional();
	}

	public List<Delivery> find(@Nullable UUID eventId, @Nullable UUID endpointId, @Nullable EventType eventType,
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
			params.put("eventType", eventType.name());
		}
		if (status != null) {
			sql.append(" AND status = :status");
			params.put("status", status.name());
		}
		sql.append(" ORDER BY created_at DESC, id FETCH FIRST ").append(limit).append(" ROWS ONLY");
		return jdbc.sql(sql.toString()).params(params).query(Deliveries::delivery).list();
	}

	/**
	 * The attempts of these deliveries, oldest first, by delivery: one query for a whole list, of the earlier attempts'
	 * log and of the latest attempt each delivery keeps in its row.
	 */
	public Map<UUID, List<Attempt>> attemptsOf(Collection<UUID> deliveryIds) {
		Map<UUID, List<Attempt>> attempts = new LinkedHashMap<>();
		if (deliveryIds.isEmpty()) {
			return attempts;
		}
		jdbc.sql("SELECT delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt, 0 AS latest, id "
				+ "FROM webhook_attempts WHERE delivery_id IN (:deliveryIds) UNION ALL SELECT id, last_attempted_at, "
				+ "last_status_code, last_latency_ms, last_error, last_response_excerpt, 1, id FROM webhook_deliveries "
				+ "WHERE id IN (:deliveryIds) AND last_attempted_at IS NOT NULL ORDER BY 2, 7, 8")
			.param("deliveryIds", deliveryIds)
			.query(rs -> {
				attempts.computeIfAbsent(rs.getObject("delivery_id", UUID.class), id -> new ArrayList<>())
					.add(new Attempt(Timestamps.instant(rs, "attempted_at"), rs.getObject("status_code", Integer.class),
							rs.getLong("latency_ms"), rs.getString("error"), rs.getString("response_excerpt")));
			});
		return attempts;
	}

	private void signalAfterCommit() {
		AfterCommit.run(signal::signal);
	}

	static Delivery delivery(ResultSet rs, int rowNum) throws SQLException {
		DeliveryProgress progress = new DeliveryProgress(DeliveryStatus.valueOf(rs.getString("status")),
				rs.getInt("attempt_count"), Timestamps.instant(rs, "first_attempt_at"),
				Timestamps.instant(rs, "next_attempt_at"));
		return new Delivery(rs.getObject("id", UUID.class), rs.getObject("event_id", UUID.class),
				EventType.valueOf(rs.getString("event_type")), rs.getObject("endpoint_id", UUID.class),
				rs.getObject("tenant_id", UUID.class), progress, Timestamps.instant(rs, "created_at"));
	}
}
