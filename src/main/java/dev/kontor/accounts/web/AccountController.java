package dev.kontor.accounts.web;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

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
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.accounts.internal.AccountsOfKind;
import dev.kontor.accounts.internal.CashTransactionView;
import dev.kontor.accounts.internal.DepositAccountView;
import dev.kontor.accounts.internal.DepositAccounts;
import dev.kontor.accounts.internal.InternalAccountView;
import dev.kontor.accounts.internal.InternalAccounts;
import dev.kontor.accounts.internal.PositionView;
import dev.kontor.accounts.internal.SecurityMovementView;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.EntityTags;
import dev.kontor.shared.web.WebSettings;

/**
 * Internal (cash) and deposit (securities) accounts of the caller's tenant, their transactions and positions
 * (contract, section 8). Each route is declared on its own, since its path, its documentation and its id in the
 * OpenAPI document ({@code listInternalAccount}: the method and this controller) are the API's; what a route does
 * is written once for both kinds.
 */
@RestController
@RequestMapping("/api/v3")
@RequiredArgsConstructor
class AccountController {

	private static final String READ = "hasAuthority('SCOPE_accounts.read')";

	private static final String WRITE = "hasAuthority('SCOPE_accounts.write')";

	private static final String INTERNAL_TAG = "Internal accounts";

	private static final String DEPOSIT_TAG = "Deposit accounts";

	private static final String DATES = "dateFrom and dateTo (both inclusive, UTC) select by booking date.";

	/** The life cycle of both kinds, around what a close needs of each. */
	private static final String LIFE_CYCLE = "Initial → Active or Closed; Active ↔ Suspended; any → Closed; Closed is "
			+ "final. Closing ";

	private static final String CLOSE_AND_VERSION = " (422). With If-Match, 412 when the account is no longer at "
			+ "that version.";

	private final InternalAccounts internalAccounts;

	private final DepositAccounts depositAccounts;

	private final Accounts holders;

	private final WebSettings web;

	/** An internal account as an integrator opens it: the client record it belongs to and its currency. */
	record NewInternalAccount(@NotNull UUID clientId,
			@NotNull @Pattern(regexp = "[A-Z]{3}", message = "must be an ISO 4217 currency code such as EUR") String currencyCode) {
	}

	record NewDepositAccount(@NotNull UUID clientId) {
	}

