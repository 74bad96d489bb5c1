package dev.kontor.webhooks.queue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

/** The events a run carries, found from its first event along the index of their batch, to their places. */
final class RunEvents {

	private static final String EVENT_COLUMNS = "e." + AcceptedEvents.COLUMNS.replace(", ", ", e.");

	private RunEvents() {
	}

	/**
	 * The events of each run, in order, by the run's first event: {@code countByFirstEvent} says how many each has.
	 * One query for all the runs.
	 */
	static Map<UUID, List<AcceptedEvent>> of(JdbcClient jdbc, Map<UUID, Integer> countByFirstEvent) {
		Map<UUID, AcceptedEvent[]> places = new HashMap<>();
		if (countByFirstEvent.isEmpty()) {
			return Map.of();
		}
		// No ORDER BY: the claim's transaction forbids sorting, which would turn this into a walk of every event in
		// the order asked for. The events are put in their places here instead.
		jdbc.sql("SELECT f.id AS first_id, e.batch_index - f.batch_index AS place, " + EVENT_COLUMNS
				+ " FROM webhook_events f "
				+ "JOIN webhook_events e ON e.batch_id = f.batch_id AND e.tenant_id = f.tenant_id "
				+ "AND e.batch_index >= f.batch_index AND e.batch_index < f.batch_index + " + DeliveryRuns.MAX_EVENTS
				+ " WHERE f.id IN (:firstIds)")
			.param("firstIds", countByFirstEvent.keySet())
			.query(rs -> {
				UUID firstId = rs.getObject("first_id", UUID.class);
				int count = countByFirstEvent.get(firstId);
				int place = rs.getInt("place");
				if (place < count) {
					places.computeIfAbsent(firstId, id -> new AcceptedEvent[count])[place] = AcceptedEvents.event(rs,
							place);
				}
			});
		Map<UUID, List<AcceptedEvent>> members = new HashMap<>();
		places.forEach((firstId, ofRun) -> members.put(firstId,
				Arrays.stream(ofRun).takeWhile(Objects::nonNull).toList()));
		return members;
	}
}
