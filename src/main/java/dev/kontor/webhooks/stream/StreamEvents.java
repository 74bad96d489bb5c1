package dev.kontor.webhooks.stream;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

import dev.kontor.shared.jdbc.CustomPlans;
import dev.kontor.shared.jdbc.DedicatedPool;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.queue.AcceptedEvent;
import dev.kontor.webhooks.queue.AcceptedEvents;

/**
 * The accepted events in the stream's order. An event's id and time are given when it is accepted, inside the
 * transaction of the change, but transactions commit in another order than they began: a reader that read "after the
 * last id or time it saw" would skip an event that committed after a later one had been read. So the stream has
 * positions of its own, given after the events committed. What one intake transaction accepted is a batch
 * ({@code webhook_event_batches}), and each event stands at its index in its batch. One instance at a time, under the
 * lock of the one row of {@code webhook_event_stream}, gives batches without positions the next ranges of them: the
 * batches its own instance committed, by their ids ({@link #sequence}), and now and then any it finds
 * ({@link #sequenceUnnumbered}). A numbering transaction begins only after the previous one committed, so positions
 * become visible in increasing order, and "after the last position seen" misses nothing.
 *
 * <p>Reads find the batches after a position along their index, then the events of those batches: two short index
 * scans whatever the tables' statistics say, where a join of the two tables was planned as a scan of every event
 * while the tables had never been analyzed. The reader of each instance numbers and reads on connections of its own
 * ({@link DedicatedPool}, every statement planned for its parameters); a replay reads on the application's pool, as
 * the request it serves, in a transaction planned the same way ({@link CustomPlans}).
 */
class StreamEvents implements AutoCloseable {

	private static final String COLUMNS = AcceptedEvents.COLUMNS + ", batch_id, batch_index";

	/** Batches read at a time by a replay, whose tenant may have no event in most of them. */
	private static final int REPLAY_BATCHES = 500;

	private final DedicatedPool reader;

	private final JdbcClient jdbc;

	private final TransactionTemplate transactions;

	private final CustomPlans customPlans;

	StreamEvents(DedicatedPool reader, JdbcClient jdbc, TransactionTemplate transactions, CustomPlans customPlans) {
		this.reader = reader;
		this.jdbc = jdbc;
		this.transactions = transactions;
		this.customPlans = customPlans;
	}

	@Override
	public void close() {
		reader.close();
	}

	/**
	 * Numbers those of these committed batches that have no positions yet (another instance's look may have numbered
	 * some), oldest first; answers how many. Each is found by its id alone: a condition on the positions would let
	 * PostgreSQL combine the primary key with the index of positions, whose entries for batches without positions it
	 * would then walk, with those numbering left behind.
	 */
	int sequence(List<UUID> batchIds) {
		return numberUnderTheLock(client -> client
			.sql("SELECT id, event_count, last_position FROM webhook_event_batches WHERE id IN (:ids) "
					+ "ORDER BY accepted_at, id")
			.param("ids", batchIds)
			.query(rs -> {
				List<UnnumberedBatch> withoutPositions = new ArrayList<>();
				while (rs.next()) {
					rs.getLong("last_position");
					if (rs.wasNull()) {
						withoutPositions.add(unnumbered(rs, rs.getRow()));
					}
				}
				return withoutPositions;
			}));
	}

	/**
	 * Looks for committed batches accepted at or after {@code acceptedFrom} that have no positions yet, and numbers at
	 * most {@code limit} of them, oldest first; answers how many. For the batches of an instance that stopped before it
	 * numbered them. The index of positions keeps an entry for each batch numbered since the table was last vacuumed
	 * among those without positions, so a look from the beginning walks them all; a look from a moment ago starts at
	 * that moment ({@code (last_position, accepted_at)}).
	 */
	int sequenceUnnumbered(Instant acceptedFrom, int limit) {
		boolean unnumbered = reader.jdbc()
			.sql("SELECT id FROM webhook_event_batches WHERE last_position IS NULL AND accepted_at >= :from "
					+ "FETCH FIRST 1 ROWS ONLY")
			.param("from", Timestamps.of(acceptedFrom))
			.query(UUID.class)
			.optional()
			.isPresent();
		if (!unnumbered) {
			return 0;
		}
		// read after the lock is held: every batch committed before the previous numbering ended is seen
		return numberUnderTheLock(client -> client
			.sql("SELECT id, event_count FROM webhook_event_batches WHERE last_position IS NULL "
					+ "AND accepted_at >= :from ORDER BY accepted_at, id FETCH FIRST :limit ROWS ONLY")
			.param("from", Timestamps.of(acceptedFrom))
			.param("limit", limit)
			.query(StreamEvents::unnumbered)
			.list());
	}

