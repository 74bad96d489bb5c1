package dev.kontor.webhooks.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.AfterCommit;
import dev.kontor.shared.jdbc.Databases;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The accepted events: with {@link Deliveries} the outbox of webhook events. An event and its deliveries are written
 * in the transaction of the change that caused the event, so that a committed change always has its deliveries and a
 * rolled-back one none.
 */
@Repository
public class AcceptedEvents {

	private static final TypeReference<LinkedHashMap<String, String>> PARAMETERS = new TypeReference<>() {
	};

	private static final JsonMapper JSON = JsonMapper.builder().build();

	public static final String COLUMNS = "id, tenant_id, type, parameters, data_url, occurred_at, concerned_clients";

	private static final String INSERT = "INSERT INTO webhook_events (" + COLUMNS
			+ ", batch_id, batch_index) VALUES (:id, :tenantId, :type, :parameters, :dataUrl, :occurredAt, "
			+ ":concernedClients, :batchId, :batchIndex)";

	private static final String INSERT_BATCH = "INSERT INTO webhook_event_batches (id, accepted_at, event_count) "
			+ "VALUES (:batchId, :acceptedAt, :eventCount)";

	/** A batch of one event and the event in one statement, on PostgreSQL: one round trip for most changes. */
	private static final String INSERT_BATCH_OF_ONE = "WITH batch AS (" + INSERT_BATCH + ") " + INSERT;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	private final AcceptanceSignal signal;

	private final boolean postgres;

	AcceptedEvents(JdbcClient jdbc, NamedParameterJdbcTemplate batch, AcceptanceSignal signal, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.signal = signal;
		this.postgres = Databases.isPostgres(Databases.productNameOf(dataSource));
	}

	/**
	 * Inserts the events as one batch of the event stream, named by its first event's id, in which each stands at its
	 * index in the list: one statement for one event (most changes publish one), one JDBC batch for more. The event
	 * stream's reader of this instance is given the batch once the transaction commits.
	 */
	public void insertAll(List<AcceptedEvent> events) {
		if (events.isEmpty()) {
			return;
		}
		UUID batchId = events.getFirst().id();
		MapSqlParameterSource batchRow = new MapSqlParameterSource("batchId", batchId)
			.addValue("acceptedAt", Timestamps.of(events.getFirst().occurredAt()))
			.addValue("eventCount", events.size());
		if (events.size() == 1 && postgres) {
			jdbc.sql(INSERT_BATCH_OF_ONE)
				.paramSource(row(events.getFirst(), batchId, 0).addValues(batchRow.getValues()))
				.update();
		}
		else if (events.size() == 1) {
			jdbc.sql(INSERT_BATCH).paramSource(batchRow).update();
			jdbc.sql(INSERT).paramSource(row(events.getFirst(), batchId, 0)).update();
		}
		else {
			jdbc.sql(INSERT_BATCH).paramSource(batchRow).update();
			SqlParameterSource[] rows = new SqlParameterSource[events.size()];
			for (int i = 0; i < rows.length; i++) {
				rows[i] = row(events.get(i), batchId, i);
			}
			batch.batchUpdate(INSERT, rows);
		}
		AfterCommit.run(() -> signal.committed(batchId));
	}

	private MapSqlParameterSource row(AcceptedEvent event, UUID batchId, int batchIndex) {
		return new MapSqlParameterSource()
			.addValue("batchId", batchId)
			.addValue("batchIndex", batchIndex)
			.addValue("id", event.id())
			.addValue("tenantId", event.tenantId())
			.addValue("type", event.type().name())
			.addValue("parameters", JSON.writeValueAsString(new LinkedHashMap<>(event.parameters())))
			.addValue("dataUrl", event.dataUrl(), Types.VARCHAR)
			.addValue("occurredAt", Timestamps.of(event.occurredAt()))
			.addValue("concernedClients", clientsValue(event.concernedClients()), Types.VARCHAR);
	}

	/** Maps a row of {@link #COLUMNS}. */
	public static AcceptedEvent event(ResultSet rs, int rowNum) throws SQLException {
		return new AcceptedEvent(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				EventType.valueOf(rs.getString("type")), parametersOf(rs.getString("parameters")), rs.getString("data_url"),
				Timestamps.instant(rs, "occurred_at"), clientsOf(rs.getString("concerned_clients")));
	}

	private static @Nullable String clientsValue(Set<UUID> clients) {
		return clients.isEmpty() ? null
				: clients.stream().map(UUID::toString).sorted().collect(Collectors.joining(","));
	}

	/** Events accepted before the client records were stored have none. */
	private static Set<UUID> clientsOf(@Nullable String value) {
		if (value == null || value.isEmpty()) {
			return Set.of();
		}
		return Arrays.stream(value.split(",")).map(UUID::fromString).collect(Collectors.toSet());
	}

	private static Map<String, String> parametersOf(String value) {
		return JSON.readValue(value, PARAMETERS);
	}
}
