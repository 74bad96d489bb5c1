package dev.kontor.pricefeed.web;

import java.io.IOException;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.MediaType;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.quotes.IngestResult;
import dev.kontor.pricefeed.quotes.QuoteInput;
import dev.kontor.pricefeed.quotes.QuoteIngestion;

/**
 * Quote ingestion for the operator and the trade providers' connectors it registers ({@link PriceWriters}): a JSON
 * array of quotes, stored all or none, or an NDJSON stream ({@code application/x-ndjson}, one quote per line), stored
 * a chunk at a time while it arrives.
 */
@RestController
@RequestMapping("/api/pricefeed/v2/quotes/ingest")
@Tag(name = "Price feed: quote ingestion")
@PreAuthorize("hasAnyAuthority('SCOPE_pricefeed.write', 'SCOPE_pricefeed.admin', 'SCOPE_platform.admin')")
@RequiredArgsConstructor
class QuoteIngestController {

	static final String NDJSON = "application/x-ndjson";

	/**
	 * Both handlers share one operation of the OpenAPI document, whose request body the second would replace: each
	 * declares both content types.
	 */
	private static final String QUOTES = "A JSON array of quotes, or NDJSON: one quote per line";

	private final QuoteIngestion ingestion;

	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	@Operation(summary = "Store a JSON array of quotes, all or none",
			description = "For the operator (pricefeed.admin) and its price connectors (pricefeed.write of a client of "
					+ "tenant operator, limited to the providers it was registered for); a tenant's client answers "
					+ "403. Bid and ask above 0, bid not above ask, volumes not negative, dateTime at most a minute "
					+ "ahead. Answers how many quotes were received and how many were new (one sent again is stored "
					+ "once). At most kontor.pricefeed.quotes.max-quotes-per-array quotes per array.",
			requestBody = @RequestBody(required = true, description = QUOTES, content = {
					@Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							array = @ArraySchema(schema = @Schema(implementation = QuoteInput.class))),
					@Content(mediaType = NDJSON, schema = @Schema(implementation = QuoteInput.class)) }))
	IngestResult array(HttpServletRequest request, @AuthenticationPrincipal Jwt token) throws IOException {
		return ingestion.ingestArray(request.getInputStream(), PriceWriters.of(token));
	}

	@PostMapping(consumes = NDJSON)
	@Operation(summary = "Store an NDJSON stream of quotes, a chunk at a time",
			description = "A faulty line stops the stream with 400 naming it; the chunks before it stay stored.",
			requestBody = @RequestBody(required = true, description = QUOTES, content = {
					@Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
							array = @ArraySchema(schema = @Schema(implementation = QuoteInput.class))),
					@Content(mediaType = NDJSON, schema = @Schema(implementation = QuoteInput.class)) }))
	IngestResult stream(HttpServletRequest request, @AuthenticationPrincipal Jwt token) throws IOException {
		return ingestion.ingestStream(request.getInputStream(), PriceWriters.of(token));
	}
}
