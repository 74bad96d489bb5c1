package dev.kontor.masterdata.reference.web;

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

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.masterdata.reference.ReferenceDataSettings;
import dev.kontor.masterdata.reference.read.DetailItem;
import dev.kontor.masterdata.reference.read.OverviewItem;
import dev.kontor.masterdata.reference.read.SectionReads;
import dev.kontor.shared.security.Caller;

/**
 * Document 2's tenant-scoped reads, with and without the tenant in the path: the provider's data is the same for
 * every tenant, so the path's tenant is only checked against the caller's.
 */
@RestController
@RequestMapping("/api/masterdata/v2")
@Tag(name = "Master data: overviews and details")
@PreAuthorize("hasAuthority('SCOPE_masterdata.read')")
@RequiredArgsConstructor
class TenantReadsController {

	private final SectionReads reads;

	private final ReferenceDataSettings settings;

	@GetMapping({ "/overviews", "/tenants/{tenantId}/overviews" })
	@Operation(summary = "Overview items of every section of the instruments (404 when none of the ISINs is known)")
	List<OverviewItem> overviews(@PathVariable(required = false) @Nullable UUID tenantId,
			@RequestParam List<String> isinCodeList, Caller caller) {
		checkTenant(tenantId, caller);
		return reads.overviews(Parameters.isins("isinCodeList", isinCodeList, settings.maxIdsPerRequest()));
	}

	@GetMapping({ "/overviews/{isinCode}", "/tenants/{tenantId}/overviews/{isinCode}" })
	@Operation(summary = "Overview items of an instrument's sections, by ag and relevant date (bounds inclusive)")
	List<OverviewItem> overview(@PathVariable(required = false) @Nullable UUID tenantId,
			@PathVariable String isinCode, @RequestParam(required = false) @Nullable String ag,
			@RequestParam(required = false) @Nullable String relevantDateFrom,
			@RequestParam(required = false) @Nullable String relevantDateTo, Caller caller) {
		checkTenant(tenantId, caller);
		return reads.overview(Parameters.isin("isinCode", isinCode), ag == null ? null : Parameters.ag("ag", ag),
				Parameters.date("relevantDateFrom", relevantDateFrom),
				Parameters.date("relevantDateTo", relevantDateTo));
	}

	@GetMapping({ "/details", "/tenants/{tenantId}/details" })
	@Operation(summary = "Detail items of the objects' sections of the given ags and bids")
	List<DetailItem> details(@PathVariable(required = false) @Nullable UUID tenantId,
			@RequestParam(defaultValue = "Instrument") FinancialObjectType idType, @RequestParam List<String> idList,
			@RequestParam List<String> ags, @RequestParam List<String> bids, Caller caller) {
		checkTenant(tenantId, caller);
		int max = settings.maxIdsPerRequest();
		return reads.details(idType, Parameters.ids("idList", idList, max), Parameters.ags("ags", ags, max),
				Parameters.bids("bids", bids, max));
	}

	@GetMapping({ "/details/{id}/{ag}/{bid}", "/tenants/{tenantId}/details/{id}/{ag}/{bid}" })
	@Operation(summary = "The detail item of one section of an object")
	DetailItem detail(@PathVariable(required = false) @Nullable UUID tenantId, @PathVariable String id,
			@PathVariable String ag, @PathVariable String bid,
			@RequestParam(defaultValue = "Instrument") FinancialObjectType idType, Caller caller) {
		checkTenant(tenantId, caller);
		return reads.detail(idType, Parameters.id("id", id), Parameters.ag("ag", ag), Parameters.bid("bid", bid));
	}

	private static void checkTenant(@Nullable UUID tenantId, Caller caller) {
		if (tenantId != null) {
			caller.requireTenant(tenantId);
		}
	}
}
