package dev.kontor.aml.risk.web;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.format.annotation.DateTimeFormat.ISO;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.aml.risk.DailyRisk;
import dev.kontor.aml.risk.DailyRiskRecord;
import dev.kontor.aml.risk.RiskIndicator;
import dev.kontor.aml.risk.RiskRun;
import dev.kontor.aml.risk.RiskyClientFilter;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** Daily risk records, the most risky clients and the money laundering indicator (document 3, 4.3 and 4.4). */
@RestController
@Tag(name = "AML risk")
@RequiredArgsConstructor
class RiskController {

	private final DailyRisk dailyRisk;

	private final RiskIndicator indicator;

	private final WebSettings web;

	@GetMapping("/api/v3/aml/daily-risk-records")
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "Daily risk records of a client in a time frame of at most 14 days",
			description = "With neither startDate nor endDate only the client's last record, if any; with one of "
					+ "them, 14 days from it. The frame includes startDate and excludes endDate.")
	List<DailyRiskRecord> ofClient(@RequestParam UUID customerId,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime startDate,
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime endDate,
			Caller caller) {
		return dailyRisk.ofClient(new TenantId(caller.tenantId()), new ClientId(customerId),
				startDate == null ? null : startDate.toInstant(), endDate == null ? null : endDate.toInstant());
	}

	@PostMapping("/api/v3/aml/daily-risk-records/calculation")
	@PreAuthorize("hasAuthority('SCOPE_aml.write')")
	@Operation(summary = "Run the daily risk calculation of the caller's tenant now")
	RiskRun calculate(Caller caller) {
		return dailyRisk.calculateNow(new TenantId(caller.tenantId()), caller.actorId());
	}

	@GetMapping("/api/v3/aml/most-risky-clients")
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "The records of the latest daily risk run (at or before date), the most risky first",
			description = "Bounds are inclusive.")
	List<DailyRiskRecord> mostRisky(
			@RequestParam(required = false) @DateTimeFormat(iso = ISO.DATE_TIME) @Nullable OffsetDateTime date,
			@RequestParam(required = false) @Nullable Integer minAverageRisk,
			@RequestParam(required = false) @Nullable Integer maxAverageRisk,
			@RequestParam(required = false) @Nullable Integer minCashBalance,
			@RequestParam(required = false) @Nullable Integer maxCashBalance,
			@RequestParam(required = false) @Nullable Boolean hasActiveAMLMonitoringHit,
			@RequestParam(required = false) @Nullable String countryOfOrigin,
			@RequestParam(required = false) @Nullable String bankAccountCountry,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		RiskyClientFilter filter = new RiskyClientFilter(minAverageRisk, maxAverageRisk, minCashBalance,
				maxCashBalance, hasActiveAMLMonitoringHit, countryOfOrigin, bankAccountCountry, clientId);
		return dailyRisk.mostRisky(new TenantId(caller.tenantId()), date == null ? null : date.toInstant(), filter,
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/api/v3/aml/customers/{customerId}/indicator")
	@PreAuthorize("hasAuthority('SCOPE_aml.read')")
	@Operation(summary = "The money laundering indicator of a customer: its customer factors as of now")
	RiskIndicator.Indicator indicator(@PathVariable UUID customerId, Caller caller) {
		return indicator.of(new TenantId(caller.tenantId()), new ClientId(customerId));
	}
}
