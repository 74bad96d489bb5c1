package dev.kontor.bankaccounts.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

import org.springframework.http.HttpStatus;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.bankaccounts.BankAccountDocument;
import dev.kontor.bankaccounts.BankAccountValidation;
import dev.kontor.shared.documents.DocumentContent;
import dev.kontor.shared.documents.NewDocument;
import dev.kontor.bankaccounts.ValidationChange;
import dev.kontor.bankaccounts.internal.AccountValidationService;
import dev.kontor.shared.idempotency.Idempotent;
import dev.kontor.shared.security.Caller;

/** The validation of a bank account of the caller's tenant and its documents (document 3, 4.5). */
@RestController
@RequestMapping("/api/v3/bank-accounts/{bankAccountId}")
@Tag(name = "Bank accounts")
@RequiredArgsConstructor
class BankAccountValidationController {

	private final AccountValidationService validations;

	private final BankAccountOwners owners;

	@PostMapping("/documents")
	@Idempotent
	@ResponseStatus(HttpStatus.CREATED)
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.write')")
	@Operation(summary = "Upload a document, one at a time; fileData is 0x and hexadecimal digits (413 over the size limit)")
	BankAccountDocument addDocument(@PathVariable UUID bankAccountId, @Valid @RequestBody NewDocument document,
			Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return validations.addDocument(caller.tenantId(), caller.actorId(), bankAccountId, document);
	}

	@GetMapping("/documents/{documentId}")
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.read')")
	@Operation(summary = "Read a document's content type and content")
	DocumentContent document(@PathVariable UUID bankAccountId, @PathVariable UUID documentId, Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return validations.content(caller.tenantId(), bankAccountId, documentId);
	}

	@DeleteMapping("/documents/{documentId}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.write')")
	@Operation(summary = "Remove a document")
	void removeDocument(@PathVariable UUID bankAccountId, @PathVariable UUID documentId, Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		validations.removeDocument(caller.tenantId(), bankAccountId, documentId);
	}

	@GetMapping("/validation")
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.read')")
	@Operation(summary = "Read the validation with the uploaded documents")
	BankAccountValidation validation(@PathVariable UUID bankAccountId, Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return validations.validation(caller.tenantId(), bankAccountId);
	}

	@PutMapping("/validation")
	@PreAuthorize("hasAuthority('SCOPE_bankaccounts.write')")
	@Operation(summary = "Set how and whether the account was validated",
			description = "validationDate defaults to now when validated is true and no date is sent.")
	BankAccountValidation validate(@PathVariable UUID bankAccountId, @Valid @RequestBody ValidationChange change,
			Caller caller) {
		owners.requireActsFor(caller, bankAccountId);
		return validations.validate(caller.tenantId(), caller.actorId(), bankAccountId, change);
	}
}
