package dev.kontor.payments.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.payments.DirectDebitInstruction;
import dev.kontor.payments.Mandate;
import dev.kontor.payments.MandateId;
import dev.kontor.payments.MandateStatus;
import dev.kontor.payments.NewDirectDebit;
import dev.kontor.payments.NewMandate;
import dev.kontor.payments.internal.DirectDebitCollection;
import dev.kontor.payments.internal.DirectDebitMandates;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.security.Caller;

/** SEPA direct debit mandates of the caller's tenant and the deposits collected under them (contract section 8). */
@RestController
@RequestMapping("/api/v3/sepa-direct-debit-mandates")
@Tag(name = "Deposits and withdrawals")
@RequiredArgsConstructor
class MandateController {

	private final DirectDebitMandates mandates;

	private final DirectDebitCollection collection;

	record MandateStatusChange(@NotNull MandateStatus status) {
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_payments.write')")
	@Idempotent
	@Operation(summary = "Create a SEPA direct debit mandate of a client's reference bank account",
			description = "The bank account must be the client's, Active and have an IBAN; the internal account the "
					+ "client's, Active and kept in EUR (422 naming the rule otherwise).")
	Mandate create(@Valid @RequestBody NewMandate request, Caller caller) {
		caller.requireActsFor(request.clientId());
		return mandates.create(new TenantId(caller.tenantId()), caller.actorId(), request);
	}

	@GetMapping("/{mandateId}")
	@PreAuthorize("hasAuthority('SCOPE_payments.read')")
	@Operation(summary = "Read a SEPA direct debit mandate")
	Mandate get(@PathVariable UUID mandateId, Caller caller) {
		Mandate mandate = mandates.get(new TenantId(caller.tenantId()), new MandateId(mandateId));
		caller.requireActsFor(mandate.clientId());
		return mandate;
	}

	@PutMapping("/{mandateId}/status")
	@PreAuthorize("hasAuthority('SCOPE_payments.write')")
	@Operation(summary = "Revoke a SEPA direct debit mandate",
			description = "Active becomes Revoked; instructions already made go on. Revoked again changes nothing; a "
					+ "revoked mandate is not made Active again (409).")
	Mandate changeStatus(@PathVariable UUID mandateId, @Valid @RequestBody MandateStatusChange change, Caller caller) {
		requireActsForHolder(caller, mandateId);
		return mandates.changeStatus(new TenantId(caller.tenantId()), new MandateId(mandateId), change.status());
	}

	@PostMapping("/{mandateId}/instructions")
	@PreAuthorize("hasAuthority('SCOPE_payments.write')")
	@Idempotent
	@Operation(summary = "Collect money from the mandate's bank account into its internal account (a deposit)",
			description = "The AML module evaluates the deposit first: approved at once, the instruction is Uploaded; "
					+ "denied, Rejected; otherwise it stays Evaluating until the AML officer decides.")
	DirectDebitInstruction collect(@PathVariable UUID mandateId, @Valid @RequestBody NewDirectDebit request,
			Caller caller) {
		requireActsForHolder(caller, mandateId);
		return collection.collect(new TenantId(caller.tenantId()), caller.actorId(), new MandateId(mandateId), request);
	}

	/** A bound caller acts on its own client record's mandates only (403); other callers cost no lookup. */
	private void requireActsForHolder(Caller caller, UUID mandateId) {
		if (caller.isBoundToClientRecord()) {
			caller.requireActsFor(mandates.get(new TenantId(caller.tenantId()), new MandateId(mandateId)).clientId());
		}
	}
}
