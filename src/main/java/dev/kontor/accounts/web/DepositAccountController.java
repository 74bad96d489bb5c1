package dev.kontor.accounts.web;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpHeaders;
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

import dev.kontor.accounts.AccountStatus;
import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountView;
import dev.kontor.accounts.PositionView;
import dev.kontor.accounts.SecurityMovementView;
import dev.kontor.accounts.internal.DepositAccountManagement;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.EntityTags;
import dev.kontor.shared.web.WebSettings;

/** Deposit (securities) accounts of the caller's tenant, their positions and movements (contract, section 8). */
@RestController
@RequestMapping("/api/v3/deposit-accounts")
@Tag(name = "Deposit accounts")
class DepositAccountController {

	private final DepositAccountManagement accounts;

	private final Accounts holders;

	private final WebSettings web;

	DepositAccountController(DepositAccountManagement accounts, Accounts holders, WebSettings web) {
		this.accounts = accounts;
		this.holders = holders;
		this.web = web;
	}

	record NewDepositAccount(@NotNull UUID clientId) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_accounts.write')")
	@Idempotent
	@Operation(summary = "Open a deposit (securities) account of a client record of the tenant; it starts Initial")
	DepositAccountView create(@Valid @RequestBody NewDepositAccount request, Caller caller) {
		caller.requireActsFor(request.clientId());
		return accounts.create(caller.tenantId(), caller.actorId(), request.clientId());
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List deposit accounts, optionally of one client record and in one status, a page at a time")
	PagedWithIsLastPage<DepositAccountView> list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable AccountStatus status,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return accounts.list(caller.tenantOfList(tenantId), caller.clientFilter(clientId), status,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{depositAccountId}")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read a deposit account", description = "The ETag header carries the account's version.")
	ResponseEntity<DepositAccountView> get(@PathVariable UUID depositAccountId, Caller caller) {
		holders.requireActsForDepositAccount(caller, depositAccountId);
		return tagged(accounts.read(caller.tenantId(), depositAccountId));
	}

	@PutMapping("/{depositAccountId}/status")
	@PreAuthorize("hasAuthority('SCOPE_accounts.write')")
	@Operation(summary = "Move a deposit account to another status (409 for a move its life cycle does not allow)",
			description = "Initial → Active or Closed; Active ↔ Suspended; any → Closed; Closed is final. Closing "
					+ "needs no holding and nothing reserved (422). With If-Match, 412 when the account is no "
					+ "longer at that version.")
	ResponseEntity<DepositAccountView> changeStatus(@PathVariable UUID depositAccountId,
			@Valid @RequestBody AccountStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		holders.requireActsForDepositAccount(caller, depositAccountId);
		return tagged(accounts.changeStatus(caller.tenantId(), caller.actorId(), depositAccountId, change.status(),
				EntityTags.expectedVersion(ifMatch)));
	}

	@GetMapping("/{depositAccountId}/positions")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "The account's positions, valued at the mid of each instrument's latest quote")
	List<PositionView> positions(@PathVariable UUID depositAccountId, Caller caller) {
		holders.requireActsForDepositAccount(caller, depositAccountId);
		return accounts.positions(caller.tenantId(), depositAccountId);
	}

	@GetMapping("/{depositAccountId}/transactions")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List the account's security movements, oldest first, a page at a time",
			description = "dateFrom and dateTo (both inclusive, UTC) select by booking date.")
	PagedWithIsLastPage<SecurityMovementView> transactions(@PathVariable UUID depositAccountId,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		holders.requireActsForDepositAccount(caller, depositAccountId);
		return accounts.movements(caller.tenantId(), depositAccountId, dateFrom, dateTo,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{depositAccountId}/transactions/{transactionId}")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read one security movement of the account")
	SecurityMovementView transaction(@PathVariable UUID depositAccountId, @PathVariable UUID transactionId,
			Caller caller) {
		holders.requireActsForDepositAccount(caller, depositAccountId);
		return accounts.movement(caller.tenantId(), depositAccountId, transactionId);
	}

	private static ResponseEntity<DepositAccountView> tagged(Versioned<DepositAccountView> account) {
		return ResponseEntity.ok().eTag(EntityTags.of(account.version())).body(account.value());
	}
}
