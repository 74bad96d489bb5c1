package dev.kontor.identity.tenants;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.security.Caller;

/** The operator sets and reads a tenant's branding of its customer documents (scope {@code platform.admin}). */
@RestController
@Tag(name = "Operator: tenants")
@RequiredArgsConstructor
class TenantBrandingController {

	private final TenantBrandings brandings;

	@PutMapping("/admin/v1/tenants/{tenantId}/branding")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Operation(summary = "Set a tenant's branding of its customer documents",
			description = "Letterhead (logo as a PNG in 0x and hexadecimal digits, legal name, address lines), footer "
					+ "(footerText, registration number, supervisory authority), primaryColor as #RRGGBB, and the "
					+ "locale (such as de-DE) of dates and amounts. Documents rendered later carry it; without one "
					+ "they carry the tenant's name.")
	TenantBranding set(@PathVariable UUID tenantId, @Valid @RequestBody TenantBranding branding, Caller caller) {
		return brandings.set(tenantId, caller.actorId(), branding);
	}

	@GetMapping("/admin/v1/tenants/{tenantId}/branding")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Operation(summary = "Read a tenant's branding", description = "404 while the tenant has set none.")
	TenantBranding get(@PathVariable UUID tenantId) {
		return brandings.get(tenantId);
	}
}
