package dev.kontor.pricefeed.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.Instrument;
import dev.kontor.pricefeed.calendars.MarketCalendar;
import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.instruments.InstrumentDefinition;
import dev.kontor.pricefeed.instruments.InstrumentManagement;
import dev.kontor.pricefeed.ordersupport.OrderSupportDefinition;
import dev.kontor.pricefeed.ordersupport.OrderSupportItem;
import dev.kontor.pricefeed.ordersupport.OrderSupportManagement;
import dev.kontor.shared.security.Caller;

/**
 * The operator's writes of price feed reference data, which every tenant shares: instruments and market calendars
 * need {@code pricefeed.admin} or {@code platform.admin}, scopes only clients of tenant {@code operator} hold. A
 * tenant's connector ({@code pricefeed.write}) changes its own tenant's order support. Every body is checked as a
 * whole and written all or none.
 */
@RestController
@RequestMapping("/api/pricefeed/v2/admin")
@Tag(name = "Price feed: operator")
@RequiredArgsConstructor
class PriceFeedAdminController {

	private final InstrumentManagement instruments;

	private final MarketCalendars calendars;

	private final OrderSupportManagement orderSupport;

	@PutMapping("/instruments")
	@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.admin', 'SCOPE_platform.admin')")
	@Operation(summary = "Insert or update instruments by (provider, isinCode); answers them as stored")
	List<Instrument> upsertInstruments(@RequestBody List<InstrumentDefinition> body) {
		return instruments.upsert(body);
	}

	@PutMapping("/markets/{mic}/calendar")
	@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.admin', 'SCOPE_platform.admin')")
	@Operation(summary = "Replace the working days and holidays of a market")
	MarketCalendar replaceCalendar(@PathVariable String mic, @RequestBody MarketCalendar calendar) {
		return calendars.replace(mic, calendar);
	}

	@PutMapping("/order-support")
	@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.write', 'SCOPE_platform.admin')")
	@Operation(summary = "Insert or update order support items by (tenantId, provider, isinCode)",
			description = "tenantId defaults to the caller's tenant; another tenant needs platform.admin.")
	List<OrderSupportItem> upsertOrderSupport(@RequestBody List<OrderSupportDefinition> body, Caller caller) {
		return orderSupport.upsert(caller, body);
	}
}
