package dev.kontor.bankfiles.web;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.bankfiles.BankFile;
import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.bankfiles.BankFiles;
import dev.kontor.bankfiles.CutOffResult;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

/** The bank connection's SEPA files, for the operator (scope {@code platform.admin}; contract section 13). */
@RestController
@RequestMapping("/admin/v1/bank-files")
@PreAuthorize("hasAuthority('SCOPE_platform.admin')")
@Tag(name = "Operator: bank files")
@RequiredArgsConstructor
class BankFileAdminController {

	private final BankFiles files;

	private final WebSettings web;

	@GetMapping
	@Operation(summary = "The SEPA files written for the bank and read from it, newest first",
			description = "Filtered by direction (Outgoing, Incoming) and status (Written, Read, Rejected); a "
					+ "rejected file names its reason.")
	Paged<BankFile> list(@RequestParam(required = false) @Nullable BankFileDirection direction,
			@RequestParam(required = false) @Nullable BankFileStatus status,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage) {
		return files.list(direction, status, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@PostMapping("/cutoff")
	@Operation(summary = "Runs a cut-off now",
			description = "Writes a pain.008 of the direct debits and a pain.001 of the credit transfers waiting for "
					+ "the bank, and reads the bank's pain.002 and camt.054 files from the inbox. 409 when "
					+ "kontor.payments.bank is not files.")
	CutOffResult cutOff() {
		return files.cutOff();
	}
}
