package dev.kontor.webhooks.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
	 * Queues the deliveries of these events, due now, as one JDBC batch; this instance's workers are signalled once
	 * the transaction commits, so that the deliveries start without waiting for the next poll. The events of one
	 * endpoint that follow one another in {@code accepted} and share a type go as runs of up to
	 * {@link DeliveryRuns#MAX_EVENTS} in one row each (a publish request of 100 events is seven rows for an endpoint
	 * that takes them all, not 100); {@code accepted} is the intake transaction's batch of events in its order.
	 */
	public void enqueueAll(List<AcceptedEvent> accepted, List<NewDelivery> newDeliveries, Instant now) {
		if (newDeliveries.isEmpty()) {
			return;
		}
		Map<UUID, Integer> placeOfEvent = new HashMap<>();
		for (int i = 0; i < accepted.size(); i++) {
			placeOfEvent.put(accepted.get(i).id(), i);
		}
		batch.batchUpdate("INSERT INTO webhook_deliveries (id, event_id, event_type, endpoint_id, tenant_id, status, "
				+ "attempt_count, next_attempt_at, created_at, updated_at, event_count) VALUES (:id, :eventId, "
				+ ":eventType, :endpointId, :tenantId, 'Pending', 0, :now, :now, :now, :eventCount)",
				runsOf(newDeliveries, placeOfEvent).stream()
					.map(run -> new MapSqlParameterSource()
						.addValue("id", run.size() == 1 ? ids.next() : DeliveryRuns.runId(ids.next()))
						.addValue("eventId", run.getFirst().eventId())
						.addValue("eventType", run.getFirst().eventType().name())
						.addValue("endpointId", run.getFirst().endpointId())
						.addValue("tenantId", run.getFirst().tenantId())
						.addValue("now", Timestamps.of(now))
						.addValue("eventCount", run.size()))
					.toArray(SqlParameterSource[]::new));
		signalAfterCommit();
	}

	/**
	 * The deliveries in runs: of one endpoint, one after the other in the batch ({@code placeOfEvent}), of one type,
	 * at most {@link DeliveryRuns#MAX_EVENTS} each. A delivery of an event from outside the batch is a run of its own.
	 */
	static List<List<NewDelivery>> runsOf(List<NewDelivery> newDeliveries, Map<UUID, Integer> placeOfEvent) {
		Map<UUID, List<NewDelivery>> byEndpoint = new LinkedHashMap<>();
		newDeliveries.forEach(delivery -> byEndpoint.computeIfAbsent(delivery.endpointId(), id -> new ArrayList<>())
			.add(delivery));
		List<List<NewDelivery>> runs = new ArrayList<>();
		for (List<NewDelivery> ofEndpoint : byEndpoint.values()) {
			List<NewDelivery> run = new ArrayList<>();
			int lastPlace = -2;
			for (NewDelivery delivery : ofEndpoint) {
				Integer place = placeOfEvent.get(delivery.eventId());
				boolean follows = place != null && place == lastPlace + 1 && !run.isEmpty()
						&& run.getFirst().eventType() == delivery.eventType() && run.size() < DeliveryRuns.MAX_EVENTS;
				if (!follows && !run.isEmpty()) {
					runs.add(run);
					run = new ArrayList<>();
				}
				run.add(delivery);
				lastPlace = place == null ? -2 : place;
			}
			runs.add(run);
		}
		return runs;
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

	/**
	 * Sends a delivery again as if it were new: a fresh retry horizon starts with its next attempt. An event of a run
	 * goes on as a delivery of its own, with the id it had in the run.
	 */
	public boolean resend(UUID id, Instant now) {
		boolean found = jdbc.sql("UPDATE webhook_deliveries SET status = 'Pending', first_attempt_at = NULL, "
				+ "next_attempt_at = :now, claim_token = NULL, claimed_until = NULL, updated_at = :now WHERE id = :id")
			.param("now", Timestamps.of(now))
			.param("id", id)
			.update() == 1;
		if (!found) {
			found = runMember(id).map(member -> jdbc.sql("INSERT INTO webhook_deliveries (id, event_id, event_type, "
					+ "endpoint_id, tenant_id, status, attempt_count, next_attempt_at, created_at, updated_at, event_count) "
					+ "VALUES (:id, :eventId, :eventType, :endpointId, :tenantId, 'Pending', 0, :now, :createdAt, :now, 1)")
				.param("id", id)
				.param("eventId", member.eventId())
				.param("eventType", member.eventType().name())
				.param("endpointId", member.endpointId())
				.param("tenantId", member.tenantId())
				.param("now", Timestamps.of(now))
				.param("createdAt", Timestamps.of(member.createdAt()))
				.update() == 1).orElse(false);
			if (found) {
				keepRunAttempt(id);
			}
		}
		signalAfterCommit();
		return found;
	}

	public Optional<Delivery> findById(UUID id) {
		Optional<Delivery> own = jdbc.sql("SELECT " + COLUMNS + " FROM webhook_deliveries WHERE id = :id")
			.param("id", id)
			.query(Deliveries::delivery)
			.optional();
		return own.isPresent() ? own : runMember(id);
	}

	/** The event of a run that a delivery id names, while it has no delivery of its own. */
	private Optional<Delivery> runMember(UUID id) {
		return DeliveryRuns.placeOf(id).flatMap(place -> jdbc.sql("SELECT " + COLUMNS + ", event_count FROM "
				+ "webhook_deliveries WHERE id = :runId AND event_count > :index")
			.param("runId", place.runId())
			.param("index", place.index())
			.query(DeliveryRow::of)
			.optional()
			.flatMap(run -> membersOf(List.of(run)).stream()
				.filter(member -> member.id().equals(id))
				.findFirst()));
	}

	public List<Delivery> find(@Nullable UUID eventId, @Nullable UUID endpointId, @Nullable EventType eventType,
			@Nullable DeliveryStatus status, int limit) {
		StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + ", event_count FROM webhook_deliveries WHERE 1 = 1");
		Map<String, Object> params = new HashMap<>();
		if (eventId != null) {
			// a run names its first event: the event may be one of the runs that start up to 15 places before it
			sql.append(" AND (event_id = :eventId OR (event_count > 1 AND event_id IN (SELECT f.id FROM webhook_events e "
					+ "JOIN webhook_events f ON f.batch_id = e.batch_id AND f.tenant_id = e.tenant_id AND f.batch_index "
					+ "<= e.batch_index AND f.batch_index > e.batch_index - " + DeliveryRuns.MAX_EVENTS
					+ " WHERE e.id = :eventId)))");
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
		List<DeliveryRow> rows = jdbc.sql(sql.toString()).params(params).query(DeliveryRow::of).list();
		Map<UUID, List<Delivery>> membersByRun = membersOf(rows).stream()
			.collect(Collectors.groupingBy(member -> DeliveryRuns.placeOf(member.id()).orElseThrow().runId(),
					LinkedHashMap::new, Collectors.toList()));
		return rows.stream()
			.flatMap(row -> row.eventCount() == 1 ? Stream.of(row.delivery())
					: membersByRun.getOrDefault(row.delivery().id(), List.of()).stream())
			.filter(delivery -> eventId == null || delivery.eventId().equals(eventId))
			.limit(limit)
			.toList();
	}

	/**
	 * The deliveries of the events of these runs, in order, but for those that went on as deliveries of their own
	 * (not acknowledged at once, or resent): those are rows of their own.
	 */
	private List<Delivery> membersOf(List<DeliveryRow> rows) {
		List<DeliveryRow> runs = rows.stream().filter(row -> row.eventCount() > 1).toList();
		if (runs.isEmpty()) {
			return List.of();
		}
		Map<UUID, List<AcceptedEvent>> events = RunEvents.of(jdbc, runs.stream()
			.collect(Collectors.toMap(run -> run.delivery().eventId(), DeliveryRow::eventCount, (a, b) -> a)));
		List<Delivery> members = new ArrayList<>();
		for (DeliveryRow run : runs) {
			Delivery delivery = run.delivery();
			List<AcceptedEvent> ofRun = events.getOrDefault(delivery.eventId(), List.of());
			for (int i = 0; i < ofRun.size(); i++) {
				members.add(new Delivery(DeliveryRuns.memberId(delivery.id(), i), ofRun.get(i).id(),
						ofRun.get(i).type(), delivery.endpointId(), delivery.tenantId(), delivery.progress(),
						delivery.createdAt()));
			}
		}
		Set<UUID> own = ownRows(members.stream().map(Delivery::id).toList());
		return members.stream().filter(member -> !own.contains(member.id())).toList();
	}

	/** Which of these delivery ids have a row of their own. */
	private Set<UUID> ownRows(Collection<UUID> ids) {
		if (ids.isEmpty()) {
			return Set.of();
		}
		return new HashSet<>(jdbc.sql("SELECT id FROM webhook_deliveries WHERE id IN (:ids)")
			.param("ids", ids)
			.query(UUID.class)
			.list());
	}

	/**
	 * The attempts of these deliveries, oldest first, by delivery: one query for a whole list, of the earlier attempts'
	 * log and of the latest attempt each delivery keeps in its row, and for the events of a run the attempt its row
	 * keeps for each.
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
		Set<UUID> own = ownRows(deliveryIds);
		runAttempts(deliveryIds.stream().filter(id -> !own.contains(id)).toList()).forEach((id, attempt) -> {
			List<Attempt> ofMember = attempts.computeIfAbsent(id, key -> new ArrayList<>());
			ofMember.add(attempt);
			ofMember.sort(Comparator.comparing(Attempt::at));
		});
		return attempts;
	}

	/**
	 * The attempt each of these events of runs had with its run, by delivery id: kept in the run's row, one for each
	 * event, once the run's outcome is written.
	 */
	private Map<UUID, Attempt> runAttempts(Collection<UUID> memberIds) {
		Map<UUID, Attempt> attempts = new HashMap<>();
		Map<UUID, List<RunMember>> byRun = memberIds.stream()
			.flatMap(id -> DeliveryRuns.placeOf(id).stream())
			.collect(Collectors.groupingBy(RunMember::runId));
		if (byRun.isEmpty()) {
			return attempts;
		}
		jdbc.sql("SELECT id, member_attempted_at, member_status_codes, member_latencies_ms FROM webhook_deliveries "
				+ "WHERE id IN (:runIds) AND event_count > 1 AND member_attempted_at IS NOT NULL")
			.param("runIds", byRun.keySet())
			.query(rs -> {
				UUID runId = rs.getObject("id", UUID.class);
				Object[] at = (Object[]) rs.getArray("member_attempted_at").getArray();
				Object[] codes = (Object[]) rs.getArray("member_status_codes").getArray();
				Object[] latencies = (Object[]) rs.getArray("member_latencies_ms").getArray();
				for (RunMember member : byRun.get(runId)) {
					int i = member.index();
					if (i < at.length) {
						attempts.put(DeliveryRuns.memberId(runId, i), new Attempt(
								Instant.ofEpochMilli(((Number) at[i]).longValue()),
								codes[i] == null ? null : ((Number) codes[i]).intValue(),
								((Number) latencies[i]).longValue(), null, null));
					}
				}
			});
		return attempts;
	}

	/** Moves the attempt an event had with its run to the log of earlier attempts of its own delivery. */
	private void keepRunAttempt(UUID memberId) {
		Attempt attempt = runAttempts(List.of(memberId)).get(memberId);
		if (attempt != null) {
			jdbc.sql("INSERT INTO webhook_attempts (id, delivery_id, attempted_at, status_code, latency_ms) "
					+ "VALUES (:id, :deliveryId, :at, :statusCode, :latencyMs)")
				.param("id", ids.next())
				.param("deliveryId", memberId)
				.param("at", Timestamps.of(attempt.at()))
				.param("statusCode", attempt.statusCode(), Types.INTEGER)
				.param("latencyMs", attempt.latencyMs())
				.update();
		}
	}

	private void signalAfterCommit() {
		AfterCommit.run(signal::signal);
	}

	/** A row of the queue: one delivery, or a run of {@code eventCount} events. */
	private record DeliveryRow(Delivery delivery, int eventCount) {

		static DeliveryRow of(ResultSet rs, int rowNum) throws SQLException {
			return new DeliveryRow(Deliveries.delivery(rs, rowNum), rs.getInt("event_count"));
		}
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
