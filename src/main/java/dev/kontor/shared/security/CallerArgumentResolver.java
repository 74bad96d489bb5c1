package dev.kontor.shared.security;

import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.core.MethodParameter;
import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/** Resolves a {@link Caller} controller parameter from the validated access token. */
final class CallerArgumentResolver implements HandlerMethodArgumentResolver {

	@Override
	public boolean supportsParameter(MethodParameter parameter) {
		return Caller.class.equals(parameter.getParameterType());
	}

	@Override
	public Caller resolveArgument(MethodParameter parameter, @Nullable ModelAndViewContainer mavContainer,
			NativeWebRequest webRequest, @Nullable WebDataBinderFactory binderFactory) {
		Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
		if (!(authentication instanceof JwtAuthenticationToken token)) {
			throw new AuthenticationCredentialsNotFoundException("A bearer access token is required");
		}
		return callerOf(token.getToken());
	}

	static Caller callerOf(Jwt jwt) {
		String clientId = jwt.getClaimAsString(TokenClaims.CLIENT_ID);
		// A user token's subject is the user's id; a client-credentials token's subject is the client id.
		String subject = jwt.getSubject();
		UUID userId = subject == null || subject.equals(clientId) ? null : UUID.fromString(subject);
		String clientRecordId = userId == null ? null : jwt.getClaimAsString(TokenClaims.CLIENT_RECORD_ID);
		return new Caller(UUID.fromString(jwt.getClaimAsString(TokenClaims.TENANT_ID)), clientId, userId,
				clientRecordId == null ? null : UUID.fromString(clientRecordId), TokenClaims.scopesOf(jwt));
	}
}
