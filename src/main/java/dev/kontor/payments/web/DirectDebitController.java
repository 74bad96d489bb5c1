package dev.kontor.payments.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.internal.DirectDebitCollection;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** SEPA direct debit instructions of the caller's tenant. */
@RestController
@Tag(name = "Deposits and withdrawals")
@RequiredArgsConstructor
class DirectDebitController {

	private final DirectDebitCollection collection;

	private final Accounts holders;

	@GetMapping("/api/v3/sepa-direct-debit-instructions/{instructionId}")
	@PreAuthorize("hasAuthority('SCOPE_payments.read')")
	@Operation(summary = "Read a SEPA direct debit instruction")
	DirectDebitInstruction get(@PathVariable UUID instructionId, Caller caller) {
		DirectDebitInstruction instruction = collection.get(new TenantId(caller.tenantId()),
				new DirectDebitId(instructionId));
		holders.requireActsForInternalAccount(caller, new InternalAccountId(instruction.internalAccountId()));
		return instruction;
	}
}
