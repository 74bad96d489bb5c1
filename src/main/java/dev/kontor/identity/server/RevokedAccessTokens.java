package dev.kontor.identity.server;

import java.time.Clock;
import java.time.Instant;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Ids ({@code jti}) of revoked self-contained access tokens, kept until the token would have expired anyway. The
 * resource server refuses a token listed here.
 */
@Repository
class RevokedAccessTokens {

	private final JdbcClient jdbc;

	private final Clock clock;

	RevokedAccessTokens(JdbcClient jdbc, Clock clock) {
		this.jdbc = jdbc;
		this.clock = clock;
	}

	void revoke(String jti, Instant expiresAt) {
		try {
			jdbc.sql("INSERT INTO revoked_access_tokens (jti, expires_at) VALUES (:jti, :expiresAt)")
				.param("jti", jti)
				.param("expiresAt", Timestamps.of(expiresAt))
				.update();
		}
		catch (DuplicateKeyException alreadyRevoked) {
			// Revoking twice is the same as revoking once (RFC 7009).
		}
	}

	boolean isRevoked(String jti) {
		return jdbc.sql("SELECT COUNT(*) FROM revoked_access_tokens WHERE jti = :jti")
			.param("jti", jti)
			.query(Integer.class)
			.single() > 0;
	}

	@Scheduled(fixedDelayString = "PT10M")
	void forgetExpired() {
		jdbc.sql("DELETE FROM revoked_access_tokens WHERE expires_at < :now")
			.param("now", Timestamps.of(Instant.now(clock)))
			.update();
	}
}
