package dev.kontor.webhooks.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.SqlArrayValue;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.Ids;
import dev.kontor.shared.jdbc.DedicatedPool;
import dev.kontor.shared.jdbc.Timestamps;

/**
 * The delivery queue as the pipeline works it: finding due deliveries, claiming them with the events they carry,
 * writing the outcomes of attempts, and the queue's state for its metrics. Everything here goes through the
 * pipeline's own connections ({@link DedicatedPool}), so that requests that take every connection of the
 * application's pool (thousands of events published a second) do not hold up delivery, and each statement that
 * reads the queue is planned for its parameters, so that no plan made while the queue was empty outlives it.
 *
 * <p>Instances claim due deliveries by writing a claim token and a lease into them; the conditions are checked again
 * on the locked rows, so two instances never hold the same delivery at once, and a delivery whose instance died is
 * claimed again when its lease has run out. An outcome is written only while its claim is the delivery's current one.
 */
@Repository
public class DeliveryQueue {

	private static final String CLAIMABLE = "status = 'Pending' AND next_attempt_at <= :now "
			+ "AND (claimed_until IS NULL OR claimed_until < :now)";

	private static final String INSERT_ATTEMPT = "INSERT INTO webhook_attempts (id, delivery_id, attempted_at, "
			+ "status_code, latency_ms, error, response_excerpt) VALUES (:id, :deliveryId, :at, :statusCode, :latencyMs, "
			+ ":error, :excerpt)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final TransactionTemplate transaction;

	private final boolean postgres;

	private final Ids ids;

	private final DueRangeStart start = new DueRangeStart();

	DeliveryQueue(DedicatedPool pool, Ids ids) {
		this.jdbc = pool.jdbc();
		this.batch = pool.batch();
		this.transaction = pool.transaction();
		this.postgres = pool.postgres();
		this.ids = ids;
	}

	/**
	 * The endpoints with deliveries that can be claimed now. Each endpoint is looked at
	 * with one probe of the {@code (endpoint_id, status, next_attempt_at)} index that stops at its first claimable
	 * delivery, so the cost grows with the number of endpoints, not with the length of anyone's backlog. (A scalar
	 * sub-query with a row limit, because a plain {@code EXISTS} may be planned as a join over all due deliveries.)
	 * The probe starts where the claims of this instance left off ({@link DueRangeStart}).
	 */
	public List<UUID> endpointsWithDueDeliveries(Instant now) {
		return jdbc.sql("SELECT e.id FROM webhook_endpoints e WHERE (SELECT d.id FROM webhook_deliveries d "
				+ "WHERE d.endpoint_id = e.id AND d.status = 'Pending' AND d.next_attempt_at >= :from "
				+ "AND d.next_attempt_at <= :now AND (d.claimed_until IS NULL OR d.claimed_until < :now) "
				+ "FETCH FIRST 1 ROWS ONLY) IS NOT NULL ORDER BY e.id")
			.param("from", Timestamps.of(start.ofAll(now)))
			.param("now", Timestamps.of(now))
			.query(UUID.class)
			.list();
	}

	/**
	 * Claims, for each endpoint, up to its number of due deliveries, oldest first, until {@code leaseUntil}; to be
	 * in one transaction. The due rows are locked with {@code FOR UPDATE SKIP LOCKED}, so instances claiming at
	 * the same time take different ones without waiting for each other, and are read along the endpoint's due index,
	 * so each query stops after its limit however long the endpoint's backlog, starting where the last claim of the
	 * endpoint left off ({@link DueRangeStart}). Deliveries of disabled endpoints are {@link DeliveryStatus#Paused}
	 * and not among them.
	 *
	 * <p>A run of events is claimed whole and answered as one claim for each of its events. The limits count events:
	 * an endpoint's first run is taken even when it has more events than the endpoint's limit, so that a run is never
	 * left behind by small shares, as long as all the claims together stay within {@code room}.
	 */
	public Claimed claimDue(Map<UUID, Integer> limitByEndpoint, int room, Instant now, Instant leaseUntil) {
		Claimed claimed = transaction.execute(status -> claimInTransaction(limitByEndpoint, room, now, leaseUntil));
		return claimed == null ? Claimed.NOTHING : claimed;
	}

