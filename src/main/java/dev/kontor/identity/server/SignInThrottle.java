package dev.kontor.identity.server;

import java.io.IOException;
import java.util.Optional;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpMethod;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.filter.OncePerRequestFilter;

import dev.kontor.identity.throttling.AttemptThrottle;
import dev.kontor.identity.throttling.Lockout;
import dev.kontor.identity.throttling.RefusedAttempts;

/**
 * Refuses a sign-in while its username or source address is locked out, before the password is hashed: the
 * sign-in page answers 429 with {@code Retry-After} and says how long to wait (rendered by {@link AccountPages} at
 * {@link AuthorizationServerConfiguration#SIGN_IN_REFUSED}).
 */
final class SignInThrottle extends OncePerRequestFilter {

	/** The lockout of a refused sign-in, for the page that answers it. */
	static final String LOCKOUT = SignInThrottle.class.getName() + ".LOCKOUT";

	private final RequestMatcher signIn = PathPatternRequestMatcher.withDefaults()
		.matcher(HttpMethod.POST, AuthorizationServerConfiguration.LOGIN_PAGE);

	private final AttemptThrottle throttle;

	private final RefusedAttempts refusals;

	SignInThrottle(AttemptThrottle throttle, RefusedAttempts refusals) {
		this.throttle = throttle;
		this.refusals = refusals;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Optional<Lockout> lockout = signIn.matches(request) ? lockoutOf(request) : Optional.empty();
		if (lockout.isEmpty()) {
			chain.doFilter(request, response);
			return;
		}
		refusals.refused("sign-in", lockout.get());
		request.setAttribute(LOCKOUT, lockout.get());
		request.getRequestDispatcher(AuthorizationServerConfiguration.SIGN_IN_REFUSED).forward(request, response);
	}

	private Optional<Lockout> lockoutOf(HttpServletRequest request) {
		return throttle.lockout(SignInFailures.attemptKeysOf(request));
	}
}
