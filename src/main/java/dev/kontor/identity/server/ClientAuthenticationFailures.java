package dev.kontor.identity.server;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.core.AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.authorization.web.authentication.OAuth2ErrorAuthenticationFailureHandler;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;

import dev.kontor.identity.throttling.AttemptKey;
import dev.kontor.identity.throttling.AttemptThrottle;

/**
 * Counts a failed client authentication ({@code invalid_client}: unknown client, wrong secret, method not allowed)
 * against the client id and the source address, then answers it as the authorization server does.
 */
final class ClientAuthenticationFailures implements AuthenticationFailureHandler {

	private final ClientIds clientIds = new ClientIds();

	private final AttemptThrottle throttle;

	private final AuthenticationFailureHandler answer = new OAuth2ErrorAuthenticationFailureHandler();

	ClientAuthenticationFailures(AttemptThrottle throttle) {
		this.throttle = throttle;
	}

	@Override
	public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException, ServletException {
		if (exception instanceof OAuth2AuthenticationException failure
				&& OAuth2ErrorCodes.INVALID_CLIENT.equals(failure.getError().getErrorCode())) {
			AttemptKey address = AttemptKey.clientAddress(request.getRemoteAddr());
			String clientId = clientIds.of(request);
			if (clientId == null) {
				throttle.recordFailure(address);
			}
			else {
				throttle.recordFailure(AttemptKey.client(clientId), address);
			}
		}
		answer.onAuthenticationFailure(request, response, exception);
	}
}
