package dev.kontor.aml.parameters.web;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterInput;
import dev.kontor.aml.parameters.ParameterManagement;
import dev.kontor.aml.parameters.ParameterView;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/**
 * The AML parameter families of document 3, 4.2: one controller for all eleven, the family named by the path
 * ({@code customer-cash-balance}, ...). Each family answers only its own fields.
 */
@RestController
@RequestMapping("/api/v3/aml/parameters/{family}")
@Tag(name = "AML parameters")
@RequiredArgsConstructor
class ParameterController {

	private static final String FAMILY_DESCRIPTION = "customer-cash-balance, customer-occupation-group, "
			+ "customer-origin-country, customer-reference-account-country, customer-residency-country, "
			+ "customer-sector, customer-account-usage-type, individual-transaction-amount, "
			+ "individual-transaction-other-account-country, aggregate-transaction-amount, aggregate-transaction-count";

	private final ParameterManagement parameters;

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "List the family's records in creation order, inactive ones only when asked for")
	List<ParameterView> list(@Parameter(description = FAMILY_DESCRIPTION) @PathVariable String family,
			@RequestParam(defaultValue = "false") boolean includeInActiveRecords, Caller caller) {
		return parameters.list(new TenantId(caller.tenantId()), familyAt(family), includeInActiveRecords)
			.stream()
			.map(ParameterView::of)
			.toList();
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Create a record of the family (200, as document 3 says)",
			description = "An active record's key must be free (422) and its amount or count range, from its minimum "
					+ "inclusive to its maximum exclusive, must not overlap another active record's (422).")
	ParameterView create(@Parameter(description = FAMILY_DESCRIPTION) @PathVariable String family,
			@RequestBody ParameterInput input, Caller caller) {
		return ParameterView
			.of(parameters.create(new TenantId(caller.tenantId()), Actor.of(caller), familyAt(family), input.draft()));
	}

	@PutMapping("/{recordId}")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Replace the fields of a record of the family; isActive may activate or deactivate it")
	ParameterView update(@Parameter(description = FAMILY_DESCRIPTION) @PathVariable String family,
			@PathVariable UUID recordId, @RequestBody ParameterInput input, Caller caller) {
		return ParameterView.of(parameters.update(new TenantId(caller.tenantId()), Actor.of(caller), familyAt(family),
				recordId, input.draft()));
	}

	@PutMapping("/{recordId}/inactive")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Make a record of the family in-active (an in-active one is answered unchanged)")
	ParameterView makeInactive(@Parameter(description = FAMILY_DESCRIPTION) @PathVariable String family,
			@PathVariable UUID recordId, Caller caller) {
		return ParameterView
			.of(parameters.makeInactive(new TenantId(caller.tenantId()), Actor.of(caller), familyAt(family), recordId));
	}

	private static ParameterFamily familyAt(String pathSegment) {
		return ParameterFamily.ofPathSegment(pathSegment)
			.orElseThrow(() -> new NotFound("No AML parameter family is called " + pathSegment));
	}
}
