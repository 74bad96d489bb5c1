package dev.kontor.shared.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.security.oauth2.jwt.Jwt;

class TokenClaimsTest {

	private static Jwt withScope(Object scope) {
		return new Jwt("token", Instant.now(), Instant.now().plusSeconds(60), Map.of("alg", "RS256"),
				Map.of("sub", "client", "scope", scope));
	}

	@Test
	void theScopeClaimIsSplitAtEveryRunOfWhitespace() {
		assertThat(TokenClaims.scopesOf(withScope("orders.read orders.write"))).containsExactlyInAnyOrder(
				"orders.read", "orders.write");
		assertThat(TokenClaims.scopesOf(withScope("  orders.read \t  clients.read\n"))).containsExactlyInAnyOrder(
				"orders.read", "clients.read");
		assertThat(TokenClaims.scopesOf(withScope("orders.read orders.read"))).containsExactly("orders.read");
	}

	@Test
	void aBlankOrMissingScopeIsNoScope() {
		assertThat(TokenClaims.scopesOf(withScope(" \t "))).isEmpty();
		assertThat(TokenClaims.scopesOf(withScope(""))).isEmpty();
		assertThat(TokenClaims.scopesOf(new Jwt("token", Instant.now(), Instant.now().plusSeconds(60),
				Map.of("alg", "RS256"), Map.of("sub", "client")))).isEmpty();
	}
}
