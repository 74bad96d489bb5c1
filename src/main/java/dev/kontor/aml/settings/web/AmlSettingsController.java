package dev.kontor.aml.settings.web;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.AmlSettingsChange;
import dev.kontor.aml.settings.AmlSettingsManagement;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.TenantAccessDenied;

/** The AML general parameters of the caller's tenant (document 3, 4.4). */
@RestController
@RequestMapping("/api/v3/aml/settings")
@Tag(name = "AML settings")
@RequiredArgsConstructor
class AmlSettingsController {

	private final AmlSettingsManagement settings;

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "Read the tenant's AML settings (404 until they were saved)")
	AmlSettings get(Caller caller) {
		return settings.get(caller.tenantId());
	}

	/** A body naming another tenant is refused (403) even for the operator: settings are always the caller's. */
	@PutMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Create or replace the tenant's AML settings")
	AmlSettings save(@Valid @RequestBody AmlSettingsChange change, Caller caller) {
		if (change.tenantId() != null && !change.tenantId().equals(caller.tenantId())) {
			throw new TenantAccessDenied();
		}
		return settings.save(caller.tenantId(), Actor.of(caller), change.policy());
	}
}
