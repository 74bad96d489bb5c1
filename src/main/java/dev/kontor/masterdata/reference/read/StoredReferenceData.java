package dev.kontor.masterdata.reference.read;

import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.ReferenceData;

/** The reference data of the store, as the instrument request processor asks for it. */
@Component
@RequiredArgsConstructor
class StoredReferenceData implements ReferenceData {

	private final StoredObjects objects;

	@Override
	public Optional<ReferenceObject> find(FinancialObjectType type, IdType idType, String actualId) {
		return objects.byIdentifier(type, idType, actualId)
			.map(object -> new ReferenceObject(object.objectType(), object.id(), object.isin(), object.wkn(),
					object.ekn(), object.name()));
	}
}
