package dev.kontor.payments.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.payments.NewWithdrawalRequest;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentInstruction;
import dev.kontor.payments.WithdrawalRequest;
import dev.kontor.payments.internal.CreditTransfers;
import dev.kontor.payments.internal.WithdrawalDesk;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.security.Caller;

/** Withdrawal requests of internal accounts and the payment instructions that pay them (contract section 8). */
@RestController
@RequestMapping("/api/v3")
@Tag(name = "Deposits and withdrawals")
@RequiredArgsConstructor
class WithdrawalController {

	private final WithdrawalDesk withdrawals;

	private final CreditTransfers transfers;

	private final Accounts holders;

	@PostMapping("/internal-accounts/{internalAccountId}/withdrawal-requests")
	@PreAuthorize("hasAuthority('SCOPE_payments.write')")
	@Idempotent
	@Operation(summary = "Request a withdrawal to the client's reference bank account",
			description = "Reserves the amount at once (422 when not enough is available), then the AML module "
					+ "evaluates it: approved, a SEPA credit transfer is created and sent; denied, the request is "
					+ "Rejected and the amount released; otherwise it stays Evaluating until the AML officer decides. "
					+ "The same initiatorWithdrawalRequestId with the same body answers the same request; with another "
					+ "body 409.")
	WithdrawalRequest request(@PathVariable UUID internalAccountId, @Valid @RequestBody NewWithdrawalRequest request,
			Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return withdrawals.request(new TenantId(caller.tenantId()), caller.actorId(),
				new InternalAccountId(internalAccountId), request);
	}

	@GetMapping("/internal-accounts/{internalAccountId}/withdrawal-requests/{initiatorWithdrawalRequestId}")
	@PreAuthorize("hasAuthority('SCOPE_payments.read')")
	@Operation(summary = "Read a withdrawal request")
	WithdrawalRequest get(@PathVariable UUID internalAccountId, @PathVariable UUID initiatorWithdrawalRequestId,
			Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return withdrawals.get(new TenantId(caller.tenantId()), new InternalAccountId(internalAccountId),
				initiatorWithdrawalRequestId);
	}

	@GetMapping("/payments/{initiatorPaymentId}")
	@PreAuthorize("hasAuthority('SCOPE_payments.read')")
	@Operation(summary = "Read a payment instruction (the SEPA credit transfer of a withdrawal)")
	PaymentInstruction payment(@PathVariable UUID initiatorPaymentId, Caller caller) {
		return transfers.get(caller, new PaymentId(initiatorPaymentId));
	}
}
