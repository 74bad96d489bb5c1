package dev.kontor.identity.server;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.core.Authentication;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;

import dev.kontor.identity.throttling.AttemptKey;
import dev.kontor.identity.throttling.AttemptThrottle;

/**
 * A successful sign-in starts its username's count of failures again (the address keeps its count), then resumes
 * the request that asked for it, as the sign-in form does by default, at the issuer ({@code IssuerRedirects}).
 */
final class SignInSuccesses implements AuthenticationSuccessHandler {

	private final AttemptThrottle throttle;

	private final AuthenticationSuccessHandler resume;

	SignInSuccesses(AttemptThrottle throttle, RedirectStrategy redirects) {
		this.throttle = throttle;
		SavedRequestAwareAuthenticationSuccessHandler savedRequest = new SavedRequestAwareAuthenticationSuccessHandler();
		savedRequest.setRedirectStrategy(redirects);
		this.resume = savedRequest;
	}

	@Override
	public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response,
			Authentication authentication) throws IOException, ServletException {
		String username = SignInFailures.usernameOf(request);
		if (username != null) {
			throttle.recordSuccess(AttemptKey.user(username));
		}
		resume.onAuthenticationSuccess(request, response, authentication);
	}
}
