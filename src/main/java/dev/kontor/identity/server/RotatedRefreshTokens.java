package dev.kontor.identity.server;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.jdbc.Timestamps;

/**
 * Refresh tokens that rotation has replaced, by SHA-256 digest, with the authorization (the token family) they
 * belonged to. Kept until they would have expired.
 */
@Repository
@RequiredArgsConstructor
class RotatedRefreshTokens {

	private final JdbcClient jdbc;

	private final Clock clock;

	void remember(String refreshToken, String authorizationId, Instant expiresAt) {
		try {
			jdbc.sql("INSERT INTO rotated_refresh_tokens (token_digest, authorization_id, expires_at) "
					+ "VALUES (:digest, :authorizationId, :expiresAt)")
				.param("digest", hexDigestOf(refreshToken))
				.param("authorizationId", authorizationId)
				.param("expiresAt", Timestamps.of(expiresAt))
				.update();
		}
		catch (DuplicateKeyException alreadyRemembered) {
			// The same rotation saved twice.
		}
	}

	Optional<String> familyOf(String refreshToken) {
		return jdbc.sql("SELECT authorization_id FROM rotated_refresh_tokens WHERE token_digest = :digest")
			.param("digest", hexDigestOf(refreshToken))
			.query(String.class)
			.optional();
	}

	/** The hex SHA-256 of a refresh token, presented in clear or read from the store as a digest. */
	private static String hexDigestOf(String refreshToken) {
		return TokenDigests.of(refreshToken).substring(TokenDigests.PREFIX.length());
	}

	@Scheduled(fixedDelayString = "PT10M")
	void forgetExpired() {
		jdbc.sql("DELETE FROM rotated_refresh_tokens WHERE expires_at < :now")
			.param("now", Timestamps.of(Instant.now(clock)))
			.update();
	}
}
