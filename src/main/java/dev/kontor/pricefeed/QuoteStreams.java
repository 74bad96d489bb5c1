package dev.kontor.pricefeed;

import java.time.Instant;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.oauth2.jwt.Jwt;

/**
 * Opens connections to the quote stream for callers authenticated already: an API client by its access token, or a
 * user signed in to the console by the console's session. Each upgrades the request to a WebSocket; a request that
 * asks for no upgrade is refused with 400.
 */
public interface QuoteStreams {

	/**
	 * A connection of an API client: its subscribe messages count against its OAuth client's rate limit, and it is
	 * closed with 4401 once the token has expired or is no longer accepted (revoked).
	 */
	void open(HttpServletRequest request, HttpServletResponse response, Jwt token) throws Exception;

	/**
	 * A connection of a signed-in console user, whose subscribe messages count against {@code caller}'s rate limit;
	 * closed with 4401 at {@code until}, after which the page connects again while its session holds.
	 */
	void openSignedIn(HttpServletRequest request, HttpServletResponse response, String caller, Instant until)
			throws Exception;
}
