package dev.kontor.webhooks.stream;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;

import dev.kontor.shared.jdbc.DedicatedPool;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.AcceptedEvents;

/**
 * The accepted events in the stream's order. An event's id and time are given when it is accepted, inside the
 * transaction of the change, but transactions commit in another order than they began: a reader that read "after the
 * last id or time it saw" would skip an event that committed after a later one had been read. So the stream has
 * positions of its own, given after the events committed ({@link #sequence}): one instance at a time, under the lock
 * of the one row of {@code webhook_event_stream}, numbers the events that have no position yet. A numbering
 * transaction begins only after the previous one committed, so positions become visible in increasing order, and
 * "after the last position seen" misses nothing.
 *
 * <p>The reader of each instance numbers and reads on connections of its own ({@link DedicatedPool}); a replay reads
 * on the application's pool, as the request it serves.
 */
class StreamEvents implements AutoCloseable {

	private static final String COLUMNS = AcceptedEvents.COLUMNS + ", stream_position";

	private final DedicatedPool reader;

	private final JdbcClient jdbc;

	StreamEvents(DedicatedPool reader, JdbcClient jdbc) {
		this.reader = reader;
		this.jdbc = jdbc;
	}

	@Override
	public void close() {
		reader.close();
	}

	/** Numbers at most {@code limit} committed events that have no position yet, oldest first; answers how many. */
	int sequence(int limit) {
		boolean unnumbered = reader.jdbc()
			.sql("SELECT id FROM webhook_events WHERE stream_position IS NULL FETCH FIRST 1 ROWS ONLY")
			.query(UUID.class)
			.optional()
			.isPresent();
		if (!unnumbered) {
			return 0;
		}
		Integer numbered = reader.transaction().execute(status -> {
			long last = reader.jdbc()
				.sql("SELECT last_position FROM webhook_event_stream WHERE id = 1 FOR UPDATE")
				.query(Long.class)
				.single();
			// read after the lock is held: every event committed before the previous numbering ended is seen
			List<UUID> ids = reader.jdbc()
				.sql("SELECT id FROM webhook_events WHERE stream_position IS NULL ORDER BY occurred_at, id "
						+ "FETCH FIRST :limit ROWS ONLY")
				.param("limit", limit)
				.query(UUID.class)
				.list();
			if (ids.isEmpty()) {
				return 0;
			}
			SqlParameterSource[] positions = new SqlParameterSource[ids.size()];
			for (int i = 0; i < ids.size(); i++) {
				positions[i] = new MapSqlParameterSource("id", ids.get(i)).addValue("position", last + 1 + i);
			}
			reader.batch()
				.batchUpdate("UPDATE webhook_events SET stream_position = :position WHERE id = :id", positions);
			reader.jdbc()
				.sql("UPDATE webhook_event_stream SET last_position = :last WHERE id = 1")
				.param("last", last + ids.size())
				.update();
			return ids.size();
		});
		return numbered == null ? 0 : numbered;
	}

	/** The last position given. */
	long lastPosition() {
		return reader.jdbc()
			.sql("SELECT last_position FROM webhook_event_stream WHERE id = 1")
			.query(Long.class)
			.single();
	}

	/** Every tenant's events after a position, in order: what the reader hands to the subscribers. */
	List<PositionedEvent> after(long position, int limit) {
		return reader.jdbc()
			.sql("SELECT " + COLUMNS + " FROM webhook_events WHERE stream_position > :position "
					+ "ORDER BY stream_position FETCH FIRST :limit ROWS ONLY")
			.param("position", position)
			.param("limit", limit)
			.query(StreamEvents::positioned)
			.list();
	}

	/** One tenant's events after a position up to another, in order: a replay. */
	List<PositionedEvent> ofTenant(UUID tenantId, long after, long upTo, int limit) {
		return jdbc
			.sql("SELECT " + COLUMNS + " FROM webhook_events WHERE tenant_id = :tenantId "
					+ "AND stream_position > :after AND stream_position <= :upTo ORDER BY stream_position "
					+ "FETCH FIRST :limit ROWS ONLY")
			.param("tenantId", tenantId)
			.param("after", after)
			.param("upTo", upTo)
			.param("limit", limit)
			.query(StreamEvents::positioned)
			.list();
	}

	/** Where an event of the tenant stands in the stream; none for an id that is no event of the tenant. */
	Optional<Mark> mark(UUID tenantId, UUID eventId) {
		return jdbc
			.sql("SELECT stream_position, occurred_at FROM webhook_events WHERE id = :id AND tenant_id = :tenantId")
			.param("id", eventId)
			.param("tenantId", tenantId)
			.query((rs, n) -> new Mark(nullableLong(rs, "stream_position"), Timestamps.instant(rs, "occurred_at")))
			.optional();
	}

	/**
	 * An event's place: {@code position} is null while the event waits for its number, 0 for events accepted before
	 * the stream existed.
	 */
	record Mark(@Nullable Long position, Instant acceptedAt) {
	}

	/** An accepted event with its position in the stream. */
	record PositionedEvent(long position, AcceptedEvent event) {
	}

	private static PositionedEvent positioned(ResultSet rs, int rowNum) throws SQLException {
		return new PositionedEvent(rs.getLong("stream_position"), AcceptedEvents.event(rs, rowNum));
	}

	private static @Nullable Long nullableLong(ResultSet rs, String column) throws SQLException {
		long value = rs.getLong(column);
		return rs.wasNull() ? null : value;
	}
}
