package dev.kontor.identity.server;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtValidationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AccessTokenDecoderTest {

	private final AtomicInteger signatureChecks = new AtomicInteger();

	private final Set<String> revoked = new HashSet<>();

	private final JwtDecoder signatureAndClaims = token -> {
		signatureChecks.incrementAndGet();
		if (token.startsWith("forged")) {
			throw new BadJwtException("bad signature");
		}
		return Jwt.withTokenValue(token).header("alg", "RS256").claim("jti", token).issuedAt(Instant.now()).build();
	};

	private final AccessTokenDecoder decoder = new AccessTokenDecoder(signatureAndClaims,
			jwt -> revoked.contains(jwt.getId())
					? OAuth2TokenValidatorResult.failure(new OAuth2Error("invalid_token", "revoked", null))
					: OAuth2TokenValidatorResult.success(),
			100, Duration.ofMinutes(15));

	@Test
	void checksTheSignatureOfATokenOnce() {
		decoder.decode("token-1");
		decoder.decode("token-1");
		decoder.decode("token-1");

		assertThat(signatureChecks).hasValue(1);
	}

	@Test
	void refusesARememberedTokenOnceItIsRevoked() {
		decoder.decode("token-2");
		revoked.add("token-2");

		assertThatThrownBy(() -> decoder.decode("token-2")).isInstanceOf(JwtValidationException.class)
			.hasMessage("revoked");
	}

	@Test
	void remembersNothingOfAnInvalidToken() {
		assertThatThrownBy(() -> decoder.decode("forged-1")).isInstanceOf(BadJwtException.class);
		assertThatThrownBy(() -> decoder.decode("forged-1")).isInstanceOf(BadJwtException.class);

		assertThat(signatureChecks).hasValue(2);
	}
}
