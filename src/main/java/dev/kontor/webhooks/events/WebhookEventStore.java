package dev.kontor.webhooks.events;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

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

	public Optional<AcceptedEvent> findById(UUID id) {
		return jdbc.sql("SELECT id, tenant_id, type, parameters, data_url, occurred_at FROM webhook_events WHERE id = :id")
			.param("id", id)
			.query((rs, n) -> new AcceptedEvent(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
					rs.getString("type"), parametersOf(rs.getString("parameters")), rs.getString("data_url"),
					Timestamps.instant(rs, "occurred_at")))
			.optional();
	}

	private Map<String, String> parametersOf(String value) {
		return json.readValue(value, PARAMETERS);
	}
}
