package dev.kontor.corporateactions.elections;

import java.math.BigDecimal;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.accounts.Holdings;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.announcements.ActionSchedule;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;

/**
 * How many shares a client record may elect for: once the action's entitlements are fixed, the sum of the record's
 * entitlements; before, what the record holds of the instrument now, which may still change until the record date.
 */
@Component
@RequiredArgsConstructor
class EntitledQuantity {

	private final ActionSchedule schedule;

	private final Entitlements entitlements;

	private final Holdings holdings;

	/** The quantity, and whether it comes from the fixed entitlements. */
	record Entitled(BigDecimal quantity, boolean fixed) {
	}

	Entitled of(TenantId tenantId, CorporateAction action, ClientId clientId) {
		if (schedule.entitled(action.corporateActionId())) {
			BigDecimal sum = entitlements.ofClient(tenantId, action.corporateActionId(), clientId)
				.stream()
				.map(entitlement -> entitlement.holding().quantity())
				.reduce(BigDecimal.ZERO, BigDecimal::add);
			return new Entitled(sum, true);
		}
		return new Entitled(holdings.heldBy(tenantId, clientId, action.announcement().isinCode()), false);
	}
}
