package dev.kontor.webhooks.events;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/** The table of accepted events. */
@Repository
public class WebhookEventStore {

	private static final TypeReference<LinkedHashMap<String, String>> PARAMETERS = new TypeReference<>() {
	};

	private final JdbcClient jdbc;

	private final JsonMapper json = JsonMapper.builder().build();

	WebhookEventStore(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	void insert(AcceptedEvent event) {
		jdbc.sql("INSERT INTO webhook_events (id, tenant_id, type, parameters, data_url, occurred_at) "
				+ "VALUES (:id, :tenantId, :type, :parameters, :dataUrl, :occurredAt)")
			.param("id", event.id())
			.param("tenantId", event.tenantId())
			.param("type", event.type())
			.param("parameters", json.writeValueAsString(new LinkedHashMap<>(event.parameters())))
			.param("dataUrl", event.dataUrl())
			.param("occurredAt", Timestamps.of(event.occurredAt()))
			.update();
	}

	/** The events of these ids that exist, by id: one query for a whole batch of deliveries. */
	public Map<UUID, AcceptedEvent> findAllById(Collection<UUID> ids) {
		if (ids.isEmpty()) {
			return Map.of();
		}
		return jdbc.sql("SELECT id, tenant_id, type, parameters, data_url, occurred_at FROM webhook_events WHERE id IN (:ids)")
			.param("ids", ids)
			.query(this::event)
			.list()
			.stream()
			.collect(Collectors.toMap(AcceptedEvent::id, Function.identity()));
	}

	private AcceptedEvent event(ResultSet rs, int rowNum) throws SQLException {
		return new AcceptedEvent(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				rs.getString("type"), parametersOf(rs.getString("parameters")), rs.getString("data_url"),
				Timestamps.instant(rs, "occurred_at"));
	}

	private Map<String, String> parametersOf(String value) {
		return json.readValue(value, PARAMETERS);
	}
}
