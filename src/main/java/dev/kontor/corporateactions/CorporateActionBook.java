package dev.kontor.corporateactions;

import java.util.List;
import java.util.Optional;

import dev.kontor.shared.TenantId;

/**
 * The back office's reads of corporate actions: the announcements (the same for every tenant), latest record date
 * first, and a tenant's entitlements to one of them, a page at a time.
 */
public interface CorporateActionBook {

	/** The most rows one call answers. */
	int MAX_ROWS = 100;

	/** {@code limit} announcements from page {@code pageNumber} (1-based), latest record date first. */
	List<CorporateAction> actions(int pageNumber, int limit);

	Optional<CorporateAction> action(CorporateActionId id);

	/** {@code limit} of the tenant's entitlements to the action from page {@code pageNumber} (1-based). */
	List<Entitlement> entitlements(TenantId tenantId, CorporateActionId id, int pageNumber, int limit);
}
