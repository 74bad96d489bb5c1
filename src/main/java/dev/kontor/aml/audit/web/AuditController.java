package dev.kontor.aml.audit.web;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.format.annotation.DateTimeFormat.ISO;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.AuditEntry;
import dev.kontor.aml.audit.AuditLog;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** The history of the caller's tenant's AML records and the evaluation decision log (docs/decisions.md). */
@RestController
@Tag(name = "AML audit")
@RequiredArgsConstructor
class AuditController {

	private final AuditLog log;

	private final WebSettings web;

	@GetMapping("/api/v3/aml/audit")
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "List the kept changes of the tenant's AML records, newest first",
			description = "Scope aml.read. Every create, update and make-in-active of parameter records, "
					+ "monitoring records, the tenant settings and reported cash balances, with who changed it "
					+ "(actorId, clientId), when, and the record before and after; and every decision on an action "
					+ "evaluation (entity Evaluation). The range includes dateFrom and excludes dateTo; dateTo defaults "
					+ "to now and dateFrom to the longest range before it (kontor.aml.audit.max-range, 31 days), a "
					+ "longer range is 400. A plain array, paged like every list.")
	List<AuditEntry> list(
			@Parameter(description = "ParameterRecord, TenantSettings, MonitoringRecord, CashBalance or Evaluation")
			@RequestParam(required = false) @Nullable String entity,
			@Parameter(description = "the record's id: the tenant id for TenantSettings, the customer id for "
					+ "CashBalance") @RequestParam(required = false) @Nullable UUID id,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return log.find(new TenantId(caller.tenantId()), entity, id, dateFrom == null ? null : dateFrom.toInstant(),
				dateTo == null ? null : dateTo.toInstant(),
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}
}
