package dev.kontor.masterdata.requests;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.reference.ReferenceData;

/**
 * The reference-data provider's store as the request tests see it: the objects a test declares known, under each of
 * their identifiers, and otherwise what the imported snapshots hold. Tests share one application context, so each
 * uses identifiers of its own.
 */
public final class KnownReferenceObjects implements ReferenceData {

	private final Map<String, ReferenceObject> objects = new ConcurrentHashMap<>();

	private final ReferenceData store;

	KnownReferenceObjects(ReferenceData store) {
		this.store = store;
	}

	/** An instrument the provider knows under {@code isin}, with a WKN of its own (not yet added). */
	public static ReferenceObject instrument(String isin) {
		return new ReferenceObject(FinancialObjectType.Instrument, "obj-" + isin, isin, "W" + isin.substring(7),
				null, "Instrument " + isin);
	}

	/** A new instrument, known from now on, that no other test uses. */
	public ReferenceObject newInstrument() {
		return add(instrument(RequestTenant.newIsin()));
	}

	/** Makes the object findable by each identifier it has. */
	public ReferenceObject add(ReferenceObject object) {
		key(object, IdType.ISIN, object.isinCode());
		key(object, IdType.WKN, object.wkn());
		key(object, IdType.EKN, object.ekn());
		return object;
	}

	/** Forgets the object, as a provider snapshot without it would. */
	public void remove(ReferenceObject object) {
		objects.values().removeIf(known -> known.equals(object));
	}

	@Override
	public Optional<ReferenceObject> find(FinancialObjectType type, IdType idType, String actualId) {
		ReferenceObject declared = objects.get(type + "/" + idType + "/" + actualId);
		return declared != null ? Optional.of(declared) : store.find(type, idType, actualId);
	}

	private void key(ReferenceObject object, IdType idType, String id) {
		if (id != null) {
			objects.put(object.type() + "/" + idType + "/" + id, object);
		}
	}
}
