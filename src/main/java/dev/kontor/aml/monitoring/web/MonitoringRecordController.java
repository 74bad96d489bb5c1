package dev.kontor.aml.monitoring.web;

import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.audit.Actor;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.monitoring.MonitoringRecord;
import dev.kontor.aml.monitoring.MonitoringRecordChange;
import dev.kontor.aml.monitoring.MonitoringRecordFilter;
import dev.kontor.aml.monitoring.MonitoringRecordManagement;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/**
 * AML monitoring records of the caller's tenant (document 3, 4.1), one controller for the three families. The
 * path names only the three families, so that other paths under {@code /api/v3/aml/} never reach it.
 */
@RestController
@RequestMapping("/api/v3/aml/{family:pep-records|sanction-records|other-records}")
@Tag(name = "AML monitoring records")
@RequiredArgsConstructor
class MonitoringRecordController {

	private final MonitoringRecordManagement records;

	private final WebSettings web;

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "List the records of a family, a page at a time, ordered by creation",
			description = "Only active records unless includeInActiveRecords; the creation range includes startDate "
					+ "and excludes endDate. The answer is a plain array.")
	List<MonitoringRecord> list(@PathVariable String family,
			@RequestParam(defaultValue = "false") boolean includeInActiveRecords,
			@RequestParam(defaultValue = "false") boolean includeOnlyIsBanned,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime startDate,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) @Nullable OffsetDateTime endDate,
			@RequestParam(required = false) @Nullable UUID customerId,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		MonitoringRecordFilter filter = new MonitoringRecordFilter(new TenantId(caller.tenantId()), familyOf(family),
				includeInActiveRecords, includeOnlyIsBanned, startDate == null ? null : startDate.toInstant(),
				endDate == null ? null : endDate.toInstant(), customerId == null ? null : new ClientId(customerId));
		return records.list(filter, PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Create a record (422 when it is active and the customer already has an active one)")
	MonitoringRecord create(@PathVariable String family, @Valid @RequestBody MonitoringRecordChange change,
			Caller caller) {
		return records.create(new TenantId(caller.tenantId()), Actor.of(caller), familyOf(family), change);
	}

	@PutMapping("/{recordId}")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Replace the fields of a record; its customer cannot change")
	MonitoringRecord update(@PathVariable String family, @PathVariable UUID recordId,
			@Valid @RequestBody MonitoringRecordChange change, Caller caller) {
		return records.update(new TenantId(caller.tenantId()), Actor.of(caller), familyOf(family), recordId, change);
	}

	@PutMapping("/{recordId}/inactive")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Make a record in-active (an in-active one stays as it is)")
	MonitoringRecord makeInactive(@PathVariable String family, @PathVariable UUID recordId, Caller caller) {
		return records.makeInactive(new TenantId(caller.tenantId()), Actor.of(caller), familyOf(family), recordId);
	}

	private static MonitoringFamily familyOf(String pathSegment) {
		return Arrays.stream(MonitoringFamily.values())
			.filter(family -> family.pathSegment().equals(pathSegment))
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("The path pattern admits only the three families"));
	}
}
