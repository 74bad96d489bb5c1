package dev.kontor.clients.web;

import java.time.OffsetDateTime;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.clients.Client;
import dev.kontor.clients.ClientStatus;
import dev.kontor.clients.ClientType;
import dev.kontor.clients.internal.ClientFilter;
import dev.kontor.clients.internal.ClientManagement;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.IsoCodes;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.ClientRecordAccessDenied;
import dev.kontor.shared.web.EntityTags;
import dev.kontor.shared.web.WebSettings;

/** Client records of the caller's tenant (document 3, 4.6, and the contract's create, read, update, status). */
@RestController
@RequestMapping("/api/v3/clients")
@Tag(name = "Clients")
@RequiredArgsConstructor
class ClientController {

	private static final String CHANGED_MEANWHILE = "409 also when the record was changed by another request "
			+ "meanwhile; with If-Match, 412 when the record is no longer at that version.";

	private final ClientManagement clients;

	private final WebSettings web;

	record ClientStatusChange(@NotNull ClientStatus status) {
	}

	@PostMapping
	@Idempotent
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Operation(summary = "Create a client record; it starts in status Initial")
	@ApiResponse(responseCode = "201", description = "The client record created")
	ResponseEntity<Client> create(@Valid @RequestBody ClientDetailsBody details, Caller caller) {
		if (caller.isBoundToClientRecord()) {
			throw new ClientRecordAccessDenied();
		}
		return tagged(HttpStatus.CREATED, new Versioned<>(clients.create(new TenantId(caller.tenantId()), caller.actorId(), details.toDetails()), 0));
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	@Operation(summary = "List client records by filters, a page at a time",
			description = "name and surname match from their start, case-insensitively; email and clientKey in "
					+ "full; alpha3CountryCode any of countryOfOrigin, nationality and residencyCountry; the creation "
					+ "range includes dateTimeBegin and excludes dateTimeEnd.")
	PagedWithIsLastPage<Client> list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable ClientType clientType,
			@RequestParam(required = false) @Nullable ClientStatus status,
			@RequestParam(required = false) @Nullable String name,
			@RequestParam(required = false) @Nullable String surname,
			@RequestParam(required = false) @Nullable String email,
			@RequestParam(required = false) @Nullable String alpha3CountryCode,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime dateTimeBegin,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime dateTimeEnd,
			@RequestParam(required = false) @Nullable String contractualPartnerCode,
			@RequestParam(required = false) @Nullable String clientKey,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		UUID listedTenant = caller.tenantOfList(tenantId);
		if (alpha3CountryCode != null && !IsoCodes.isAlpha3Country(alpha3CountryCode)) {
			throw new InvalidInput("alpha3CountryCode", "must be an ISO 3166-1 alpha-3 country code such as DEU");
		}
		ClientFilter filter = new ClientFilter(listedTenant, caller.clientRecordId(),
				new ClientFilter.ByRecord(clientType, status, clientKey, contractualPartnerCode),
				new ClientFilter.ByPerson(name, surname, email, alpha3CountryCode),
				new ClientFilter.Created(dateTimeBegin == null ? null : dateTimeBegin.toInstant(),
						dateTimeEnd == null ? null : dateTimeEnd.toInstant()));
		return clients.list(filter, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{id}")
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	@Operation(summary = "Read a client record", description = "The ETag header carries the record's version.")
	ResponseEntity<Client> get(@PathVariable UUID id, Caller caller) {
		caller.requireActsFor(id);
		return tagged(HttpStatus.OK, clients.read(new TenantId(caller.tenantId()), new ClientId(id)));
	}

	@PutMapping("/{id}")
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Operation(summary = "Replace the details of a client record (not of a deleted one: 409)",
			description = CHANGED_MEANWHILE)
	ResponseEntity<Client> update(@PathVariable UUID id, @Valid @RequestBody ClientDetailsBody details,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		caller.requireActsFor(id);
		return tagged(HttpStatus.OK, clients.update(new TenantId(caller.tenantId()), caller.actorId(),
				new ClientId(id), details.toDetails(), EntityTags.expectedVersion(ifMatch)));
	}

	@PutMapping("/{id}/status")
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Operation(summary = "Move a client record to another status of its life cycle (409 for a move it does not allow)",
			description = CHANGED_MEANWHILE)
	ResponseEntity<Client> changeStatus(@PathVariable UUID id, @Valid @RequestBody ClientStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		caller.requireActsFor(id);
		return tagged(HttpStatus.OK, clients.changeStatus(new TenantId(caller.tenantId()), caller.actorId(),
				new ClientId(id), change.status(),
				EntityTags.expectedVersion(ifMatch)));
	}

	private static ResponseEntity<Client> tagged(HttpStatus status, Versioned<Client> client) {
		return ResponseEntity.status(status).eTag(EntityTags.of(client.version())).body(client.value());
	}
}
