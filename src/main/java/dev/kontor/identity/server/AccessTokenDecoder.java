package dev.kontor.identity.server;

import java.time.Duration;
import java.util.List;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.security.oauth2.jwt.JwtValidationException;

/**
 * Validates access tokens for every API. What a token says never changes, so its signature, type, issuer and
 * claims are checked once and the result is kept (keyed by the whole token string) while it is valid; what can
 * change, its validity window and revocation, is checked on every request. This keeps the signature check, the
 * costliest step, off almost every request.
 */
final class AccessTokenDecoder implements JwtDecoder {

	private final JwtDecoder signatureAndClaims;

	private final OAuth2TokenValidator<Jwt> perRequest;

	private final Cache<String, Jwt> validated;

	AccessTokenDecoder(JwtDecoder signatureAndClaims, OAuth2TokenValidator<Jwt> perRequest, long maximumSize,
			Duration longestTokenLifetime) {
		this.signatureAndClaims = signatureAndClaims;
		this.perRequest = perRequest;
		this.validated = Caffeine.newBuilder()
			.maximumSize(maximumSize)
			.expireAfterWrite(longestTokenLifetime)
			.build();
	}

	@Override
	public Jwt decode(String token) throws JwtException {
		Jwt jwt = validated.get(token, signatureAndClaims::decode);
		OAuth2TokenValidatorResult result = perRequest.validate(jwt);
		if (result.hasErrors()) {
			List<OAuth2Error> errors = List.copyOf(result.getErrors());
			throw new JwtValidationException(errors.getFirst().getDescription(), errors);
		}
		return jwt;
	}
}
