package dev.kontor.identity.server;

import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.core.endpoint.PkceParameterNames;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationContext;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationException;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationToken;

/**
 * Refuses an authorization request whose {@code code_challenge} is not 43 characters of {@code [A-Za-z0-9_-]}: the
 * only challenge method is S256, whose challenge is BASE64URL(SHA-256(verifier)) without padding (RFC 7636 section
 * 4.2), so no verifier could ever match another. Answers {@code invalid_request} at the client's redirect URI, which
 * the redirect URI check before this one has accepted. A missing challenge is left to Spring Security's check.
 */
final class CodeChallengeFormat implements Consumer<OAuth2AuthorizationCodeRequestAuthenticationContext> {

	private static final Pattern S256_CHALLENGE = Pattern.compile("[A-Za-z0-9_-]{43}");

	@Override
	public void accept(OAuth2AuthorizationCodeRequestAuthenticationContext context) {
		OAuth2AuthorizationCodeRequestAuthenticationToken request = context.getAuthentication();
		Object challenge = request.getAdditionalParameters().get(PkceParameterNames.CODE_CHALLENGE);
		if (challenge instanceof String text && !S256_CHALLENGE.matcher(text).matches()) {
			throw new OAuth2AuthorizationCodeRequestAuthenticationException(new OAuth2Error(
					OAuth2ErrorCodes.INVALID_REQUEST,
					"code_challenge must be 43 characters of letters, digits, - and _ (BASE64URL of a SHA-256 hash)",
					null), answeredAtTheRedirectUri(request, context));
		}
	}

	/** The request as refused, naming the redirect URI it was sent with, or the client's only one if it named none. */
	private static OAuth2AuthorizationCodeRequestAuthenticationToken answeredAtTheRedirectUri(
			OAuth2AuthorizationCodeRequestAuthenticationToken request,
			OAuth2AuthorizationCodeRequestAuthenticationContext context) {
		Set<String> registered = context.getRegisteredClient().getRedirectUris();
		String redirectUri = request.getRedirectUri() != null ? request.getRedirectUri()
				: registered.size() == 1 ? registered.iterator().next() : null;
		return new OAuth2AuthorizationCodeRequestAuthenticationToken(request.getAuthorizationUri(),
				request.getClientId(), (Authentication) request.getPrincipal(), redirectUri, request.getState(),
				request.getScopes(), request.getAdditionalParameters());
	}
}
