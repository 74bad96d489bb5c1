package dev.kontor.accounts.web;

import java.time.LocalDate;
import java.util.UUID;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
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
import dev.kontor.accounts.CashTransactionView;
import dev.kontor.accounts.InternalAccountView;
import dev.kontor.accounts.internal.InternalAccountManagement;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.EntityTags;
import dev.kontor.shared.web.WebSettings;

/** Internal (cash) accounts of the caller's tenant and their transactions (contract, section 8). */
@RestController
@RequestMapping("/api/v3/internal-accounts")
@Tag(name = "Internal accounts")
class InternalAccountController {

	private final InternalAccountManagement accounts;

	private final Accounts holders;

	private final WebSettings web;

	InternalAccountController(InternalAccountManagement accounts, Accounts holders, WebSettings web) {
		this.accounts = accounts;
		this.holders = holders;
		this.web = web;
	}

	/** An internal account as an integrator opens it: the client record it belongs to and its currency. */
	record NewInternalAccount(@NotNull UUID clientId,
			@NotNull @Pattern(regexp = "[A-Z]{3}", message = "must be an ISO 4217 currency code such as EUR") String currencyCode) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_accounts.write')")
	@Idempotent
	@Operation(summary = "Open an internal (cash) account of a client record of the tenant; it starts Initial")
	InternalAccountView create(@Valid @RequestBody NewInternalAccount request, Caller caller) {
		caller.requireActsFor(request.clientId());
		return accounts.create(caller.tenantId(), caller.actorId(), request.clientId(), request.currencyCode());
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List internal accounts, optionally of one client record and in one status, a page at a time")
	PagedWithIsLastPage<InternalAccountView> list(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable AccountStatus status,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return accounts.list(caller.tenantOfList(tenantId), caller.clientFilter(clientId), status,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{internalAccountId}")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read an internal account with its balance, reserved and available amount",
			description = "The ETag header carries the account's version, which changes with every change of it, "
					+ "bookings and reservations included.")
	ResponseEntity<InternalAccountView> get(@PathVariable UUID internalAccountId, Caller caller) {
		holders.requireActsForInternalAccount(caller, internalAccountId);
		return tagged(accounts.read(caller.tenantId(), internalAccountId));
	}

	@PutMapping("/{internalAccountId}/status")
	@PreAuthorize("hasAuthority('SCOPE_accounts.write')")
	@Operation(summary = "Move an internal account to another status (409 for a move its life cycle does not allow)",
			description = "Initial → Active or Closed; Active ↔ Suspended; any → Closed; Closed is final. Closing "
					+ "needs a zero balance and nothing reserved (422). With If-Match, 412 when the account is no "
					+ "longer at that version.")
	ResponseEntity<InternalAccountView> changeStatus(@PathVariable UUID internalAccountId,
			@Valid @RequestBody AccountStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		holders.requireActsForInternalAccount(caller, internalAccountId);
		return tagged(accounts.changeStatus(caller.tenantId(), caller.actorId(), internalAccountId, change.status(),
				EntityTags.expectedVersion(ifMatch)));
	}

	@GetMapping("/{internalAccountId}/transactions")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List the account's cash transactions, oldest first, a page at a time",
			description = "dateFrom and dateTo (both inclusive, UTC) select by booking date.")
	PagedWithIsLastPage<CashTransactionView> transactions(@PathVariable UUID internalAccountId,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		holders.requireActsForInternalAccount(caller, internalAccountId);
		return accounts.transactions(caller.tenantId(), internalAccountId, dateFrom, dateTo,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{internalAccountId}/transactions/{transactionId}")
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read one cash transaction of the account")
	CashTransactionView transaction(@PathVariable UUID internalAccountId, @PathVariable UUID transactionId,
			Caller caller) {
		holders.requireActsForInternalAccount(caller, internalAccountId);
		return accounts.transaction(caller.tenantId(), internalAccountId, transactionId);
	}

	private static ResponseEntity<InternalAccountView> tagged(Versioned<InternalAccountView> account) {
		return ResponseEntity.ok().eTag(EntityTags.of(account.version())).body(account.value());
	}
}
