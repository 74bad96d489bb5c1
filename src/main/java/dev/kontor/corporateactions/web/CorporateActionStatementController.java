package dev.kontor.corporateactions.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
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

import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.statements.CorporateActionStatement;
import dev.kontor.corporateactions.statements.CorporateActionStatements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.PdfRequests;

/**
 * The statement of a client record for a corporate action (contract section 10), where the
 * {@code CorporateActionStatement} event points: as PDF when {@code Accept} asks for {@code application/pdf}, else
 * as JSON, as the account statements answer.
 */
@RestController
@RequestMapping("/api/v3/corporate-actions")
@PreAuthorize("hasAuthority('SCOPE_corporateactions.read')")
@Tag(name = "Corporate actions")
@RequiredArgsConstructor
class CorporateActionStatementController {

	private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

	private static final String PDF = MediaType.APPLICATION_PDF_VALUE;

	private final CorporateActionStatements statements;

	@GetMapping(path = "/{corporateActionId}/statements/{clientId}", produces = { JSON, PDF })
	@Operation(summary = "Read a client record's statement of a corporate action: the PDF with Accept: "
			+ "application/pdf, else JSON",
			description = "The action's terms, each of the record's entitlements with the cash booked for it (gross, "
					+ "tax withheld, net) or the reason it was not, and the totals. Made once the record's "
					+ "entitlements are booked, on the payment date; 404 before, for an unknown action and for a "
					+ "client record without an entitlement to it. A user linked to a client record reads its own only.")
	@ApiResponse(responseCode = "200", description = "The statement", content = {
			@Content(mediaType = JSON, schema = @Schema(implementation = CorporateActionStatement.class)),
			@Content(mediaType = PDF, schema = @Schema(type = "string", format = "binary")) })
	ResponseEntity<?> read(@PathVariable String corporateActionId, @PathVariable UUID clientId,
			@RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept, Caller caller) {
		caller.requireActsFor(clientId);
		CorporateActionStatement statement = statements.of(new TenantId(caller.tenantId()),
				new CorporateActionId(corporateActionId), new ClientId(clientId));
		String fileName = "corporate-action-" + corporateActionId + "-statement-" + clientId + ".pdf";
		return PdfRequests.answer(accept, () -> statement, fileName, () -> statements.pdf(new TenantId(caller.tenantId()), statement));
	}
}