	private Claimed claimInTransaction(Map<UUID, Integer> limitByEndpoint, int roomForAll, Instant now,
			Instant leaseUntil) {
		if (postgres) {
			// PostgreSQL's statistics lag behind a queue that grows by thousands of rows a second; believing few rows
			// are due, it would read all due rows and sort them. Without sorting it walks the index in order instead.
			jdbc.sql("SET LOCAL enable_sort = off").update();
		}
		int room = roomForAll;
		List<DueRow> due = new ArrayList<>();
		for (Map.Entry<UUID, Integer> share : limitByEndpoint.entrySet()) {
			UUID endpointId = share.getKey();
			List<DueRow> endpointDue = jdbc
				.sql("SELECT " + Deliveries.COLUMNS + ", event_count FROM webhook_deliveries WHERE endpoint_id = "
						+ ":endpointId AND next_attempt_at >= :from AND " + CLAIMABLE + " ORDER BY next_attempt_at "
						+ "FETCH FIRST " + share.getValue() + " ROWS ONLY FOR UPDATE SKIP LOCKED")
				.param("endpointId", endpointId)
				.param("from", Timestamps.of(start.of(endpointId, now)))
				.param("now", Timestamps.of(now))
				.query((rs, row) -> new DueRow(Deliveries.delivery(rs, row), rs.getInt("event_count")))
				.list();
			if (!endpointDue.isEmpty() && endpointDue.getFirst().delivery().progress().nextAttemptAt() != null) {
				start.claimed(endpointId, endpointDue.getFirst().delivery().progress().nextAttemptAt(), now);
			}
			int taken = 0;
			for (DueRow row : endpointDue) {
				boolean fits = taken == 0 || taken + row.eventCount() <= share.getValue();
				if (!fits || row.eventCount() > room) {
					break;
				}
				due.add(row);
				taken += row.eventCount();
				room -= row.eventCount();
			}
		}
		if (due.isEmpty()) {
			return Claimed.NOTHING;
		}
		UUID token = ids.next();
		// The next attempt moves to the lease's end: should this attempt's outcome never be written, that is when the
		// delivery is due again, and until then it is out of the due range of the index, so that the look for due
		// deliveries does not walk past the deliveries in flight (with outcomes waiting to be written, thousands).
		jdbc.sql("UPDATE webhook_deliveries SET claim_token = :token, claimed_until = :leaseUntil, "
				+ "next_attempt_at = :leaseUntil WHERE id IN (:ids)")
			.param("token", token)
			.param("leaseUntil", Timestamps.of(leaseUntil))
			.param("ids", due.stream().map(row -> row.delivery().id()).toList())
			.update();
		return claimsOf(due, token, leaseUntil);
	}

	/**
	 * A claim for each delivery, and for each event of each run, with the events they carry: those of the runs read
	 * along their batches, the others by id, one query each.
	 */
	private Claimed claimsOf(List<DueRow> due, UUID token, Instant leaseUntil) {
		Map<UUID, List<AcceptedEvent>> runs = RunEvents.of(jdbc, due.stream()
			.filter(row -> row.eventCount() > 1)
			.collect(Collectors.toMap(row -> row.delivery().eventId(), DueRow::eventCount)));
		Map<UUID, AcceptedEvent> events = new HashMap<>(eventsOf(due.stream()
			.filter(row -> row.eventCount() == 1)
			.map(row -> row.delivery().eventId())
			.toList()));
		List<Claim> claims = new ArrayList<>();
		for (DueRow row : due) {
			Delivery delivery = row.delivery();
			if (row.eventCount() == 1) {
				claims.add(new Claim(delivery, token, leaseUntil));
				continue;
			}
			List<AcceptedEvent> members = runs.getOrDefault(delivery.eventId(), List.of());
			for (int i = 0; i < members.size(); i++) {
				AcceptedEvent member = members.get(i);
				events.put(member.id(), member);
				claims.add(new Claim(new Delivery(DeliveryRuns.memberId(delivery.id(), i), member.id(), member.type(),
						delivery.endpointId(), delivery.tenantId(), delivery.progress(), delivery.createdAt()), token,
						leaseUntil, new RunMember(delivery.id(), i, members.size())));
			}
		}
		return new Claimed(claims, events);
	}

	private record DueRow(Delivery delivery, int eventCount) {
	}

