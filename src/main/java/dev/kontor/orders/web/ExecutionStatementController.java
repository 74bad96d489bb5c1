package dev.kontor.orders.web;

import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.orders.internal.OrderReads;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.security.Caller;

/** The statement of one execution of an order, as PDF (contract section 8, the execution statement route). */
@RestController
@Tag(name = "Orders")
@RequiredArgsConstructor
class ExecutionStatementController {

	private final OrderReads reads;

	private final ExecutionStatementPdf pdfs;

	@GetMapping("/api/client/{clientId}/order/{clientOrderId}/executions/{executionId}/statement")
	@PreAuthorize("hasAuthority('SCOPE_orders.read')")
	@Operation(summary = "Read the statement of an execution as PDF",
			description = "The order, the execution's quantity, price, amount, fee, trade date and value date, "
					+ "in the tenant's letterhead and locale, as PDF/A-2b.")
	@ApiResponse(responseCode = "200", description = "The statement",
			content = @Content(mediaType = MediaType.APPLICATION_PDF_VALUE,
					schema = @Schema(type = "string", format = "binary")))
	ResponseEntity<byte[]> statement(@PathVariable UUID clientId, @PathVariable String clientOrderId,
			@PathVariable UUID executionId, Caller caller) {
		caller.requireActsFor(clientId);
		byte[] pdf = pdfs.render(new TenantId(caller.tenantId()),
				reads.statement(caller.tenantId(), clientId, clientOrderId, executionId));
		return ResponseEntity.ok()
			.contentType(MediaType.APPLICATION_PDF)
			.header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.attachment()
				.filename("execution-" + executionId + "-statement.pdf")
				.build()
				.toString())
			.body(pdf);
	}
}
