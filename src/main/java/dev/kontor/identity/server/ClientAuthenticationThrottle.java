package dev.kontor.identity.server;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.server.ServletServerHttpResponse;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.http.converter.OAuth2ErrorHttpMessageConverter;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.filter.OncePerRequestFilter;

import dev.kontor.identity.throttling.AttemptThrottle;
import dev.kontor.identity.throttling.Lockout;
import dev.kontor.identity.throttling.RefusedAttempts;

/**
 * Refuses a client authentication at the token, introspection and revocation endpoints while its client id or
 * source address is locked out, before the client is looked up or its secret hashed: 429 with {@code Retry-After}
 * and the endpoints' RFC 6749 error body. Answered from memory, so that successful clients pay next to nothing.
 */
final class ClientAuthenticationThrottle extends OncePerRequestFilter {

	static final String ERROR = "temporarily_unavailable";

	private final Map<RequestMatcher, String> endpoints;

	private final ClientIds clientIds = new ClientIds();

	private final AttemptThrottle throttle;

	private final RefusedAttempts refusals;

	private final OAuth2ErrorHttpMessageConverter errorConverter = new OAuth2ErrorHttpMessageConverter();

	ClientAuthenticationThrottle(AuthorizationServerSettings settings, AttemptThrottle throttle,
			RefusedAttempts refusals) {
		PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
		this.endpoints = Map.of(paths.matcher(HttpMethod.POST, settings.getTokenEndpoint()), "token",
				paths.matcher(HttpMethod.POST, settings.getTokenIntrospectionEndpoint()), "introspection",
				paths.matcher(HttpMethod.POST, settings.getTokenRevocationEndpoint()), "revocation");
		this.throttle = throttle;
		this.refusals = refusals;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		String endpoint = endpointOf(request);
		Optional<Lockout> lockout = endpoint == null ? Optional.empty() : lockoutOf(request);
		if (lockout.isEmpty()) {
			chain.doFilter(request, response);
			return;
		}
		refusals.refused(endpoint, lockout.get());
		refuse(response, lockout.get());
	}

	private Optional<Lockout> lockoutOf(HttpServletRequest request) {
		return throttle.lockout(clientIds.attemptKeysOf(request));
	}

	private void refuse(HttpServletResponse response, Lockout lockout) throws IOException {
		long seconds = lockout.retryAfterSeconds();
		response.setStatus(HttpStatus.TOO_MANY_REQUESTS.value());
		response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(seconds));
		response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
		OAuth2Error error = new OAuth2Error(ERROR,
				"Too many failed client authentications; try again in " + seconds + " seconds", null);
		errorConverter.write(error, MediaType.APPLICATION_JSON, new ServletServerHttpResponse(response));
	}

	private @Nullable String endpointOf(HttpServletRequest request) {
		for (Map.Entry<RequestMatcher, String> endpoint : endpoints.entrySet()) {
			if (endpoint.getKey().matches(request)) {
				return endpoint.getValue();
			}
		}
		return null;
	}
}
