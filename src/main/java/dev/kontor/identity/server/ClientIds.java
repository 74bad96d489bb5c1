package dev.kontor.identity.server;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.server.authorization.web.authentication.ClientSecretBasicAuthenticationConverter;
import org.springframework.security.oauth2.server.authorization.web.authentication.ClientSecretPostAuthenticationConverter;
import org.springframework.security.oauth2.server.authorization.web.authentication.JwtClientAssertionAuthenticationConverter;
import org.springframework.security.oauth2.server.authorization.web.authentication.PublicClientAuthenticationConverter;
import org.springframework.security.web.authentication.AuthenticationConverter;
import org.springframework.security.web.authentication.DelegatingAuthenticationConverter;

import dev.kontor.identity.throttling.AttemptKey;

/**
 * The client id a request authenticates as, read by the authorization server's own converters (HTTP Basic, form
 * parameters, client assertion, public client), without checking any credential.
 */
final class ClientIds {

	private final AuthenticationConverter converter = new DelegatingAuthenticationConverter(
			List.of(new ClientSecretBasicAuthenticationConverter(), new ClientSecretPostAuthenticationConverter(),
					new JwtClientAssertionAuthenticationConverter(), new PublicClientAuthenticationConverter()));

	/**
	 * What a client authentication is counted and throttled under: its source address, and its client id where the
	 * request names one.
	 */
	AttemptKey[] attemptKeysOf(HttpServletRequest request) {
		AttemptKey address = AttemptKey.clientAddress(request.getRemoteAddr());
		String clientId = of(request);
		return clientId == null ? new AttemptKey[] { address }
				: new AttemptKey[] { AttemptKey.client(clientId), address };
	}

	/** The client id, or null when the request names none or names it in a malformed way. */
	private @Nullable String of(HttpServletRequest request) {
		try {
			Authentication client = converter.convert(request);
			return client == null ? null : client.getName();
		}
		catch (OAuth2AuthenticationException malformed) {
			// The client authentication filter answers it; there is no client id to count.
			return null;
		}
	}
}
