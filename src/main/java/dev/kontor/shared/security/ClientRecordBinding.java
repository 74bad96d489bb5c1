package dev.kontor.shared.security;

import java.util.function.Supplier;

import org.springframework.security.authorization.AuthenticatedAuthorizationManager;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;

/**
 * The rule over whole paths that a token of a user linked to a client record may not call at all, whatever its
 * scopes ({@link ApiPaths#UNBOUND_CALLERS_ONLY}): the API filter chain applies {@link #unboundCallersOnly()} to them.
 */
public final class ClientRecordBinding {

	private ClientRecordBinding() {
	}

	/**
	 * Grants an authenticated caller that is not bound to a client record; refuses a bound one with
	 * {@link ClientRecordAccessDenied} (403, the same problem as every other client record refusal) and leaves an
	 * unauthenticated one to the entry point (401).
	 */
	public static <T> AuthorizationManager<T> unboundCallersOnly() {
		AuthorizationManager<T> authenticated = AuthenticatedAuthorizationManager.authenticated();
		return (Supplier<? extends Authentication> authentication, T object) -> {
			AuthorizationResult result = authenticated.authorize(authentication, object);
			if (result == null || !result.isGranted()) {
				return result;
			}
			if (authentication.get() instanceof JwtAuthenticationToken token
					&& CallerArgumentResolver.callerOf(token.getToken()).isBoundToClientRecord()) {
				throw new ClientRecordAccessDenied();
			}
			return new AuthorizationDecision(true);
		};
	}
}
