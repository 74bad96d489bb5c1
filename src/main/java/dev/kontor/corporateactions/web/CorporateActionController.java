package dev.kontor.corporateactions.web;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.CorporateActionStatus;
import dev.kontor.corporateactions.CorporateActionType;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.corporateactions.announcements.AnnouncementFilter;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** Corporate actions as tenants read them: every announcement concerns every tenant. */
@RestController
@RequestMapping("/api/v3/corporate-actions")
@PreAuthorize("hasAuthority('SCOPE_corporateactions.read')")
@Tag(name = "Corporate actions")
@RequiredArgsConstructor
class CorporateActionController {

	private final Announcements announcements;

	private final Entitlements entitlements;

	private final WebSettings web;

	@GetMapping
	@Operation(summary = "Corporate actions, by record date (latest first)",
			description = "Filtered by instrument, kind of event, status and a range of record dates (dateFrom and "
					+ "dateTo inclusive; a general meeting by its meeting date).")
	Paged<CorporateAction> list(@RequestParam(required = false) @Nullable String isinCode,
			@RequestParam(required = false) @Nullable CorporateActionType eventType,
			@RequestParam(required = false) @Nullable CorporateActionStatus status,
			@RequestParam(required = false) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage) {
		if (dateFrom != null && dateTo != null && dateTo.isBefore(dateFrom)) {
			throw new InvalidInput("dateTo", "must be on or after dateFrom");
		}
		return announcements.list(new AnnouncementFilter(isinCode, eventType, status, dateFrom, dateTo),
				PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{corporateActionId}")
	@Operation(summary = "One corporate action (404 when unknown)")
	CorporateAction one(@PathVariable String corporateActionId) {
		return announcements.find(new CorporateActionId(corporateActionId));
	}

	@GetMapping("/{corporateActionId}/entitlements")
	@Operation(summary = "The entitlements of the tenant's client records to a corporate action",
			description = "Fixed once the record date has passed, from each deposit account's holding settled at its "
					+ "end; booked on the payment date. A user linked to a client record sees its own only. 404 for "
					+ "an unknown action.")
	Paged<Entitlement> entitlements(@PathVariable String corporateActionId,
			@RequestParam(required = false) @Nullable UUID clientId,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		CorporateActionId action = announcements.find(new CorporateActionId(corporateActionId)).corporateActionId();
		TenantId tenantId = new TenantId(caller.tenantId());
		UUID client = caller.clientFilter(clientId);
		PageRequest page = PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage());
		List<Entitlement> found = entitlements.page(tenantId, action, client, page);
		return Paged.of(page, page.totalRecordCount(found, () -> entitlements.count(tenantId, action, client)), found);
	}
}
