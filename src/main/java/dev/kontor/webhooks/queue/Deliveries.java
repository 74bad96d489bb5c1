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

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.AfterCommit;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The durable delivery queue and its log of attempts. Instances claim due deliveries by writing a claim token and a
 * lease into them; the conditions are checked again on the locked rows, so two instances never hold the same
 * delivery at once, and a delivery whose instance died is claimed again when its lease has run out. An outcome is
 * written only while its claim is the delivery's current one.
 */
@Repository
public class Deliveries {

	private static final String COLUMNS = "id, event_id, event_type, endpoint_id, tenant_id, status, attempt_count, "
			+ "first_attempt_at, next_attempt_at, created_at";

	private static final String CLAIMABLE = "status = 'Pending' AND next_attempt_at <= :now "
			+ "AND (claimed_until IS NULL OR claimed_until < :now)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final QueueSignal signal;

	private final Ids ids;

	private final boolean postgres;

	Deliveries(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource, QueueSignal signal, Ids ids) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.signal = signal;
		this.ids = ids;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
	}

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
	 * The endpoints with deliveries that can be claimed now. Each endpoint is looked at
	 * with one probe of the {@code (endpoint_id, status, next_attempt_at)} index that stops at its first claimable
	 * delivery, so the cost grows with the number of endpoints, not with the length of anyone's backlog. (A scalar
	 * sub-query with a row limit, because a plain {@code EXISTS} may be planned as a join over all due deliveries.)
	 */
	public List<UUID> endpointsWithDueDeliveries(Instant now) {
		return jdbc.sql("SELECT e.id FROM webhook_endpoints e WHERE (SELECT d.id FROM webhook_deliveries d "
				+ "WHERE d.endpoint_id = e.id AND d.status = 'Pending' AND d.next_attempt_at <= :now "
				+ "AND (d.claimed_until IS NULL OR d.claimed_until < :now) FETCH FIRST 1 ROWS ONLY) IS NOT NULL "
				+ "ORDER BY e.id")
			.param("now", Timestamps.of(now))
			.query(UUID.class)
			.list();
	}

	/**
	 * Claims, for each endpoint, up to its number of due deliveries, oldest first, until {@code leaseUntil}; to be
	 * called in a transaction. The due rows are locked with {@code FOR UPDATE SKIP LOCKED}, so instances claiming at
	 * the same time take different ones without waiting for each other, and are read along the endpoint's due index,
	 * so each query stops after its limit however long the endpoint's backlog. Deliveries of disabled endpoints are
	 * {@link DeliveryStatus#Paused} and not among them.
	 */
	public List<Claim> claimDue(Map<UUID, Integer> limitByEndpoint, Instant now, Instant leaseUntil) {
		if (postgres) {
			// PostgreSQL's statistics lag behind a queue that grows by thousands of rows a second; believing few rows
			// are due, it would read all due rows and sort them. Without sorting it walks the index in order instead.
			jdbc.sql("SET LOCAL enable_sort = off").update();
		}
		List<Delivery> due = new ArrayList<>();
		limitByEndpoint.forEach((endpointId, limit) -> due.addAll(jdbc
			.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE endpoint_id = :endpointId AND " + CLAIMABLE
					+ " ORDER BY next_attempt_at FETCH FIRST " + limit + " ROWS ONLY FOR UPDATE SKIP LOCKED")
			.param("endpointId", endpointId)
			.param("now", Timestamps.of(now))
			.query(Deliveries::delivery)
			.list()));
		if (due.isEmpty()) {
			return List.of();
		}
		UUID token = ids.next();
		// The next attempt moves to the lease's end: should this attempt's outcome never be written, that is when the
		// delivery is due again, and until then it is out of the due range of the index, so that the look for due
		// deliveries does not walk past the deliveries in flight (with outcomes waiting to be written, thousands).
		jdbc.sql("UPDATE webhook_deliveries SET claim_token = :token, claimed_until = :leaseUntil, "
				+ "next_attempt_at = :leaseUntil WHERE id IN (:ids)")
			.param("token", token)
			.param("leaseUntil", Timestamps.of(leaseUntil))
			.param("ids", due.stream().map(Delivery::id).toList())
			.update();
		return due.stream().map(delivery -> new Claim(delivery, token, leaseUntil)).toList();
	}

	/** Holds the waiting deliveries of a disabled endpoint, claimed ones included, until it is enabled. */
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
		signalAfterCommit();
	}

	/**
	 * Writes the outcomes whose claims are still current, and records every attempt, as two JDBC batches: one round
	 * trip each for however many attempts finished meanwhile. An outcome whose claim is no longer the delivery's
	 * (its lease ran out and another attempt claimed it, or it was paused or resent meanwhile) changes nothing; its
	 * attempt is still recorded, with a note, because the receiver did get the request.
	 *
	 * @return the outcomes that were applied
	 */
	public List<Outcome> record(List<Outcome> outcomes) {
		int[] updated = batch.batchUpdate("UPDATE webhook_deliveries SET status = :status, "
				+ "attempt_count = attempt_count + 1, first_attempt_at = :firstAttemptAt, next_attempt_at = :nextAttemptAt, "
				+ "claim_token = NULL, claimed_until = NULL, updated_at = :now "
				// The token alone fences: a pause, a resend and every written outcome clear it. A condition on the status
				// here would let a generic plan pick an index on the status and walk every pending delivery.
				+ "WHERE id = :id AND claim_token = :token",
				outcomes.stream().map(Deliveries::outcomeRow).toArray(SqlParameterSource[]::new));
		List<Outcome> applied = new ArrayList<>();
		List<SqlParameterSource> attempts = new ArrayList<>();
		for (int i = 0; i < outcomes.size(); i++) {
			Outcome outcome = outcomes.get(i);
			boolean current = updated[i] != 0;
			if (current) {
				applied.add(outcome);
			}
			Attempt attempt = current ? outcome.attempt()
					: outcome.attempt().withNote("outcome not applied: the delivery was claimed again, paused or resent meanwhile");
			attempts.add(attemptRow(outcome.claim().delivery().id(), attempt));
		}
		batch.batchUpdate("INSERT INTO webhook_attempts (id, delivery_id, attempted_at, status_code, latency_ms, error, "
				+ "response_excerpt) VALUES (:id, :deliveryId, :at, :statusCode, :latencyMs, :error, :excerpt)",
				attempts.toArray(SqlParameterSource[]::new));
		return applied;
	}

	private SqlParameterSource attemptRow(UUID deliveryId, Attempt attempt) {
		return new MapSqlParameterSource()
			.addValue("id", ids.next())
			.addValue("deliveryId", deliveryId)
			.addValue("at", Timestamps.of(attempt.at()))
			.addValue("statusCode", attempt.statusCode(), Types.INTEGER)
			.addValue("latencyMs", attempt.latencyMs())
			.addValue("error", attempt.error(), Types.VARCHAR)
			.addValue("excerpt", attempt.responseExcerpt(), Types.VARCHAR);
	}

	private static SqlParameterSource outcomeRow(Outcome outcome) {
		return new MapSqlParameterSource()
			.addValue("status", outcome.status().name())
			.addValue("firstAttemptAt", Timestamps.of(outcome.firstAttemptAt()))
			.addValue("nextAttemptAt", Timestamps.of(outcome.nextAttemptAt()), Types.TIMESTAMP_WITH_TIMEZONE)
			.addValue("now", Timestamps.of(outcome.settledAt()))
			.addValue("id", outcome.claim().delivery().id())
			.addValue("token", outcome.claim().token());
	}

	/** Whether an attempt at the endpoint since {@code since} was acknowledged. */
	public boolean acknowledgedSince(UUID endpointId, Instant since) {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id "
				+ "WHERE d.endpoint_id = :endpointId AND a.attempted_at >= :since AND a.status_code IN (200, 201, 204)")
			.param("endpointId", endpointId)
			.param("since", Timestamps.of(since))
			.query(Long.class)
			.single() > 0;
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

	/** The attempts of these deliveries, oldest first, by delivery: one query for a whole list. */
	public Map<UUID, List<Attempt>> attemptsOf(Collection<UUID> deliveryIds) {
		Map<UUID, List<Attempt>> attempts = new LinkedHashMap<>();
		if (deliveryIds.isEmpty()) {
			return attempts;
		}
		jdbc.sql("SELECT delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt FROM webhook_attempts "
				+ "WHERE delivery_id IN (:deliveryIds) ORDER BY attempted_at, id")
			.param("deliveryIds", deliveryIds)
			.query(rs -> {
				attempts.computeIfAbsent(rs.getObject("delivery_id", UUID.class), id -> new ArrayList<>())
					.add(new Attempt(Timestamps.instant(rs, "attempted_at"), rs.getObject("status_code", Integer.class),
							rs.getLong("latency_ms"), rs.getString("error"), rs.getString("response_excerpt")));
			});
		return attempts;
	}

	/**
	 * Since when the oldest due delivery that no instance holds has been due: one probe of each endpoint's due index,
	 * as in {@link #endpointsWithDueDeliveries}.
	 */
	public Optional<Instant> oldestDue(Instant now) {
		return jdbc.sql("SELECT MIN((SELECT d.next_attempt_at FROM webhook_deliveries d "
				+ "WHERE d.endpoint_id = e.id AND d.status = 'Pending' AND d.next_attempt_at <= :now "
				+ "ORDER BY d.next_attempt_at FETCH FIRST 1 ROWS ONLY)) FROM webhook_endpoints e")
			.param("now", Timestamps.of(now))
			.query((rs, row) -> Optional.ofNullable(Timestamps.instant(rs, 1)))
			.single();
	}

	public long countPending() {
		return jdbc.sql("SELECT COUNT(*) FROM webhook_deliveries WHERE status = 'Pending'").query(Long.class).single();
	}

	private void signalAfterCommit() {
		AfterCommit.run(signal::signal);
	}

	private static Delivery delivery(ResultSet rs, int rowNum) throws SQLException {
		return new Delivery(rs.getObject("id", UUID.class), rs.getObject("event_id", UUID.class),
				EventType.valueOf(rs.getString("event_type")), rs.getObject("endpoint_id", UUID.class),
				rs.getObject("tenant_id", UUID.class), DeliveryStatus.valueOf(rs.getString("status")),
				rs.getInt("attempt_count"), Timestamps.instant(rs, "first_attempt_at"),
				Timestamps.instant(rs, "next_attempt_at"), Timestamps.instant(rs, "created_at"));
	}
}