	/** The events of these ids that exist, by id. */
	private Map<UUID, AcceptedEvent> eventsOf(Collection<UUID> eventIds) {
		if (eventIds.isEmpty()) {
			return Map.of();
		}
		return jdbc.sql("SELECT " + AcceptedEvents.COLUMNS + " FROM webhook_events WHERE id IN (:ids)")
			.param("ids", eventIds)
			.query(AcceptedEvents::event)
			.list()
			.stream()
			.collect(Collectors.toMap(AcceptedEvent::id, Function.identity()));
	}

	/**
	 * Writes the outcomes whose claims are still current, each with its attempt, in one transaction of JDBC batches:
	 * one round trip each for however many attempts finished meanwhile. A delivery keeps its latest attempt in its own
	 * row, so that an attempt acknowledged at once (nearly all of them) writes one row, not two; the attempt it
	 * replaces moves to the log of earlier attempts first. An outcome whose claim is no longer the delivery's (its
	 * lease ran out and another attempt claimed it, or it was resent meanwhile) changes nothing; its attempt is still
	 * logged, with a note, because the receiver did get the request. A run's outcomes are written as one
	 * ({@link #recordRuns}).
	 *
	 * @return the outcomes that were applied, those of each event of a run among them
	 */
	public List<Outcome> record(List<? extends OutcomeToWrite> outcomes) {
		List<Outcome> applied = transaction.execute(status -> recordInTransaction(outcomes));
		return applied == null ? List.of() : applied;
	}

	private List<Outcome> recordInTransaction(List<? extends OutcomeToWrite> toWrite) {
		if (postgres) {
			// Every statement here has one plan whatever its parameters (a row by its primary key, an insert), so they
			// are planned once per connection rather than for every row: a quarter less of the database's time per
			// delivery (101 against 77 µs of PostgreSQL processor time per event in the webhook benchmark). A commit
			// lost in a crash loses no delivery: its attempt is made again when the lease runs out, as for any
			// outcome not yet written, so the pipeline does not wait for the write-ahead log's flush.
			jdbc.sql("SET LOCAL plan_cache_mode = force_generic_plan").update();
			jdbc.sql("SET LOCAL synchronous_commit = off").update();
		}
		List<Outcome> outcomes = new ArrayList<>();
		List<RunOutcome> runs = new ArrayList<>();
		for (OutcomeToWrite outcome : toWrite) {
			switch (outcome) {
				case Outcome single -> outcomes.add(single);
				case RunOutcome run -> runs.add(run);
			}
		}
		List<Outcome> applied = new ArrayList<>(recordRuns(runs));
		if (outcomes.isEmpty()) {
			return applied;
		}
		logEarlierAttempts(outcomes);
		// An attempt that was in flight when its endpoint was disabled settles the paused delivery: delivered or failed
		// for good it is, one to be tried again stays paused until the endpoint is enabled.
		int[] updated = batch.batchUpdate("UPDATE webhook_deliveries SET "
				+ "status = CASE WHEN status = 'Paused' AND :status = 'Pending' THEN 'Paused' ELSE :status END, "
				+ "attempt_count = attempt_count + 1, first_attempt_at = :firstAttemptAt, next_attempt_at = :nextAttemptAt, "
				+ "claim_token = NULL, claimed_until = NULL, updated_at = :now, last_attempted_at = :at, "
				+ "last_status_code = :statusCode, last_latency_ms = :latencyMs, last_error = :error, "
				+ "last_response_excerpt = :excerpt "
				// The token alone fences: a new claim, a resend and every written outcome replace or clear it. A condition
				// on the status here would let a generic plan pick an index on the status and walk every pending delivery.
				+ "WHERE id = :id AND claim_token = :token",
				outcomes.stream().map(DeliveryQueue::outcomeRow).toArray(SqlParameterSource[]::new));
		List<SqlParameterSource> lateAttempts = new ArrayList<>();
		for (int i = 0; i < outcomes.size(); i++) {
			Outcome outcome = outcomes.get(i);
			if (updated[i] != 0) {
				applied.add(outcome);
			}
			else {
				lateAttempts.add(lateAttemptRow(outcome));
			}
		}
		logLateAttempts(lateAttempts);
		return applied;
	}

