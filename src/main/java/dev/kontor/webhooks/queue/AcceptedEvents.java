package dev.kontor.webhooks.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.namedparam.SqlParameterSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * The accepted events: with {@link Deliveries} the outbox of webhook events. An event and its deliveries are written
 * in the transaction of the change that caused the event, so that a committed change always has its deliveries and a
 * rolled-back one none.
 */
@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class AcceptedEvents {

	private static final TypeReference<LinkedHashMap<String, String>> PARAMETERS = new TypeReference<>() {
	};

	private static final JsonMapper JSON = JsonMapper.builder().build();

	static final String COLUMNS = "id, tenant_id, type, parameters, data_url, occurred_at";

	private static final String INSERT = "INSERT INTO webhook_events (" + COLUMNS
			+ ") VALUES (:id, :tenantId, :type, :parameters, :dataUrl, :occurredAt)";

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	/** Inserts the events: one statement for one event (most changes publish one), one JDBC batch for more. */
	public void insertAll(List<AcceptedEvent> events) {
		if (events.size() == 1) {
			jdbc.sql(INSERT).paramSource(row(events.getFirst())).update();
			return;
		}
		batch.batchUpdate(INSERT, events.stream().map(this::row).toArray(SqlParameterSource[]::new));
	}

	private SqlParameterSource row(AcceptedEvent event) {
		return new MapSqlParameterSource()
			.addValue("id", event.id())
			.addValue("tenantId", event.tenantId())
			.addValue("type", event.type().name())
			.addValue("parameters", JSON.writeValueAsString(new LinkedHashMap<>(event.parameters())))
			.addValue("dataUrl", event.dataUrl(), Types.VARCHAR)
			.addValue("occurredAt", Timestamps.of(event.occurredAt()));
	}

	static AcceptedEvent event(ResultSet rs, int rowNum) throws SQLException {
		return new AcceptedEvent(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				EventType.valueOf(rs.getString("type")), parametersOf(rs.getString("parameters")), rs.getString("data_url"),
				Timestamps.instant(rs, "occurred_at"));
	}

	private static Map<String, String> parametersOf(String value) {
		return JSON.readValue(value, PARAMETERS);
	}
}
