package dev.kontor.webhooks.subscriptions;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.Conflict;
import dev.kontor.shared.jdbc.Timestamps;
import dev.kontor.webhooks.catalogue.EventType;

/**
 * Unsubscriptions by event type, on tenant level and on client level. The tenant level is stored with the nil UUID
 * as client id, so that one primary key covers both.
 */
@Repository
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class Unsubscriptions {

	private static final UUID TENANT_LEVEL = new UUID(0, 0);

	private final JdbcClient jdbc;

	private final Clock clock;

	/** Who of the tenant, and of these client records of it, unsubscribed the type: one query for all of them. */
	public Unsubscribed unsubscribed(UUID tenantId, EventType eventType, Collection<UUID> clientIds) {
		Set<UUID> levels = new HashSet<>(clientIds);
		levels.add(TENANT_LEVEL);
		Set<UUID> found = new HashSet<>(jdbc
			.sql("SELECT client_id FROM webhook_unsubscriptions WHERE tenant_id = :tenantId AND event_type = :eventType "
					+ "AND client_id IN (:levels)")
			.param("tenantId", tenantId)
			.param("eventType", eventType.name())
			.param("levels", levels)
			.query(UUID.class)
			.list());
		return new Unsubscribed(found.remove(TENANT_LEVEL), Set.copyOf(found));
	}

	/**
	 * Every unsubscription of these tenants, by tenant and type, in one query: for a reader of many tenants' events
	 * (the event stream), which would otherwise ask once per tenant and type. A type nobody of a tenant unsubscribed
	 * is absent ({@link Unsubscribed#NONE}).
	 */
	public Map<UUID, Map<EventType, Unsubscribed>> ofTenants(Collection<UUID> tenantIds) {
		if (tenantIds.isEmpty()) {
			return Map.of();
		}
		Map<UUID, Map<EventType, Unsubscribed>> found = new HashMap<>();
		jdbc.sql("SELECT tenant_id, client_id, event_type FROM webhook_unsubscriptions WHERE tenant_id IN (:tenantIds)")
			.param("tenantIds", tenantIds)
			.query((rs, n) -> new Row(rs.getObject("tenant_id", UUID.class), rs.getObject("client_id", UUID.class),
					EventType.valueOf(rs.getString("event_type"))))
			.list()
			.forEach(row -> found.computeIfAbsent(row.tenantId(), tenant -> new HashMap<>())
				.merge(row.type(), TENANT_LEVEL.equals(row.clientId()) ? new Unsubscribed(true, Set.of())
						: new Unsubscribed(false, Set.of(row.clientId())), Unsubscribed::and));
		return found;
	}

	private record Row(UUID tenantId, UUID clientId, EventType type) {
	}

	/**
	 * The unsubscriptions of one event type that apply to an event, and who still gets an event of the type that
	 * concerns some client records: the webhook endpoints of the tenant's level or of one client record, and the
	 * event stream's subscribers of either kind, alike.
	 */
	public record Unsubscribed(boolean tenant, Set<UUID> clients) {

		/** Nobody unsubscribed. */
		public static final Unsubscribed NONE = new Unsubscribed(false, Set.of());

		public Unsubscribed {
			clients = Set.copyOf(clients);
		}

		Unsubscribed and(Unsubscribed other) {
			Set<UUID> both = new HashSet<>(clients);
			both.addAll(other.clients);
			return new Unsubscribed(tenant || other.tenant, both);
		}

		/**
		 * Whether the tenant's level gets the event: not when the tenant unsubscribed the type, nor when every client
		 * record it concerns did (an event that concerns no client record goes to the tenant's level only).
		 */
		public boolean reachTenantLevel(Set<UUID> concerned) {
			return !tenant && (concerned.isEmpty() || !clients.containsAll(concerned));
		}

		/** Whether one client record gets the event: it concerns the record, and neither it nor the tenant unsubscribed. */
		public boolean reachClient(UUID clientId, Set<UUID> concerned) {
			return !tenant && concerned.contains(clientId) && !clients.contains(clientId);
		}
	}

	Unsubscription unsubscribe(UUID tenantId, @Nullable UUID clientId, EventType eventType) {
		try {
			jdbc.sql("INSERT INTO webhook_unsubscriptions (tenant_id, client_id, event_type, created_at) "
					+ "VALUES (:tenantId, :clientId, :eventType, :now)")
				.param("tenantId", tenantId)
				.param("clientId", level(clientId))
				.param("eventType", eventType.name())
				.param("now", Timestamps.of(Instant.now(clock)))
				.update();
		}
		catch (DuplicateKeyException alreadyUnsubscribed) {
			// Unsubscribing twice is unsubscribing once.
		}
		// A resubscription between the insert and this read removed the row; it stands, as the later of the two.
		return find(tenantId, clientId, eventType).orElseThrow(() -> new Conflict(
				"The unsubscription was removed by another request while this one was processed; send it again"));
	}

	boolean resubscribe(UUID tenantId, @Nullable UUID clientId, EventType eventType) {
		return jdbc.sql("DELETE FROM webhook_unsubscriptions WHERE tenant_id = :tenantId AND client_id = :clientId "
				+ "AND event_type = :eventType")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.param("eventType", eventType.name())
			.update() == 1;
	}

	Optional<Unsubscription> find(UUID tenantId, @Nullable UUID clientId, EventType eventType) {
		return jdbc.sql("SELECT event_type, created_at FROM webhook_unsubscriptions WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId AND event_type = :eventType")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.param("eventType", eventType.name())
			.query((rs, n) -> new Unsubscription(EventType.valueOf(rs.getString("event_type")), clientId, Timestamps.instant(rs, "created_at")))
			.optional();
	}

	List<Unsubscription> list(UUID tenantId, @Nullable UUID clientId) {
		return jdbc.sql("SELECT event_type, created_at FROM webhook_unsubscriptions WHERE tenant_id = :tenantId "
				+ "AND client_id = :clientId ORDER BY event_type")
			.param("tenantId", tenantId)
			.param("clientId", level(clientId))
			.query((rs, n) -> new Unsubscription(EventType.valueOf(rs.getString("event_type")), clientId, Timestamps.instant(rs, "created_at")))
			.list();
	}

	private static UUID level(@Nullable UUID clientId) {
		return clientId == null ? TENANT_LEVEL : clientId;
	}
}
