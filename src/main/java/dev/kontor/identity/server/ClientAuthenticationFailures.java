package dev.kontor.identity.server;

import java.io.IOException;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpStatus;
import org.springframework.http.server.ServletServerHttpResponse;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.core.http.converter.OAuth2ErrorHttpMessageConverter;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;

import dev.kontor.identity.throttling.AttemptThrottle;

/**
 * Counts a failed client authentication ({@code invalid_client}: unknown client, wrong secret, method not allowed)
 * against the client id and the source address, then answers it as the authorization server does.
 */
@RequiredArgsConstructor
final class ClientAuthenticationFailures implements AuthenticationFailureHandler {

	private final ClientIds clientIds = new ClientIds();

	private final AttemptThrottle throttle;

	private final OAuth2ErrorHttpMessageConverter errorConverter = new OAuth2ErrorHttpMessageConverter();

	@Override
	public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException, ServletException {
		OAuth2Error error = exception instanceof OAuth2AuthenticationException oauth ? oauth.getError()
				: new OAuth2Error(OAuth2ErrorCodes.INVALID_CLIENT);
		boolean invalidClient = OAuth2ErrorCodes.INVALID_CLIENT.equals(error.getErrorCode());
		if (invalidClient) {
			throttle.recordFailure(clientIds.attemptKeysOf(request));
		}
		// As the client authentication filter answers when no handler is set: 401 for invalid_client (RFC 6749
		// section 5.2), 400 for a malformed request.
		SecurityContextHolder.clearContext();
		ServletServerHttpResponse answer = new ServletServerHttpResponse(response);
		answer.setStatusCode(invalidClient ? HttpStatus.UNAUTHORIZED : HttpStatus.BAD_REQUEST);
		errorConverter.write(error, null, answer);
	}
}
