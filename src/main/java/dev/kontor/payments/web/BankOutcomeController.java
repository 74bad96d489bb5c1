package dev.kontor.payments.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.payments.DirectDebitId;
import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.DirectDebitOutcome;
import dev.kontor.payments.PaymentId;
import dev.kontor.payments.PaymentInstruction;
import dev.kontor.payments.PaymentOutcome;
import dev.kontor.payments.internal.CreditTransfers;
import dev.kontor.payments.internal.DirectDebitCollection;
import dev.kontor.shared.idempotency.Idempotent;

/** The bank's answers, from the operator or a bank connector (scope {@code platform.admin}). */
@RestController
@RequestMapping("/admin/v1")
@Tag(name = "Operator: bank answers")
@RequiredArgsConstructor
class BankOutcomeController {

	private final DirectDebitCollection directDebits;

	private final CreditTransfers transfers;

	record DirectDebitAnswer(@NotNull DirectDebitOutcome outcome) {
	}

	record PaymentAnswer(@NotNull PaymentOutcome outcome) {
	}

	@PostMapping("/sepa-direct-debit-instructions/{instructionId}/outcome")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Idempotent
	@Operation(summary = "The bank's answer to a SEPA direct debit instruction",
			description = "Uploaded becomes Received (cash credited) or Failed; Received becomes Reverted (cash "
					+ "debited back, even below zero). The same answer again changes nothing; any other 409.")
	DirectDebitInstruction directDebit(@PathVariable UUID instructionId, @Valid @RequestBody DirectDebitAnswer answer) {
		return directDebits.answer(new DirectDebitId(instructionId), answer.outcome());
	}

	@PostMapping("/payments/{initiatorPaymentId}/outcome")
	@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
	@Idempotent
	@Operation(summary = "The bank's answer to a payment instruction (SEPA credit transfer)",
			description = "Sent becomes Executed (the withdrawal is booked and Paid) or Rejected (its reservation is "
					+ "released and it Failed). The same answer again changes nothing; any other 409.")
	PaymentInstruction payment(@PathVariable UUID initiatorPaymentId, @Valid @RequestBody PaymentAnswer answer) {
		return transfers.answer(new PaymentId(initiatorPaymentId), answer.outcome());
	}
}
