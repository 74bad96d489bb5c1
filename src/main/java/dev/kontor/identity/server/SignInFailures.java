package dev.kontor.identity.server;

import java.io.IOException;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;

import dev.kontor.identity.throttling.AttemptKey;
import dev.kontor.identity.throttling.AttemptThrottle;

/**
 * Counts a sign-in with a wrong username or password against the username and the source address, then shows the
 * sign-in page with its error as before. A disabled account is not counted: its password is never checked.
 */
@RequiredArgsConstructor
final class SignInFailures implements AuthenticationFailureHandler {

	private final AttemptThrottle throttle;

	private final AuthenticationFailureHandler answer = new SimpleUrlAuthenticationFailureHandler(
			AuthorizationServerConfiguration.LOGIN_PAGE + "?error");

	@Override
	public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
			AuthenticationException exception) throws IOException, ServletException {
		if (exception instanceof BadCredentialsException) {
			throttle.recordFailure(attemptKeysOf(request));
		}
		answer.onAuthenticationFailure(request, response, exception);
	}

	/** What a sign-in is counted and throttled under: its source address, and its username where one was given. */
	static AttemptKey[] attemptKeysOf(HttpServletRequest request) {
		AttemptKey address = AttemptKey.signInAddress(request.getRemoteAddr());
		String username = usernameOf(request);
		return username == null ? new AttemptKey[] { address }
				: new AttemptKey[] { AttemptKey.user(username), address };
	}

	/** The username as the sign-in filter reads it (trimmed), or null when none was given. */
	static @Nullable String usernameOf(HttpServletRequest request) {
		String username = request.getParameter(UsernamePasswordAuthenticationFilter.SPRING_SECURITY_FORM_USERNAME_KEY);
		return username == null || username.isBlank() ? null : username.trim();
	}
}
