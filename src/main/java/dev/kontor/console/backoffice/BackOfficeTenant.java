package dev.kontor.console.backoffice;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

import dev.kontor.console.SignedInUser;
import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.TenantDirectory;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

/**
 * The tenant whose records a back-office page shows: the user's own, whatever the address names; for an operator the
 * one chosen (else tenant operator), with the list to choose from. Every link of these pages carries the tenant
 * ({@code tenantId}), so that an operator stays in the tenant chosen.
 */
@Component
@RequiredArgsConstructor
class BackOfficeTenant {

	/** More tenants than this are chosen by typing the id into the address. */
	private static final int LISTED = 500;

	private final TenantDirectory tenants;

	TenantId resolve(SignedInUser user, @Nullable UUID tenantId, Model model) {
		Tenant tenant;
		if (user.isOperator()) {
			tenant = tenantId == null ? tenants.operator()
					: tenants.findById(tenantId).orElseThrow(() -> new NotFound("No tenant with this id exists"));
			model.addAttribute("tenants", tenants.findPage(0, LISTED));
		}
		else {
			tenant = tenants.findById(user.tenantId()).orElseThrow(() -> new NotFound("No tenant with this id exists"));
		}
		model.addAttribute("tenant", tenant);
		return new TenantId(tenant.id());
	}
}