	/**
	 * Writes the outcomes of whole runs. A run's row becomes delivered, with the attempt of each of its events; each
	 * event of it that was not acknowledged goes on as a delivery of its own, with the id the run gave it, the
	 * attempt as its first and the retry schedule's next one (a run with none acknowledged leaves only those). Fenced
	 * by the run's claim as a single delivery's outcome is.
	 */
	private List<Outcome> recordRuns(List<RunOutcome> runs) {
		if (runs.isEmpty()) {
			return List.of();
		}
		int[] updated = batch.batchUpdate("UPDATE webhook_deliveries SET status = 'Delivered', "
				+ "attempt_count = attempt_count + 1, first_attempt_at = :firstAttemptAt, next_attempt_at = NULL, "
				+ "claim_token = NULL, claimed_until = NULL, updated_at = :now, last_attempted_at = :at, "
				+ "last_status_code = :statusCode, last_latency_ms = :latencyMs, last_error = :error, "
				+ "last_response_excerpt = :excerpt, member_attempted_at = :memberAt, "
				+ "member_status_codes = :memberStatusCodes, member_latencies_ms = :memberLatencies "
				+ "WHERE id = :id AND claim_token = :token",
				runs.stream().map(DeliveryQueue::runRow).toArray(SqlParameterSource[]::new));
		List<Outcome> applied = new ArrayList<>();
		List<SqlParameterSource> ownDeliveries = new ArrayList<>();
		List<UUID> withoutDelivered = new ArrayList<>();
		List<SqlParameterSource> lateAttempts = new ArrayList<>();
		for (int i = 0; i < runs.size(); i++) {
			List<Outcome> members = runs.get(i).members();
			if (updated[i] == 0) {
				members.forEach(member -> lateAttempts.add(lateAttemptRow(member)));
				continue;
			}
			applied.addAll(members);
			members.stream()
				.filter(member -> member.status() != DeliveryStatus.Delivered)
				.forEach(member -> ownDeliveries.add(outcomeRow(member).addValue("runId", member.claim().run().runId())
					.addValue("eventId", member.claim().delivery().eventId())
					.addValue("eventType", member.claim().delivery().eventType().name())));
			if (members.stream().noneMatch(member -> member.status() == DeliveryStatus.Delivered)) {
				withoutDelivered.add(members.getFirst().claim().run().runId());
			}
		}
		if (!ownDeliveries.isEmpty()) {
			// A resend of the event may have made its delivery already: that one stays as it is.
			batch.batchUpdate("INSERT INTO webhook_deliveries (id, event_id, event_type, endpoint_id, tenant_id, "
					+ "status, attempt_count, first_attempt_at, next_attempt_at, created_at, updated_at, "
					+ "last_attempted_at, last_status_code, last_latency_ms, last_error, last_response_excerpt, "
					+ "event_count) SELECT :id, :eventId, :eventType, r.endpoint_id, r.tenant_id, :status, 1, "
					+ ":firstAttemptAt, :nextAttemptAt, r.created_at, :now, :at, :statusCode, :latencyMs, :error, "
					+ ":excerpt, 1 FROM webhook_deliveries r WHERE r.id = :runId AND NOT EXISTS "
					+ "(SELECT 1 FROM webhook_deliveries m WHERE m.id = :id)",
					ownDeliveries.toArray(SqlParameterSource[]::new));
		}
		if (!withoutDelivered.isEmpty()) {
			jdbc.sql("DELETE FROM webhook_deliveries WHERE id IN (:ids)").param("ids", withoutDelivered).update();
		}
		logLateAttempts(lateAttempts);
		return applied;
	}

	private static SqlParameterSource runRow(RunOutcome run) {
		List<Outcome> members = run.members();
		Outcome last = members.stream()
			.filter(member -> member.status() == DeliveryStatus.Delivered)
			.reduce((first, second) -> second)
			.orElse(members.getLast());
		Claim claim = last.claim();
		return attemptValues(last.attempt())
			.addValue("firstAttemptAt", Timestamps.of(members.stream()
				.map(member -> member.attempt().at())
				.min(Instant::compareTo)
				.orElseThrow()))
			.addValue("now", Timestamps.of(last.settledAt()))
			.addValue("memberAt", new SqlArrayValue("bigint",
					members.stream().map(member -> member.attempt().at().toEpochMilli()).toArray()))
			.addValue("memberStatusCodes", new SqlArrayValue("integer",
					members.stream().map(member -> member.attempt().statusCode()).toArray()))
			.addValue("memberLatencies", new SqlArrayValue("bigint",
					members.stream().map(member -> member.attempt().latencyMs()).toArray()))
			.addValue("id", claim.run().runId())
			.addValue("token", claim.token());
	}

