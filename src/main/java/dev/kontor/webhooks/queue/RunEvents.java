package dev.kontor.webhooks.queue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.webhooks.catalogue.EventType;

/** The events a run carries, found from its first event along the index of their batch, to their places. */
final class RunEvents {

	/** One event of a run: its id and type. */
	record Member(UUID eventId, EventType type) {
	}

	private RunEvents() {
	}

	/**
	 * The events of each run, in order, by the run's first event: {@code countByFirstEvent} says how many each has.
	 * One query for all the runs.
	 */
	static Map<UUID, List<Member>> of(JdbcClient jdbc, Map<UUID, Integer> countByFirstEvent) {
		Map<UUID, Member[]> places = new HashMap<>();
		if (countByFirstEvent.isEmpty()) {
			return Map.of();
		}
		// No ORDER BY: the claim's transaction forbids sorting, which would turn this into a walk of every event in
		// the order asked for. The events are put in their places here instead.
		jdbc.sql("SELECT f.id AS first_id, e.id, e.type, e.batch_index - f.batch_index AS place FROM webhook_events f "
				+ "JOIN webhook_events e ON e.batch_id = f.batch_id AND e.tenant_id = f.tenant_id "
				+ "AND e.batch_index >= f.batch_index AND e.batch_index < f.batch_index + " + DeliveryRuns.MAX_EVENTS
				+ " WHERE f.id IN (:firstIds)")
			.param("firstIds", countByFirstEvent.keySet())
			.query(rs -> {
				UUID firstId = rs.getObject("first_id", UUID.class);
				int count = countByFirstEvent.get(firstId);
				int place = rs.getInt("place");
				if (place < count) {
					places.computeIfAbsent(firstId, id -> new Member[count])[place] = new Member(
							rs.getObject("id", UUID.class), EventType.valueOf(rs.getString("type")));
				}
			});
		Map<UUID, List<Member>> members = new HashMap<>();
		places.forEach((firstId, ofRun) -> members.put(firstId,
				Arrays.stream(ofRun).takeWhile(Objects::nonNull).toList()));
		return members;
	}
}
