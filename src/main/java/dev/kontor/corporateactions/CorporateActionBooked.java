package dev.kontor.corporateactions;

import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * The bookings of a client record's entitlements to a corporate action are done: its statement can be read
 * ({@code CorporateActionStatement}). Published in the transaction of the bookings.
 */
public record CorporateActionBooked(CorporateActionId corporateActionId, TenantId tenantId, ClientId clientId) {
}
