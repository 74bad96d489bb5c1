package dev.kontor.pricefeed.web;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.instruments.InstrumentFilter;
import dev.kontor.pricefeed.instruments.InstrumentManagement;
import dev.kontor.pricefeed.instruments.SettlementSettings;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.web.WebSettings;

/**
 * The instruments of document 2's price feed. Instruments are the same for every tenant; {@code provider} defaults
 * to ProviderA and one provider's instruments never appear under another.
 */
@RestController
@RequestMapping("/api/pricefeed/v2/instruments")
@Tag(name = "Price feed: instruments")
@RequiredArgsConstructor
class InstrumentController {

	private final InstrumentManagement instruments;

	private final WebSettings web;

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "List the instruments of a provider, of one security type or all, in ISIN order")
	Paged<Instrument> list(@RequestParam(required = false) @Nullable SecurityType securityType,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider,
			@RequestParam(required = false) @Min(1) @Nullable Integer page,
			@RequestParam(required = false) @Min(1) @Nullable Integer recordsPerPage) {
		return instruments.list(new InstrumentFilter(provider, securityType, false),
				PageRequest.of(page, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/tradeable")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "List the tradeable instruments of a provider and security type, in ISIN order")
	Paged<Instrument> tradeable(@RequestParam SecurityType securityType,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider, @RequestParam @Min(1) Integer page,
			@RequestParam(required = false) @Min(1) @Nullable Integer recordsPerPage) {
		return instruments.list(new InstrumentFilter(provider, securityType, true),
				PageRequest.of(page, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{isinCode}")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "Read the definition of an instrument of a provider by its ISIN")
	Instrument get(@PathVariable String isinCode, @RequestParam(defaultValue = "ProviderA") TradeProvider provider) {
		return instruments.get(provider, isinCode);
	}

	@PutMapping("/settlement-settings")
	@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.admin', 'SCOPE_platform.admin')")
	@Operation(summary = "Change the settlement settings of an instrument (for every tenant); answers the instrument")
	Instrument updateSettlement(@Valid @RequestBody SettlementSettings settings) {
		return instruments.updateSettlement(settings);
	}
}
