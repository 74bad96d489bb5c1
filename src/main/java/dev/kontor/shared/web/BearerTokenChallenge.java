package dev.kontor.shared.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.security.core.AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.resource.InvalidBearerTokenException;
import org.springframework.security.oauth2.server.resource.web.BearerTokenAuthenticationEntryPoint;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.util.Assert;

import dev.kontor.shared.PlatformSettings;

/**
 * The {@code WWW-Authenticate} challenge of a 401 (RFC 6750), written by Spring Security's entry point with two
 * changes. An invalid token gets one fixed description: the decoder's reason repeats the JOSE library's own words
 * (how the token failed to parse, which check refused it), which tell a caller probing tokens more than it needs;
 * the reason is logged instead. The protected resource metadata URL is the issuer's, not one built from the
 * request's {@code Host} header.
 */
public final class BearerTokenChallenge implements AuthenticationEntryPoint {

	static final String INVALID_TOKEN = "The access token is invalid or expired";

	private static final Logger log = LoggerFactory.getLogger(BearerTokenChallenge.class);

	private final BearerTokenAuthenticationEntryPoint challenge = new BearerTokenAuthenticationEntryPoint();

	public BearerTokenChallenge(PlatformSettings platform) {
		Assert.notNull(platform, "platform cannot be null");
		String metadata = platform.issuerString() + "/.well-known/oauth-protected-resource";
		challenge.setResourceMetadataParameterResolver(request -> metadata);
	}

	@Override
	public void commence(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException failure) throws IOException {
		challenge.commence(request, response,
				isInvalidToken(failure) ? withFixedDescription(request, failure) : failure);
	}

	private static boolean isInvalidToken(AuthenticationException failure) {
		return failure instanceof OAuth2AuthenticationException oauth2
				&& OAuth2ErrorCodes.INVALID_TOKEN.equals(oauth2.getError().getErrorCode());
	}

	private static AuthenticationException withFixedDescription(HttpServletRequest request,
			AuthenticationException failure) {
		log.info("Bearer token refused on {} {}: {}", request.getMethod(), request.getRequestURI(),
				failure.getMessage());
		return new InvalidBearerTokenException(INVALID_TOKEN);
	}
}
