package dev.kontor.aml.parameters;

import java.util.List;
import java.util.UUID;

/**
 * What the risk calculation reads of the AML parameters: the active records of a tenant, to match customers and
 * transactions against. A record applies when its own fields match ({@link ParameterRecord#ownFields()}, ranges
 * through {@link ParameterRecord#rangeContains}); inactive records never apply.
 */
public interface AmlParameters {

	/** Every active record of the tenant, of all families, ordered by family and creation. */
	List<ParameterRecord> active(UUID tenantId);

	/** The active records of one family of the tenant, ordered by creation. */
	List<ParameterRecord> active(UUID tenantId, ParameterFamily family);

	/**
	 * A number that grows with every committed write of the tenant's records: while it stays the same, the active
	 * records read before stay the same. Read it before the records.
	 */
	long version(UUID tenantId);
}
