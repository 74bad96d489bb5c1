package dev.kontor.accounts.losses;

import java.time.LocalDate;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.shared.web.PdfRequests;
import dev.kontor.shared.security.Caller;

/**
 * A client's loss threshold reports (contract, section 8): a JSON index, and each report as PDF when {@code Accept}
 * asks for {@code application/pdf}, or as its JSON entry otherwise, as the statement routes answer.
 */
@RestController
@RequestMapping("/api/v3/clients/{clientId}/loss-threshold-reports")
@Tag(name = "Loss threshold reports")
@RequiredArgsConstructor
class LossReportController {

	private final LossReportReading reading;

	@GetMapping(produces = MediaType.APPLICATION_JSON_VALUE)
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "List the client's loss threshold reports, oldest first")
	LossReportIndex index(@PathVariable UUID clientId, Caller caller) {
		caller.requireActsFor(clientId);
		return reading.index(caller.tenantId(), clientId);
	}

	@GetMapping(path = "/{snapshotDate}", produces = { MediaType.APPLICATION_JSON_VALUE,
			MediaType.APPLICATION_PDF_VALUE })
	@PreAuthorize("hasAuthority('SCOPE_accounts.read')")
	@Operation(summary = "Read a loss threshold report: the PDF with Accept: application/pdf, else its entry",
			description = "snapshotDate yyyy-MM-dd: the day whose end-of-day prices showed the loss. The PDF holds "
					+ "each portfolio's period, start value, value and loss, and its positions with their prices.")
	ResponseEntity<?> report(@PathVariable UUID clientId,
			@PathVariable @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate snapshotDate,
			@RequestHeader(name = HttpHeaders.ACCEPT, required = false) @Nullable String accept, Caller caller) {
		caller.requireActsFor(clientId);
		String fileName = "loss-threshold-report-" + clientId + "-" + snapshotDate + ".pdf";
		return PdfRequests.answer(accept, () -> reading.entry(caller.tenantId(), clientId, snapshotDate), fileName,
				() -> reading.pdf(caller.tenantId(), clientId, snapshotDate));
	}
}