	@PostMapping("/internal-accounts")
	@PreAuthorize(WRITE)
	@Idempotent
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "Open an internal (cash) account of a client record of the tenant; it starts Initial")
	InternalAccountView createInternal(@Valid @RequestBody NewInternalAccount request, Caller caller) {
		caller.requireActsFor(request.clientId());
		return internalAccounts.create(caller.tenantId(), caller.actorId(), request.clientId(), request.currencyCode());
	}

	@PostMapping("/deposit-accounts")
	@PreAuthorize(WRITE)
	@Idempotent
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "Open a deposit (securities) account of a client record of the tenant; it starts Initial")
	DepositAccountView createDeposit(@Valid @RequestBody NewDepositAccount request, Caller caller) {
		caller.requireActsFor(request.clientId());
		return depositAccounts.create(caller.tenantId(), caller.actorId(), request.clientId());
	}

	@GetMapping("/internal-accounts")
	@PreAuthorize(READ)
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "List internal accounts, optionally of one client record and in one status, a page at a time")
	PagedWithIsLastPage<InternalAccountView> listInternal(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable AccountStatus status,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return list(internalAccounts, tenantId, clientId, status, pageNumber, recordsPerPage, caller);
	}

	@GetMapping("/deposit-accounts")
	@PreAuthorize(READ)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "List deposit accounts, optionally of one client record and in one status, a page at a time")
	PagedWithIsLastPage<DepositAccountView> listDeposit(@RequestParam(required = false) @Nullable UUID tenantId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable AccountStatus status,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return list(depositAccounts, tenantId, clientId, status, pageNumber, recordsPerPage, caller);
	}

	@GetMapping("/internal-accounts/{internalAccountId}")
	@PreAuthorize(READ)
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "Read an internal account with its balance, reserved and available amount",
			description = "The ETag header carries the account's version, which changes with every change of it, "
					+ "bookings and reservations included.")
	ResponseEntity<InternalAccountView> getInternal(@PathVariable UUID internalAccountId, Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return tagged(internalAccounts.read(caller.tenantId(), internalAccountId));
	}

	@GetMapping("/deposit-accounts/{depositAccountId}")
	@PreAuthorize(READ)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "Read a deposit account", description = "The ETag header carries the account's version.")
	ResponseEntity<DepositAccountView> getDeposit(@PathVariable UUID depositAccountId, Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return tagged(depositAccounts.read(caller.tenantId(), depositAccountId));
	}

	@PutMapping("/internal-accounts/{internalAccountId}/status")
	@PreAuthorize(WRITE)
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "Move an internal account to another status (409 for a move its life cycle does not allow)",
			description = LIFE_CYCLE + "needs a zero balance and nothing reserved" + CLOSE_AND_VERSION)
	ResponseEntity<InternalAccountView> changeStatusInternal(@PathVariable UUID internalAccountId,
			@Valid @RequestBody AccountStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return changeStatus(internalAccounts, internalAccountId, change, ifMatch, caller);
	}

	@PutMapping("/deposit-accounts/{depositAccountId}/status")
	@PreAuthorize(WRITE)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "Move a deposit account to another status (409 for a move its life cycle does not allow)",
			description = LIFE_CYCLE + "needs no holding and nothing reserved" + CLOSE_AND_VERSION)
	ResponseEntity<DepositAccountView> changeStatusDeposit(@PathVariable UUID depositAccountId,
			@Valid @RequestBody AccountStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return changeStatus(depositAccounts, depositAccountId, change, ifMatch, caller);
	}

	@GetMapping("/deposit-accounts/{depositAccountId}/positions")
	@PreAuthorize(READ)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "The account's positions, valued at the mid of each instrument's latest quote")
	List<PositionView> positionsDeposit(@PathVariable UUID depositAccountId, Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return depositAccounts.positions(caller.tenantId(), depositAccountId);
	}

	@GetMapping("/internal-accounts/{internalAccountId}/transactions")
	@PreAuthorize(READ)
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "List the account's cash transactions, oldest first, a page at a time", description = DATES)
	PagedWithIsLastPage<CashTransactionView> transactionsInternal(@PathVariable UUID internalAccountId,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return internalAccounts.bookings(caller.tenantId(), internalAccountId, dateFrom, dateTo,
				page(pageNumber, recordsPerPage));
	}

	@GetMapping("/deposit-accounts/{depositAccountId}/transactions")
	@PreAuthorize(READ)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "List the account's security movements, oldest first, a page at a time", description = DATES)
	PagedWithIsLastPage<SecurityMovementView> transactionsDeposit(@PathVariable UUID depositAccountId,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return depositAccounts.bookings(caller.tenantId(), depositAccountId, dateFrom, dateTo,
				page(pageNumber, recordsPerPage));
	}

	@GetMapping("/internal-accounts/{internalAccountId}/transactions/{transactionId}")
	@PreAuthorize(READ)
	@Tag(name = INTERNAL_TAG)
	@Operation(summary = "Read one cash transaction of the account")
	CashTransactionView transactionInternal(@PathVariable UUID internalAccountId, @PathVariable UUID transactionId,
			Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return internalAccounts.booking(caller.tenantId(), internalAccountId, transactionId);
	}

	@GetMapping("/deposit-accounts/{depositAccountId}/transactions/{transactionId}")
	@PreAuthorize(READ)
	@Tag(name = DEPOSIT_TAG)
	@Operation(summary = "Read one security movement of the account")
	SecurityMovementView transactionDeposit(@PathVariable UUID depositAccountId, @PathVariable UUID transactionId,
			Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return depositAccounts.booking(caller.tenantId(), depositAccountId, transactionId);
	}

	private <V> PagedWithIsLastPage<V> list(AccountsOfKind<?, V, ?> accounts, @Nullable UUID tenantId,
			@Nullable UUID clientId, @Nullable AccountStatus status, @Nullable Integer pageNumber,
			@Nullable Integer recordsPerPage, Caller caller) {
		return accounts.list(caller.tenantOfList(tenantId), caller.clientFilter(clientId), status,
				page(pageNumber, recordsPerPage));
	}

	private static <V> ResponseEntity<V> changeStatus(AccountsOfKind<?, V, ?> accounts, UUID id,
			AccountStatusChange change, @Nullable String ifMatch, Caller caller) {
		return tagged(accounts.changeStatus(caller.tenantId(), caller.actorId(), id, change.status(),
				EntityTags.expectedVersion(ifMatch)));
	}

	private PageRequest page(@Nullable Integer pageNumber, @Nullable Integer recordsPerPage) {
		return PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage());
	}

	private static <V> ResponseEntity<V> tagged(Versioned<V> account) {
		return ResponseEntity.ok().eTag(EntityTags.of(account.version())).body(account.value());
	}
}
