package dev.kontor.identity.server;

import lombok.RequiredArgsConstructor;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.shared.crypto.ClearSecrets;

/**
 * Codes and tokens that the authorization store kept in clear before it kept digests ({@link TokenDigests}):
 * replaced by their digests once at start, so that sign-ins made before the upgrade keep working.
 */
@Repository
@RequiredArgsConstructor
class ClearAuthorizationTokens implements ClearSecrets {

	private static final String TABLE = "oauth2_authorization";

	private final JdbcClient jdbc;

	@Override
	public int sealClearSecrets() {
		int digested = 0;
		// The column names are constants of TokenDigests, never input.
		for (String column : TokenDigests.COLUMNS) {
			var clear = jdbc.sql("SELECT id, " + column + " AS token FROM " + TABLE + " WHERE " + column
					+ " IS NOT NULL AND " + column + " NOT LIKE :digest")
				.param("digest", TokenDigests.PREFIX + "%")
				.query(ClearToken.class)
				.list();
			for (ClearToken row : clear) {
				digested += jdbc.sql("UPDATE " + TABLE + " SET " + column + " = :digest WHERE id = :id AND " + column
						+ " = :clear")
					.param("digest", TokenDigests.of(row.token()))
					.param("id", row.id())
					.param("clear", row.token())
					.update();
			}
		}
		return digested;
	}

	private record ClearToken(String id, String token) {
	}
}
