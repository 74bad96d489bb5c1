package dev.kontor.identity.server;

import java.util.regex.Pattern;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.core.endpoint.OAuth2ParameterNames;
import org.springframework.security.oauth2.core.endpoint.PkceParameterNames;
import org.springframework.security.web.authentication.AuthenticationConverter;

/**
 * Refuses an authorization code token request whose {@code code_verifier} is missing or not 43 to 128 characters
 * of {@code [A-Za-z0-9._~-]} (RFC 7636 section 4.1), before the code is looked at. Converts nothing itself: a valid
 * request goes on to Spring Security's converter.
 */
final class CodeVerifierFormat implements AuthenticationConverter {

	private static final Pattern VERIFIER = Pattern.compile("[A-Za-z0-9._~-]{43,128}");

	@Override
	public @Nullable Authentication convert(HttpServletRequest request) {
		if (!AuthorizationGrantType.AUTHORIZATION_CODE.getValue()
			.equals(request.getParameter(OAuth2ParameterNames.GRANT_TYPE))) {
			return null;
		}
		String verifier = request.getParameter(PkceParameterNames.CODE_VERIFIER);
		if (verifier == null || !VERIFIER.matcher(verifier).matches()) {
			throw new OAuth2AuthenticationException(new OAuth2Error(OAuth2ErrorCodes.INVALID_REQUEST,
					"code_verifier must be 43 to 128 characters of letters, digits and . _ ~ -", null));
		}
		return null;
	}
}
