package dev.kontor.aml.audit;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.SqlConditions;
import dev.kontor.shared.jdbc.Timestamps;

/** The append-only table of kept changes ({@code aml_audit_entries}): inserts and reads, never updates or deletes. */
@Repository
@RequiredArgsConstructor
class AuditEntries {

	private static final String INSERT = """
			INSERT INTO aml_audit_entries (id, tenant_id, entity, entity_id, family, action, actor_id, client_id,
			  changed_date, before_state, after_state)
			VALUES (:id, :tenantId, :entity, :entityId, :family, :action, :actorId, :clientId, :changedDate, :before,
			  :after)""";

	private static final String SELECT = """
			SELECT id, tenant_id, entity, entity_id, family, action, actor_id, client_id, changed_date, before_state,
			  after_state
			FROM aml_audit_entries
			WHERE tenant_id = :tenantId AND changed_date >= :from AND changed_date < :to""";

	/** Newest first; the time-ordered ids keep entries of one instant in the order they were written. */
	private static final String NEWEST_FIRST = " ORDER BY changed_date DESC, id DESC FETCH FIRST ";

	private final JdbcClient jdbc;

	void insert(AuditEntry entry) {
		jdbc.sql(INSERT)
			.param("id", entry.id())
			.param("tenantId", entry.tenantId())
			.param("entity", entry.entity().name())
			.param("entityId", entry.entityId())
			.param("family", entry.family())
			.param("action", entry.change().action().name())
			.param("actorId", entry.change().actorId())
			.param("clientId", entry.change().clientId())
			.param("changedDate", Timestamps.of(entry.change().changedDate()))
			.param("before", entry.before())
			.param("after", entry.after())
			.update();
	}

	/** The newest entries of the query's range, as many as its page needs, newest first. */
	List<AuditEntry> newest(AuditQuery query) {
		SqlConditions filters = new SqlConditions()
			.add(query.entity() == null ? null : query.entity().name(), " AND entity = :entity", "entity")
			.add(query.entityId(), " AND entity_id = :entityId", "entityId");
		return jdbc.sql(SELECT + filters.sql() + NEWEST_FIRST + query.needed() + " ROWS ONLY")
			.params(filters.parameters())
			.param("tenantId", query.tenantId())
			.param("from", Timestamps.of(query.from()))
			.param("to", Timestamps.of(query.to()))
			.query(AuditEntries::entry)
			.list();
	}

	/**
	 * The newest entries of one entity of the tenant, whatever their age: of one record when {@code entityId} is
	 * given, of one family's records when {@code family} is.
	 */
	List<AuditEntry> newestOf(UUID tenantId, AuditedEntity entity, @Nullable UUID entityId, @Nullable String family,
			int limit) {
		SqlConditions filters = new SqlConditions().add(entityId, " AND entity_id = :entityId", "entityId")
			.add(family, " AND family = :family", "family");
		return jdbc.sql("""
				SELECT id, tenant_id, entity, entity_id, family, action, actor_id, client_id, changed_date,
				  before_state, after_state
				FROM aml_audit_entries WHERE tenant_id = :tenantId AND entity = :entity""" + filters.sql()
				+ NEWEST_FIRST + ":limit ROWS ONLY")
			.params(filters.parameters())
			.param("tenantId", tenantId)
			.param("entity", entity.name())
			.param("limit", limit)
			.query(AuditEntries::entry)
			.list();
	}

	private static AuditEntry entry(ResultSet rs, int rowNum) throws SQLException {
		return new AuditEntry(rs.getObject("id", UUID.class), rs.getObject("tenant_id", UUID.class),
				AuditedEntity.valueOf(rs.getString("entity")), rs.getObject("entity_id", UUID.class),
				rs.getString("family"),
				new AuditEntry.AuditedChange(AuditAction.valueOf(rs.getString("action")),
						rs.getObject("actor_id", UUID.class), rs.getString("client_id"),
						Objects.requireNonNull(Timestamps.instant(rs, "changed_date"))),
				rs.getString("before_state"), rs.getString("after_state"));
	}
}