	private SqlParameterSource lateAttemptRow(Outcome outcome) {
		return attemptRow(outcome.claim().delivery().id(),
				outcome.attempt().withNote("outcome not applied: the delivery was claimed again or resent meanwhile"));
	}

	private void logLateAttempts(List<SqlParameterSource> lateAttempts) {
		if (!lateAttempts.isEmpty()) {
			batch.batchUpdate(INSERT_ATTEMPT, lateAttempts.toArray(SqlParameterSource[]::new));
		}
	}

	/**
	 * Moves the latest attempt of each delivery attempted before (by the claim's reading) from its row to the log of
	 * earlier attempts, while the claim is still current: a stale claim moves nothing, as its outcome changes nothing.
	 */
	private void logEarlierAttempts(List<Outcome> outcomes) {
		SqlParameterSource[] retried = outcomes.stream()
			.filter(outcome -> outcome.claim().delivery().progress().attemptCount() > 0)
			.map(outcome -> new MapSqlParameterSource().addValue("attemptId", ids.next())
				.addValue("id", outcome.claim().delivery().id())
				.addValue("token", outcome.claim().token()))
			.toArray(SqlParameterSource[]::new);
		if (retried.length > 0) {
			batch.batchUpdate("INSERT INTO webhook_attempts (id, delivery_id, attempted_at, status_code, latency_ms, "
					+ "error, response_excerpt) SELECT :attemptId, id, last_attempted_at, last_status_code, "
					+ "last_latency_ms, last_error, last_response_excerpt FROM webhook_deliveries "
					+ "WHERE id = :id AND claim_token = :token AND last_attempted_at IS NOT NULL", retried);
		}
	}

	private SqlParameterSource attemptRow(UUID deliveryId, Attempt attempt) {
		return attemptValues(attempt).addValue("id", ids.next()).addValue("deliveryId", deliveryId);
	}

	private static MapSqlParameterSource outcomeRow(Outcome outcome) {
		return attemptValues(outcome.attempt())
			.addValue("status", outcome.status().name())
			.addValue("firstAttemptAt", Timestamps.of(outcome.firstAttemptAt()))
			.addValue("nextAttemptAt", Timestamps.of(outcome.nextAttemptAt()), Types.TIMESTAMP_WITH_TIMEZONE)
			.addValue("now", Timestamps.of(outcome.settledAt()))
			.addValue("id", outcome.claim().delivery().id())
			.addValue("token", outcome.claim().token());
	}

	/** An attempt's values, as the attempts' log and a delivery's latest attempt both name them. */
	private static MapSqlParameterSource attemptValues(Attempt attempt) {
		return new MapSqlParameterSource()
			.addValue("at", Timestamps.of(attempt.at()))
			.addValue("statusCode", attempt.statusCode(), Types.INTEGER)
			.addValue("latencyMs", attempt.latencyMs())
			.addValue("error", attempt.error(), Types.VARCHAR)
			.addValue("excerpt", attempt.responseExcerpt(), Types.VARCHAR);
	}

	/** Whether an attempt at the endpoint since {@code since} was acknowledged: a delivery's latest or an earlier one. */
	public boolean acknowledgedSince(UUID endpointId, Instant since) {
		return jdbc.sql("SELECT CASE WHEN EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.endpoint_id = :endpointId "
				+ "AND d.last_attempted_at >= :since AND d.last_status_code IN (200, 201, 204)) OR EXISTS (SELECT 1 "
				+ "FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.endpoint_id = "
				+ ":endpointId AND a.attempted_at >= :since AND a.status_code IN (200, 201, 204)) THEN 1 ELSE 0 END")
			.param("endpointId", endpointId)
			.param("since", Timestamps.of(since))
			.query(Integer.class)
			.single() == 1;
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

	/** The events waiting for delivery: one for each delivery, as many as a run has for each run. */
	public long countPending() {
		return jdbc.sql("SELECT COALESCE(SUM(event_count), 0) FROM webhook_deliveries WHERE status = 'Pending'")
			.query(Long.class)
			.single();
	}
}
