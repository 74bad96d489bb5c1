package dev.kontor.bankaccounts.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.bankaccounts.BankAccount;
import dev.kontor.bankaccounts.internal.BankAccountManagement;
import dev.kontor.shared.security.Caller;

/** The AML officer's closure of a bank account (document 3: "closed because of AML regulations"). */
@RestController
@Tag(name = "Bank accounts")
@RequiredArgsConstructor
class AmlClosureController {

	private final BankAccountManagement accounts;

	private final BankAccountOwners owners;

	record AmlClosure(@Nullable @Size(max = 512) String closeOrDeleteReason) {
	}

	@PutMapping("/api/v3/bank-accounts/{bankAccountId}/aml-closure")
	@PreAuthorize("hasAuthority('SCOPE_aml.officer')")
	@Operation(summary = "Close a bank account because of AML regulations (AML officer)",
			description = "Moves the account to Closed from any status but Closed and Deleted (409 for those) and "
					+ "sends the BankAccountAMLClosure and BOBankAccountStateUpdate webhook events.")
	BankAccount close(@PathVariable UUID bankAccountId, @Valid @RequestBody(required = false) @Nullable AmlClosure body,
			Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return accounts.closeForAml(caller.tenantId(), caller.actorId(), bankAccountId,
				body == null ? null : body.closeOrDeleteReason());
	}
}
