package dev.kontor.pricefeed.web;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.pricefeed.QuoteStreams;

/**
 * The quote stream's WebSocket upgrade. A route like the others, so that the token and its scope are checked (401,
 * 403 with the problem body) before the upgrade, by the same rules as the quote reads.
 */
@RestController
@Tag(name = "Price feed: quotes")
@PreAuthorize("hasAuthority('SCOPE_pricefeed.read')")
@RequiredArgsConstructor
class QuoteStreamController {

	private final QuoteStreams stream;

	@GetMapping("/api/pricefeed/v2/quotes/stream")
	@Operation(summary = "The quote stream: a WebSocket of the latest quotes of the instruments subscribed to",
			description = "Upgrade to a WebSocket (101); the token in Authorization or, for browsers, the access_token "
					+ "query parameter. Send {\"action\":\"subscribe\"|\"unsubscribe\",\"provider\":\"ProviderA\","
					+ "\"isinCodes\":[...]}; the stream answers {\"type\":\"subscribed\"|\"unsubscribed\"|\"error\",...}, "
					+ "then each instrument's latest quote at once and its changes, the newest only for a slow reader. "
					+ "At most kontor.pricefeed.stream.max-instruments (1,000) instruments per connection. Closed with "
					+ "4401 when the token expires or is revoked.")
	@ApiResponse(responseCode = "101", description = "Switching Protocols: the WebSocket is open")
	@ApiResponse(responseCode = "400", description = "The request asks for no upgrade to a WebSocket")
	void open(HttpServletRequest request, HttpServletResponse response, @AuthenticationPrincipal Jwt token)
			throws Exception {
		stream.open(request, response, token);
	}
}
