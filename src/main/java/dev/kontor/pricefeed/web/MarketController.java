package dev.kontor.pricefeed.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.calendars.Holiday;
import dev.kontor.pricefeed.calendars.MarketCalendars;
import dev.kontor.pricefeed.calendars.WorkingDay;

/** Working days and holidays of a market by its MIC (ISO 10383); 404 for a market without a calendar. */
@RestController
@RequestMapping("/api/pricefeed/v2/markets/{mic}")
@Tag(name = "Price feed: markets")
@RequiredArgsConstructor
class MarketController {

	private final MarketCalendars calendars;

	@GetMapping("/working-days")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "The market's working days with trading hours; dayOfWeek is ISO 8601, Monday = 1")
	List<WorkingDay> workingDays(@PathVariable String mic) {
		return calendars.workingDays(mic);
	}

	@GetMapping("/holidays")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "The market's holidays, oldest first")
	List<Holiday> holidays(@PathVariable String mic) {
		return calendars.holidays(mic);
	}
}