	/**
	 * Gives the batches found the next positions, under the lock of the stream's row: a numbering begins only after
	 * the previous one committed, so positions become visible in increasing order.
	 */
	private int numberUnderTheLock(Function<JdbcClient, List<UnnumberedBatch>> find) {
		Integer numbered = reader.transaction().execute(status -> {
			long last = reader.jdbc()
				.sql("SELECT last_position FROM webhook_event_stream WHERE id = 1 FOR UPDATE")
				.query(Long.class)
				.single();
			List<UnnumberedBatch> batches = find.apply(reader.jdbc());
			if (batches.isEmpty()) {
				return 0;
			}
			SqlParameterSource[] ranges = new SqlParameterSource[batches.size()];
			for (int i = 0; i < batches.size(); i++) {
				UnnumberedBatch batch = batches.get(i);
				ranges[i] = new MapSqlParameterSource("id", batch.id()).addValue("first", last + 1)
					.addValue("last", last + batch.eventCount());
				last += batch.eventCount();
			}
			reader.batch()
				.batchUpdate("UPDATE webhook_event_batches SET first_position = :first, last_position = :last "
						+ "WHERE id = :id", ranges);
			reader.jdbc()
				.sql("UPDATE webhook_event_stream SET last_position = :last WHERE id = 1")
				.param("last", last)
				.update();
			return batches.size();
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

	/** Every tenant's events after a position, in order, at most {@code limit}: what the reader hands on. */
	List<PositionedEvent> after(long position, int limit) {
		// every batch holds at least one event, so this many batches hold at least a page
		List<NumberedBatch> batches = holdingAPage(reader.jdbc()
			.sql("SELECT id, first_position, last_position FROM webhook_event_batches WHERE last_position > :position "
					+ "ORDER BY last_position FETCH FIRST :limit ROWS ONLY")
			.param("position", position)
			.param("limit", limit)
			.query(StreamEvents::numbered)
			.list(), position, limit);
		if (batches.isEmpty()) {
			return List.of();
		}
		List<PositionedEvent> events = positioned(batches, reader.jdbc()
			.sql("SELECT " + COLUMNS + " FROM webhook_events WHERE batch_id IN (:batchIds)")
			.param("batchIds", batchIds(batches))
			.query(StreamEvents::inBatch)
			.list());
		return firstAfter(events, position, Long.MAX_VALUE, limit);
	}

	/** One tenant's events after a position up to another, in order, at most {@code limit}: a replay. */
	List<PositionedEvent> ofTenant(UUID tenantId, long after, long upTo, int limit) {
		List<PositionedEvent> found = transactions.execute(status -> {
			customPlans.forThisTransaction();
			List<PositionedEvent> events = new ArrayList<>();
			long from = after;
			while (events.size() < limit) {
				List<NumberedBatch> batches = holdingAPage(jdbc
					.sql("SELECT id, first_position, last_position FROM webhook_event_batches "
							+ "WHERE last_position > :from AND first_position <= :upTo "
							+ "ORDER BY last_position FETCH FIRST :batches ROWS ONLY")
					.param("from", from)
					.param("upTo", upTo)
					.param("batches", REPLAY_BATCHES)
					.query(StreamEvents::numbered)
					.list(), from, limit);
				if (batches.isEmpty()) {
					break;
				}
				events.addAll(positioned(batches, jdbc
					.sql("SELECT " + COLUMNS + " FROM webhook_events WHERE batch_id IN (:batchIds) "
							+ "AND tenant_id = :tenantId")
					.param("batchIds", batchIds(batches))
					.param("tenantId", tenantId)
					.query(StreamEvents::inBatch)
					.list()));
				from = batches.getLast().lastPosition();
			}
			return events;
		});
		return firstAfter(found == null ? List.of() : found, after, upTo, limit);
	}

	/** Where an event of the tenant stands in the stream; none for an id that is no event of the tenant. */
	Optional<Mark> mark(UUID tenantId, UUID eventId) {
		return jdbc
			.sql("SELECT batch_id, batch_index, occurred_at FROM webhook_events "
					+ "WHERE id = :id AND tenant_id = :tenantId")
			.param("id", eventId)
			.param("tenantId", tenantId)
			.query((rs, n) -> new EventInBatch(rs.getObject("batch_id", UUID.class), rs.getInt("batch_index"),
					Timestamps.instant(rs, "occurred_at")))
			.optional()
			.map(this::markOf);
	}

	private Mark markOf(EventInBatch event) {
		if (event.batchId() == null) {
			return new Mark(0L, event.acceptedAt());
		}
		Long first = jdbc.sql("SELECT first_position FROM webhook_event_batches WHERE id = :id")
			.param("id", event.batchId())
			.query(Long.class)
			.optional()
			.orElse(null);
		return new Mark(first == null ? null : first + event.index(), event.acceptedAt());
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

	private record UnnumberedBatch(UUID id, int eventCount) {
	}

	private record NumberedBatch(UUID id, long firstPosition, long lastPosition) {
	}

	private record EventInBatch(@Nullable UUID batchId, int index, Instant acceptedAt) {
	}

	private record BatchedEvent(UUID batchId, int index, AcceptedEvent event) {
	}

	private static UnnumberedBatch unnumbered(ResultSet rs, int rowNum) throws SQLException {
		return new UnnumberedBatch(rs.getObject("id", UUID.class), rs.getInt("event_count"));
	}

	private static NumberedBatch numbered(ResultSet rs, int rowNum) throws SQLException {
		return new NumberedBatch(rs.getObject("id", UUID.class), rs.getLong("first_position"),
				rs.getLong("last_position"));
	}

	private static BatchedEvent inBatch(ResultSet rs, int rowNum) throws SQLException {
		return new BatchedEvent(rs.getObject("batch_id", UUID.class), rs.getInt("batch_index"),
				AcceptedEvents.event(rs, rowNum));
	}

	/**
	 * The first of these batches, in order, whose events after {@code after} make up a page ({@code limit}): the events
	 * of the rest would be read only to be dropped, and a reader that fell behind would read many pages' worth of
	 * large batches for each page.
	 */
	private static List<NumberedBatch> holdingAPage(List<NumberedBatch> batches, long after, int limit) {
		long events = 0;
		int taken = 0;
		while (taken < batches.size() && events < limit) {
			NumberedBatch batch = batches.get(taken++);
			events += batch.lastPosition() - Math.max(batch.firstPosition(), after + 1) + 1;
		}
		return batches.subList(0, taken);
	}

	private static List<UUID> batchIds(List<NumberedBatch> batches) {
		return batches.stream().map(NumberedBatch::id).toList();
	}

	private static List<PositionedEvent> positioned(List<NumberedBatch> batches, List<BatchedEvent> events) {
		Map<UUID, Long> firstPositions = new HashMap<>();
		batches.forEach(batch -> firstPositions.put(batch.id(), batch.firstPosition()));
		return events.stream()
			.map(event -> new PositionedEvent(firstPositions.get(event.batchId()) + event.index(), event.event()))
			.toList();
	}

	/** In order, those after {@code after} up to {@code upTo}, at most {@code limit}. */
	private static List<PositionedEvent> firstAfter(List<PositionedEvent> events, long after, long upTo, int limit) {
		return events.stream()
			.filter(event -> event.position() > after && event.position() <= upTo)
			.sorted(Comparator.comparingLong(PositionedEvent::position))
			.limit(limit)
			.toList();
	}
}
