package dev.kontor.pricefeed.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.SecurityType;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.pricefeed.limits.PriceFeedRateLimits;
import dev.kontor.pricefeed.quotes.Quote;
import dev.kontor.pricefeed.quotes.QuoteReads;
import dev.kontor.pricefeed.quotes.QuoteSnapshot;
import dev.kontor.pricefeed.rules.DateTimes;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** The quote reads of document 2's price feed; {@code provider} defaults to ProviderA. */
@RestController
@RequestMapping("/api/pricefeed/v2/quotes")
@Tag(name = "Price feed: quotes")
@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
@RequiredArgsConstructor
class QuoteController {

	private final QuoteReads quotes;

	private final PriceFeedRateLimits rateLimits;

	private final WebSettings web;

	@GetMapping
	@Operation(summary = "The latest quotes: all of them, or with lastTimeStamp only those changed since",
			description = "lastTimeStamp and the answer's timeStamp are epoch milliseconds; send the timeStamp of "
					+ "one answer as the lastTimeStamp of the next to get every change once. A full snapshot (no "
					+ "lastTimeStamp) may be asked for at most 2 times every 30 seconds per OAuth client (429 above).")
	@ApiResponse(responseCode = "200", description = "The quotes")
	@ApiResponse(responseCode = "429", description = "More full snapshots than the rate limit allows")
	QuoteSnapshot snapshot(@RequestParam(defaultValue = "ProviderA") TradeProvider provider,
			@RequestParam(required = false) @Nullable SecurityType securityType,
			@RequestParam(required = false) @Nullable Long lastTimeStamp, Caller caller) {
		if (lastTimeStamp == null) {
			rateLimits.fullSnapshot(caller.clientId());
		}
		return quotes.snapshot(provider, securityType, lastTimeStamp);
	}

	@GetMapping("/paged")
	@Operation(summary = "The latest quotes a page at a time, in ISIN order")
	Paged<Quote> paged(@RequestParam(defaultValue = "ProviderA") TradeProvider provider,
			@RequestParam(required = false) @Nullable SecurityType securityType, @RequestParam @Min(1) Integer page,
			@RequestParam(required = false) @Min(1) @Nullable Integer recordsPerPage) {
		return quotes.page(provider, securityType, PageRequest.of(page, recordsPerPage, web.maxRecordsPerPage()));
	}

	@GetMapping("/{isinCode}")
	@Operation(summary = "The latest quote of an instrument",
			description = "checkDbWhenNeeded=true reads the stored quote when this instance holds none in memory.")
	Quote quote(@PathVariable String isinCode, @RequestParam(defaultValue = "ProviderA") TradeProvider provider,
			@RequestParam(defaultValue = "false") boolean checkDbWhenNeeded) {
		return quotes.quote(provider, isinCode, checkDbWhenNeeded);
	}

	@GetMapping("/{isinCode}/history")
	@Operation(summary = "The quotes of an instrument from dateBegin (inclusive) to dateEnd (exclusive)",
			description = "Dates are yyyy-MM-dd HH:mm:ss in UTC; dateEnd defaults to now, dateBegin to a day before "
					+ "dateEnd. A range holding more quotes than kontor.pricefeed.quotes.history-max-quotes answers 400. "
					+ "At most 15 calls every 60 seconds per OAuth client (429 above).")
	@ApiResponse(responseCode = "200", description = "The quotes, oldest first")
	@ApiResponse(responseCode = "429", description = "More calls than the rate limit allows")
	List<Quote> history(@PathVariable String isinCode,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider,
			@RequestParam(required = false) @Nullable String dateBegin,
			@RequestParam(required = false) @Nullable String dateEnd, Caller caller) {
		rateLimits.history(caller.clientId());
		return quotes.history(provider, isinCode, dateBegin == null ? null : DateTimes.parse("dateBegin", dateBegin),
				dateEnd == null ? null : DateTimes.parse("dateEnd", dateEnd));
	}
}
