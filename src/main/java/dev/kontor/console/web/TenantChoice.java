package dev.kontor.console.web;

import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

import dev.kontor.identity.tenants.Tenant;
import dev.kontor.identity.tenants.TenantDirectory;
import dev.kontor.shared.NotFound;

/** The tenant a page of tenant records shows: the one chosen, else tenant operator; and the list to choose from. */
@Component
class TenantChoice {

	/** More tenants than this are chosen by typing the id (the select lists the first ones). */
	static final int LISTED = 500;

	private final TenantDirectory tenants;

	TenantChoice(TenantDirectory tenants) {
		this.tenants = tenants;
	}

	Tenant resolve(@Nullable UUID tenantId, Model model) {
		Tenant tenant = tenantId == null ? tenants.operator()
				: tenants.findById(tenantId).orElseThrow(() -> new NotFound("No tenant with this id exists"));
		List<Tenant> listed = tenants.findPage(0, LISTED);
		model.addAttribute("tenants", listed);
		model.addAttribute("tenant", tenant);
		return tenant;
	}
}
