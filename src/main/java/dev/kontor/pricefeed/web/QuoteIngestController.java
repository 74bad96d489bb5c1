package dev.kontor.pricefeed.web;

import java.io.IOException;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.MediaType;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.quotes.IngestResult;
import dev.kontor.pricefeed.quotes.QuoteIngestion;

/**
 * Quote ingestion for the trade providers' connectors (scope {@code pricefeed.write}): a JSON array of quotes,
 * stored all or none, or an NDJSON stream ({@code application/x-ndjson}, one quote per line), stored a chunk at a
 * time while it arrives.
 */
@RestController
@RequestMapping("/api/pricefeed/v2/quotes/ingest")
@Tag(name = "Price feed: quote ingestion")
@PreAuthorize("hasAuthority('SCOPE_pricefeed.write')")
class QuoteIngestController {

	static final String NDJSON = "application/x-ndjson";

	private final QuoteIngestion ingestion;

	QuoteIngestController(QuoteIngestion ingestion) {
		this.ingestion = ingestion;
	}

	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	@Operation(summary = "Store a JSON array of quotes, all or none",
			description = "Answers how many quotes were received and how many were new (one sent again is stored "
					+ "once). At most kontor.pricefeed.quotes.max-quotes-per-array quotes per array.")
	IngestResult array(HttpServletRequest request) throws IOException {
		return ingestion.ingestArray(request.getInputStream());
	}

	@PostMapping(consumes = NDJSON)
	@Operation(summary = "Store an NDJSON stream of quotes, a chunk at a time",
			description = "A faulty line stops the stream with 400 naming it; the chunks before it stay stored.")
	IngestResult stream(HttpServletRequest request) throws IOException {
		return ingestion.ingestStream(request.getInputStream());
	}
}
