package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.ReferenceData.ReferenceObject;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of tracked objects, written only by the request processor. */
@Repository
@RequiredArgsConstructor
class TrackedObjectStore implements TrackedObjects {

	private final JdbcClient jdbc;

	@Override
	public boolean isTracked(UUID tenantId, FinancialObjectType type, IdType idType, String actualId) {
		return jdbc.sql("SELECT COUNT(*) FROM md_tracked_objects WHERE tenant_id = :tenantId "
				+ "AND financial_object_type = :type AND " + column(idType) + " = :actualId")
			.param("tenantId", tenantId)
			.param("type", type.name())
			.param("actualId", actualId)
			.query(Long.class)
			.single() > 0;
	}

	@Override
	public List<TrackedObject> list(UUID tenantId, FinancialObjectType type) {
		return jdbc.sql("SELECT object_id, isin_code, wkn, ekn, tracked_since FROM md_tracked_objects "
				+ "WHERE tenant_id = :tenantId AND financial_object_type = :type ORDER BY tracked_since, object_id")
			.param("tenantId", tenantId)
			.param("type", type.name())
			.query((rs, row) -> new TrackedObject(type, rs.getString(1), rs.getString(2), rs.getString(3),
					rs.getString(4), Timestamps.instant(rs, 5)))
			.list();
	}

	/**
	 * Tracks the object for the tenant; an object tracked already keeps its start. Two instances adding one object
	 * at once make one of them fail on the primary key, and its batch is processed again at the next interval.
	 */
	void track(UUID tenantId, ReferenceObject object, UUID requestId, Instant now) {
		int known = jdbc.sql("UPDATE md_tracked_objects SET isin_code = :isin, wkn = :wkn, ekn = :ekn "
				+ "WHERE tenant_id = :tenantId AND financial_object_type = :type AND object_id = :objectId")
			.params(keyOf(tenantId, object))
			.params(identifiersOf(object))
			.update();
		if (known == 0) {
			jdbc.sql("INSERT INTO md_tracked_objects (tenant_id, financial_object_type, object_id, isin_code, wkn, "
					+ "ekn, request_id, tracked_since) VALUES (:tenantId, :type, :objectId, :isin, :wkn, :ekn, "
					+ ":requestId, :now)")
				.params(keyOf(tenantId, object))
				.params(identifiersOf(object))
				.param("requestId", requestId)
				.param("now", Timestamps.of(now))
				.update();
		}
	}

	/** Stops tracking the object; false when the tenant did not track it. */
	boolean untrack(UUID tenantId, ReferenceObject object) {
		return jdbc.sql("DELETE FROM md_tracked_objects WHERE tenant_id = :tenantId AND financial_object_type = :type "
				+ "AND object_id = :objectId")
			.params(keyOf(tenantId, object))
			.update() > 0;
	}

	/** Stops tracking by an identifier, for objects the provider no longer knows; false when none was tracked. */
	boolean untrack(UUID tenantId, FinancialObjectType type, IdType idType, String actualId) {
		return jdbc.sql("DELETE FROM md_tracked_objects WHERE tenant_id = :tenantId AND financial_object_type = :type "
				+ "AND " + column(idType) + " = :actualId")
			.param("tenantId", tenantId)
			.param("type", type.name())
			.param("actualId", actualId)
			.update() > 0;
	}

	private static Map<String, Object> keyOf(UUID tenantId, ReferenceObject object) {
		return Map.of("tenantId", tenantId, "type", object.type().name(), "objectId", object.id());
	}

	/** The object's identifiers; an institution has no ISIN or WKN, so values may be null. */
	private static Map<String, @Nullable Object> identifiersOf(ReferenceObject object) {
		Map<String, @Nullable Object> identifiers = new HashMap<>();
		identifiers.put("isin", object.isinCode());
		identifiers.put("wkn", object.wkn());
		identifiers.put("ekn", object.ekn());
		return identifiers;
	}

	/** The column holding identifiers of a type: a constant per enumeration value, never the caller's text. */
	private static String column(IdType idType) {
		return switch (idType) {
			case ISIN -> "isin_code";
			case WKN -> "wkn";
			case EKN -> "ekn";
		};
	}
}
