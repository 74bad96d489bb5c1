package dev.kontor.console.market;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.http.HttpHeaders;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.Authentication;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

import dev.kontor.pricefeed.QuoteStreams;
import dev.kontor.shared.PlatformSettings;

/**
 * The quote stream for the market view's live quote: the same stream as the API's, opened with the console's session
 * instead of a bearer token (the console holds no token with {@code pricefeed.read}, and a page's script should
 * hold none). The browser sends the session cookie with the upgrade; the upgrade must come from the console's own
 * origin, since a WebSocket is not bound by the same-origin policy and a page elsewhere could otherwise open one
 * with the user's cookie. The connection stays open for as long as the session would without a request, then closes
 * with 4401; the page connects anew, which succeeds while the session holds.
 */
@Controller
@RequiredArgsConstructor
class LiveQuoteStream {

	static final String PATH = "/console/market/quotes/stream";

	private final QuoteStreams streams;

	private final PlatformSettings platform;

	private final Clock clock;

	@GetMapping(PATH)
	void stream(HttpServletRequest request, HttpServletResponse response, Authentication user) throws Exception {
		String origin = platform.issuer().getScheme() + "://" + platform.issuer().getRawAuthority();
		if (!origin.equalsIgnoreCase(request.getHeader(HttpHeaders.ORIGIN))) {
			throw new AccessDeniedException("The live quote stream opens only from the console's own pages");
		}
		HttpSession session = request.getSession();
		Instant until = clock.instant().plus(Duration.ofSeconds(Math.max(60, session.getMaxInactiveInterval())));
		streams.openSignedIn(request, response, "console:" + user.getName(), until);
	}
}
