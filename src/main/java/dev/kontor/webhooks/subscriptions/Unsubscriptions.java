package dev.kontor.webhooks.subscriptions;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Unsubscriptions by event type, on tenant level and on client level. The tenant level is stored with the nil UUID
 * as client id, so that one primary key covers both.
 */
@Repository
public class Unsubscriptions {

	private static final UUID TENANT_LEVEL = new UUID(0, 0);

	private final JdbcClient jdbc;

	private final Clock clock;

	Unsubscriptions(JdbcClient jdbc, Clock clock) {
		this.jdbc = jdbc;
		this.clock = clock;
	}

	/** Whether the type is unsubscribed for the whole tenant or, where the event names one, for its client. */
	public boolean excludes(UUID tenantId, String eventType, @Nullable UUID clientId) {
		return jdbc
			.sql("SELECT COUNT(*) FROM webhook_unsubscriptions WHERE tenant_id = :tenantId AND event_type = :eventType "
					+ "AND client_id IN (:tenantLevel, :clientId)")
			.param("tenantId", tenantId)
			.param("eventType", eventType)
			.param("tenantLevel", TENANT_LEVEL)
			.param("clientId", clientId == null ? TENANT_LEVEL : clientId)
			.query(Integer.class)
			.single() > 0;
	}

	Unsubscription unsubscribe(UUID tenantId, @Nullable UUID clientId, String eventType) {
		try {
			jdbc.sql("INSERT INTO webhook_unsubscriptions (tenant_id, client_id, event_type, created_at) "
					+ "VALUES (:tenantId, :clientId, :eventType, :now)")
				.param("tenantId", tenantId)
				.param("clientId", level(clientId))
				.param("eventType", eventType)
				.param("now", Timestamps.of(Instant.now(clock)))
				.update();
		}
		catch (DuplicateKeyException alreadyUnsubscribed) {
			// Unsubscribing twice is unsubscribing once.
		}
		return find(tenantId, clientId, eventType).orElseThrow();
	}

	boolean resubscribe(UUID tenantId, @Nullable UUID clientId, String eventType) {
		return jdbc.sql("DELETE FROM webhook_unsubscriptions WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "AND event_type = :eventType")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.param("eventType", eventType)
			.update() == 1;
	}

	Optional<Unsubscription> find(UUID tenantId, @Nullable UUID clientId, String eventType) {
		return jdbc.sql("SELECT event_type, created_at FROM webhook_unsubscriptions WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId AND event_type = :eventType")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.param("eventType", eventType)
			.query((rs, n) -> new Unsubscription(rs.getString("event_type"), clientId, Timestamps.instant(rs, "created_at")))
			.optional();
	}

	List<Unsubscription> list(UUID tenantId, @Nullable UUID clientId) {
		return jdbc.sql("SELECT event_type, created_at FROM webhook_unsubscriptions WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY event_type")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.query((rs, n) -> new Unsubscription(rs.getString("event_type"), clientId, Timestamps.instant(rs, "created_at")))
			.list();
	}

	private static UUID level(@Nullable UUID clientId) {
		return clientId == null ? TENANT_LEVEL : clientId;
	}
}
