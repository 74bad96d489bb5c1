package dev.kontor.bankaccounts.web;

import java.time.OffsetDateTime;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
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

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.BankAccountStatus;
import dev.kontor.bankaccounts.FullBankAccount;
import dev.kontor.bankaccounts.NewBankAccount;
import dev.kontor.bankaccounts.internal.BankAccountFilter;
import dev.kontor.bankaccounts.internal.BankAccountManagement;
import dev.kontor.shared.Versioned;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.PagedWithIsLastPage;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.EntityTags;
import dev.kontor.shared.web.EnumLists;
import dev.kontor.shared.web.WebSettings;

/** Bank accounts of the caller's tenant (document 3, 4.5). */
@RestController
@RequestMapping("/api/v3/bank-accounts")
@Tag(name = "Bank accounts")
@RequiredArgsConstructor
class BankAccountController {

	private final BankAccountManagement accounts;

	private final BankAccountOwners owners;

	private final WebSettings web;

	record BankAccountStatusChange(@NotNull BankAccountStatus status,
			@Nullable @Size(max = 512) String closeOrDeleteReason) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.write')")
	@Idempotent
	@Operation(summary = "Create a bank account of client records of the tenant; it starts in status Initial")
	BankAccount create(@Valid @RequestBody NewBankAccount request, Caller caller) {
		caller.requireActsForOneOf(request.clientIds());
		return accounts.create(caller.tenantId(), caller.actorId(), request);
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.read')")
	@Operation(summary = "List bank accounts by filters, a page at a time",
			description = "At least one of accountId, iban, accountNumber, dateTimeStart and dateTimeEnd is required. "
					+ "accountStatuses is a comma-separated list; accountHolderName matches from its start, "
					+ "case-insensitively; the creation range includes dateTimeStart and excludes dateTimeEnd.")
	PagedWithIsLastPage<BankAccount> list(@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable UUID accountId,
			@RequestParam(required = false) @Nullable String iban,
			@RequestParam(required = false) @Nullable String accountHolderName,
			@RequestParam(required = false) @Nullable String accountNumber,
			@RequestParam(required = false) @Nullable String accountStatuses,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime dateTimeStart,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime dateTimeEnd,
			@RequestParam(required = false) @Nullable UUID createdUserId,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		BankAccountFilter filter = new BankAccountFilter(caller.tenantId(), caller.clientFilter(clientId), accountId,
				iban, accountHolderName, accountNumber,
				EnumLists.parse("accountStatuses", accountStatuses, BankAccountStatus.class),
				new BankAccountFilter.Creation(dateTimeStart == null ? null : dateTimeStart.toInstant(),
						dateTimeEnd == null ? null : dateTimeEnd.toInstant(), createdUserId));
		return accounts.list(filter, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{bankAccountId}")
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.read')")
	@Operation(summary = "Read a bank account with the client records of its owners",
			description = "The ETag header carries the account's version, which changes with every change of the "
					+ "account, its validation and its documents.")
	ResponseEntity<FullBankAccount> get(@PathVariable UUID bankAccountId, Caller caller) {
		Versioned<FullBankAccount> account = accounts.readFull(caller.tenantId(), bankAccountId);
		caller.requireActsForOneOf(account.value().account().clientIds());
		return tagged(account);
	}

	@PutMapping("/{bankAccountId}/status")
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.write')")
	@Operation(summary = "Move a bank account to another status of its life cycle (409 for a move it does not allow)",
			description = "409 also when the account was changed by another request meanwhile; with If-Match, 412 "
					+ "when the account is no longer at that version.")
	ResponseEntity<BankAccount> changeStatus(@PathVariable UUID bankAccountId,
			@Valid @RequestBody BankAccountStatusChange change,
			@RequestHeader(name = HttpHeaders.IF_MATCH, required = false) @Nullable String ifMatch, Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return tagged(accounts.changeStatus(caller.tenantId(), caller.actorId(), bankAccountId, change.status(),
				change.closeOrDeleteReason(), EntityTags.expectedVersion(ifMatch)));
	}

	/** The account as the body, its version as the ETag header. */
	private static <V> ResponseEntity<V> tagged(Versioned<V> account) {
		return ResponseEntity.ok().eTag(EntityTags.of(account.version())).body(account.value());
	}
}
