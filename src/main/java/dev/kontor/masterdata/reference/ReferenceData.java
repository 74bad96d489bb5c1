package dev.kontor.masterdata.reference;

import java.util.Optional;

import org.jspecify.annotations.Nullable;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;

/**
 * What the instrument request processor asks of the reference-data store: whether the provider's latest snapshot
 * holds the object an identifier names.
 */
public interface ReferenceData {

	Optional<ReferenceObject> find(FinancialObjectType type, IdType idType, String actualId);

	/** An object of the provider's snapshot: its identifiers (an institution has no ISIN or WKN) and name. */
	record ReferenceObject(FinancialObjectType type, String id, @Nullable String isinCode, @Nullable String wkn,
			@Nullable String ekn, String name) {
	}
}
