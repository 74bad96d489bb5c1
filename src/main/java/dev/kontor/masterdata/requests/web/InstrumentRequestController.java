package dev.kontor.masterdata.requests.web;

import java.time.LocalDate;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.masterdata.IdType;
import dev.kontor.masterdata.OperationType;
import dev.kontor.masterdata.requests.CreateInstrumentRequest;
import dev.kontor.masterdata.requests.InstrumentRequestFilter;
import dev.kontor.masterdata.requests.InstrumentRequests;
import dev.kontor.masterdata.requests.RequestInputs;
import dev.kontor.masterdata.requests.UpdateInstrumentRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/**
 * Instrument requests of document 2, tenant-scoped ({@code /tenants/{tenantId}/…}) and without tenant, where the
 * tenant is the caller's own. One handler serves both forms: a {@code tenantId} in the path must be the token's
 * tenant unless the caller is the operator ({@code platform.admin}), who then acts for that tenant.
 */
@RestController
@Tag(name = "Master data: instrument requests")
@RequiredArgsConstructor
class InstrumentRequestController {

	private static final String TENANT_SCOPED = "/api/masterdata/v2/tenants/{tenantId}/instrument-requests";

	private static final String OWN_TENANT = "/api/masterdata/v2/instrument-requests";

	private static final String ONE = "/{idType}/{actualId}";

	private final InstrumentRequests requests;

	private final WebSettings web;

	@PostMapping({ TENANT_SCOPED, OWN_TENANT })
	@PreAuthorize("hasAuthority('SCOPE_masterdata.write')")
	@Operation(summary = "Create an instrument request",
			description = "An identifier that fails the rules of its idType is stored not accepted, with the reason "
					+ "in errorMessageDetail; a second live request for one identifier answers 409.")
	InstrumentRequestView create(@PathVariable(required = false) @Nullable UUID tenantId,
			@RequestBody CreateInstrumentRequest body, Caller caller) {
		return InstrumentRequestView.of(requests.create(tenant(tenantId, caller), caller.actorId(), body));
	}

	@GetMapping({ TENANT_SCOPED, OWN_TENANT })
	@PreAuthorize("hasAuthority('SCOPE_masterdata.read')")
	@Operation(summary = "List live instrument requests, oldest first",
			description = "dateStart and dateEnd (yyyy-MM-dd, UTC) filter on the creation time, both days included.")
	Paged<InstrumentRequestView> list(@PathVariable(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable IdType idType,
			@RequestParam(required = false) @Nullable OperationType operationType,
			@RequestParam(required = false) @Nullable Boolean isAccepted,
			@RequestParam(required = false) @Nullable Boolean isDisabled,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateStart,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateEnd,
			@RequestParam Integer pageNumber, @RequestParam(required = false) @Nullable Integer recordsPerPage,
			Caller caller) {
		InstrumentRequestFilter filter = new InstrumentRequestFilter(tenant(tenantId, caller), idType, operationType,
				isAccepted, isDisabled, dateStart, dateEnd);
		return requests.list(filter, RequestInputs.page(pageNumber, recordsPerPage, web.maxRecordsPerPage()))
			.map(InstrumentRequestView::of);
	}

	@PutMapping({ TENANT_SCOPED + ONE, OWN_TENANT + ONE })
	@PreAuthorize("hasAuthority('SCOPE_masterdata.write')")
	@Operation(summary = "Correct a request that was not accepted, so that it is processed again (409 otherwise)")
	InstrumentRequestView update(@PathVariable(required = false) @Nullable UUID tenantId, @PathVariable IdType idType,
			@PathVariable String actualId, @RequestBody UpdateInstrumentRequest body, Caller caller) {
		return InstrumentRequestView
			.of(requests.update(tenant(tenantId, caller), caller.actorId(), idType, actualId, body));
	}

	@DeleteMapping({ TENANT_SCOPED + ONE, OWN_TENANT + ONE })
	@PreAuthorize("hasAuthority('SCOPE_masterdata.write')")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	@Operation(summary = "Delete a request (soft: it keeps its row with deletedDate and is gone for reads)")
	void delete(@PathVariable(required = false) @Nullable UUID tenantId, @PathVariable IdType idType,
			@PathVariable String actualId, Caller caller) {
		requests.delete(tenant(tenantId, caller), caller.actorId(), idType, actualId);
	}

	private static UUID tenant(@Nullable UUID pathTenantId, Caller caller) {
		if (pathTenantId == null) {
			return caller.tenantId();
		}
		caller.requireTenant(pathTenantId);
		return pathTenantId;
	}
}
