package dev.kontor.corporateactions;

import java.util.List;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The bookings of these client records' entitlements to a corporate action are done, all of one tenant: each
 * record's statement can be read ({@code CorporateActionStatement}). Published in the transaction of the bookings,
 * once a batch and tenant.
 */
public record CorporateActionBooked(CorporateActionId corporateActionId, TenantId tenantId, List<ClientId> clientIds) {

	public CorporateActionBooked {
		clientIds = List.copyOf(clientIds);
	}
}
