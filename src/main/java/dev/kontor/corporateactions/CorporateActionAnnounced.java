package dev.kontor.corporateactions;

import java.util.Set;

import dev.kontor.shared.TenantId;

/**
 * An announcement was saved, changed or cancelled: the tenants whose clients held the instrument at the time are to
 * hear of it ({@code CorporateActionMetadata}, and {@code CorporateActionWithChoiceNotif} where {@code withChoice}).
 * Published in the transaction of the change.
 */
public record CorporateActionAnnounced(CorporateActionId corporateActionId, boolean withChoice,
		Set<TenantId> tenants) {

	public CorporateActionAnnounced {
		tenants = Set.copyOf(tenants);
	}
}
