package dev.kontor.masterdata.requests;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;

/**
 * Which reference-data objects a tenant keeps tracked: those its processed {@code Add} requests named, until a
 * processed {@code Remove} request stops it. For the tenant-scoped master data reads.
 */
public interface TrackedObjects {

	/** Whether the tenant tracks the object any of its identifiers names (an ISIN finds an object added by WKN). */
	boolean isTracked(UUID tenantId, FinancialObjectType type, IdType idType, String actualId);

	/** The tenant's tracked objects of a type, in the order they were first tracked. */
	List<TrackedObject> list(UUID tenantId, FinancialObjectType type);

	/** A tracked object: the provider's id and identifiers, and since when the tenant tracks it. */
	record TrackedObject(FinancialObjectType type, String objectId, @Nullable String isinCode, @Nullable String wkn,
			@Nullable String ekn, Instant trackedSince) {
	}
}
