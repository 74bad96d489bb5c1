package dev.kontor.corporateactions.processing;

import java.util.List;

import dev.kontor.corporateactions.Entitlement;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/** The pending entitlements of one client record of a tenant, claimed together. */
record ClientEntitlements(TenantId tenantId, ClientId clientId, List<Entitlement> entitlements) {

	ClientEntitlements {
		entitlements = List.copyOf(entitlements);
	}
}
