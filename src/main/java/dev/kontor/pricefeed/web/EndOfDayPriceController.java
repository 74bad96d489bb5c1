package dev.kontor.pricefeed.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.candles.EndOfDayPrice;
import dev.kontor.pricefeed.candles.EndOfDayPrices;
import dev.kontor.pricefeed.candles.EndOfDayRequest;
import dev.kontor.pricefeed.limits.PriceFeedRateLimits;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Caller;

/** End-of-day prices of a provider's instruments on a UTC date (document 2). */
@RestController
@Tag(name = "Price feed: candlesticks and end-of-day prices")
@RequiredArgsConstructor
class EndOfDayPriceController {

	private final EndOfDayPrices prices;

	private final PriceFeedRateLimits rateLimits;

	@GetMapping("/api/pricefeed/v2/eod-prices")
	@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
	@Operation(summary = "Closing mid prices of a UTC date, in ISIN order", description = "date yyyy-MM-dd (UTC); "
			+ "isins: at most 1000, all instruments of the provider when absent; ISINs the provider does not know and "
			+ "instruments without a quote that day are left out. pageNumber from 1 (default 1), recordsPerPage 100 "
			+ "to 1000 (default 100). At most 30 calls every 30 seconds per OAuth client (429 above).")
	@ApiResponse(responseCode = "200", description = "A page of closing prices")
	@ApiResponse(responseCode = "429", description = "More calls than the rate limit allows")
	Paged<EndOfDayPrice> page(@RequestParam(defaultValue = "ProviderA") TradeProvider tradeProvider,
			@RequestParam String date, @RequestParam(required = false) @Nullable List<String> isins,
			@RequestParam(required = false) @Nullable String pageNumber,
			@RequestParam(required = false) @Nullable String recordsPerPage, Caller caller) {
		rateLimits.endOfDayPrices(caller.clientId());
		return prices.page(EndOfDayRequest.of(tradeProvider, date, isins, pageNumber, recordsPerPage));
	}
}
