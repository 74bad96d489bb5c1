package dev.kontor.clients.web;

import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.clients.kistam.KistamQueries;
import dev.kontor.clients.kistam.KistamQuery;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** Church tax queries (Kistam) of a client record of the caller's tenant (contract section 11). */
@RestController
@RequestMapping("/api/v3/clients/{clientId}/kistam-queries")
@Tag(name = "Clients")
@RequiredArgsConstructor
class KistamController {

	private final KistamQueries queries;

	@PostMapping
	@ResponseStatus(HttpStatus.ACCEPTED)
	@PreAuthorize("hasAuthority('SCOPE_clients.write')")
	@Operation(summary = "Query the tax authority for the client's church tax attribute",
			description = "202 with the query, Sent: the answer is stored on the client record (churchTaxAttribute, "
					+ "churchTaxQueriedDate) and sent as ClientKistamQueryResultReceived. 422 for a client record "
					+ "without taxIdentificationNumber, 409 for a deleted one.")
	KistamQuery request(@PathVariable UUID clientId, Caller caller) {
		caller.requireActsFor(clientId);
		return queries.request(new TenantId(caller.tenantId()), new ClientId(clientId));
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_clients.read')")
	@Operation(summary = "The client's church tax queries, newest first",
			description = "At most the newest " + KistamQueries.LIST_LIMIT + ".")
	List<KistamQuery> list(@PathVariable UUID clientId, Caller caller) {
		caller.requireActsFor(clientId);
		return queries.list(new TenantId(caller.tenantId()), new ClientId(clientId));
	}
}
