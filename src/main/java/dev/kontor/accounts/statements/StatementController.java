package dev.kontor.accounts.statements;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.accounts.Accounts;
import dev.kontor.accounts.DepositAccountId;
import dev.kontor.accounts.InternalAccountId;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.PdfRequests;

/**
 * The statements of internal and deposit accounts (contract, section 8): a JSON index, and each statement as PDF
 * when {@code Accept} asks for {@code application/pdf}, or as its index entry otherwise.
 */
@RestController
@RequestMapping("/api/v3")
@Tag(name = "Account statements")
@RequiredArgsConstructor
class StatementController {

	private static final String PDF = MediaType.APPLICATION_PDF_VALUE;

	private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

	private final StatementReading reading;

	private final Accounts holders;

	@GetMapping(path = "/internal-accounts/{internalAccountId}/statements", produces = JSON)
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List the internal account's monthly statements, oldest first")
	StatementIndex internalIndex(@PathVariable UUID internalAccountId, Caller caller) {
		holders.requireActsForInternalAccount(caller, new InternalAccountId(internalAccountId));
		return reading.index(caller.tenantId(), StatementKind.Internal, internalAccountId);
	}

	@GetMapping(path = "/internal-accounts/{internalAccountId}/statements/{year}/{fileNumber}", produces = { JSON,
			PDF })
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read an internal account's statement: the PDF with Accept: application/pdf, else its entry",
			description = "The PDF holds the period's bookings between the opening and the closing balance.")
	ResponseEntity<?> internalStatement(@PathVariable UUID internalAccountId, @PathVariable int year,
			@PathVariable int fileNumber, @RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept,
			Caller caller) {
		return statement(caller, StatementKind.Internal, internalAccountId, year, fileNumber, accept);
	}

	@GetMapping(path = "/deposit-accounts/{depositAccountId}/statements", produces = JSON)
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List the deposit account's monthly statements, oldest first")
	StatementIndex depositIndex(@PathVariable UUID depositAccountId, Caller caller) {
		holders.requireActsForDepositAccount(caller, new DepositAccountId(depositAccountId));
		return reading.index(caller.tenantId(), StatementKind.Deposit, depositAccountId);
	}

	@GetMapping(path = "/deposit-accounts/{depositAccountId}/statements/{year}/{fileNumber}", produces = { JSON,
			PDF })
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read a deposit account's statement: the PDF with Accept: application/pdf, else its entry",
			description = "The PDF holds the positions at the period's end and the period's movements.")
	ResponseEntity<?> depositStatement(@PathVariable UUID depositAccountId, @PathVariable int year,
			@PathVariable int fileNumber, @RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept,
			Caller caller) {
		return statement(caller, StatementKind.Deposit, depositAccountId, year, fileNumber, accept);
	}

	private ResponseEntity<?> statement(Caller caller, StatementKind kind, UUID accountId, int year, int fileNumber,
			@Nullable String accept) {
		if (kind == StatementKind.Internal) {
			holders.requireActsForInternalAccount(caller, new InternalAccountId(accountId));
		}
		else {
			holders.requireActsForDepositAccount(caller, new DepositAccountId(accountId));
		}
		String fileName = kind.pathSegment.replace("-accounts", "-account") + "-" + accountId + "-statement-" + year
				+ "-" + fileNumber + ".pdf";
		return PdfRequests.answer(accept, () -> reading.entry(caller.tenantId(), kind, accountId, year, fileNumber),
				fileName, () -> reading.pdf(caller.tenantId(), kind, accountId, year, fileNumber));
	}
}
