package dev.kontor.identity.keys;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.text.ParseException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.nimbusds.jose.jwk.JWK;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import dev.kontor.identity.IdentitySettings.SigningAlgorithm;
import dev.kontor.shared.jdbc.Timestamps;

/** The table of signing keys, each with its private part as a JWK. */
@Repository
class SigningKeys {

	private final JdbcClient jdbc;

	SigningKeys(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Inserts the key as the active one. The database admits one active key: while another is active (a concurrent
	 * rotation's), this throws {@link org.springframework.dao.DuplicateKeyException}.
	 */
	void insertActive(SigningKey key, JWK jwk) {
		jdbc.sql("INSERT INTO signing_keys (kid, algorithm, jwk, created_at, is_active) "
				+ "VALUES (:kid, :algorithm, :jwk, :createdAt, TRUE)")
			.param("kid", key.kid())
			.param("algorithm", key.algorithm().name())
			.param("jwk", jwk.toJSONString())
			.param("createdAt", Timestamps.of(key.createdAt()))
			.update();
	}

	Optional<String> activeKid() {
		return jdbc.sql("SELECT kid FROM signing_keys WHERE is_active = TRUE").query(String.class).optional();
	}

	/**
	 * Retires the key if it is still the active one; answers false when another rotation retired it first (a
	 * concurrent one makes this statement wait for its end and then see the key retired).
	 */
	boolean retire(String kid, Instant now) {
		return jdbc.sql("UPDATE signing_keys SET retired_at = :now, is_active = NULL WHERE kid = :kid AND is_active = TRUE")
			.param("now", Timestamps.of(now))
			.param("kid", kid)
			.update() == 1;
	}

	/** Keys active now or retired after {@code retiredAfter}, newest first. */
	List<StoredKey> findPublished(Instant retiredAfter) {
		return jdbc
			.sql("SELECT kid, algorithm, jwk, created_at, retired_at FROM signing_keys "
					+ "WHERE retired_at IS NULL OR retired_at > :retiredAfter ORDER BY created_at DESC, kid DESC")
			.param("retiredAfter", Timestamps.of(retiredAfter))
			.query(SigningKeys::storedKey)
			.list();
	}

	List<SigningKey> findAll() {
		return jdbc
			.sql("SELECT kid, algorithm, jwk, created_at, retired_at FROM signing_keys ORDER BY created_at DESC, kid DESC")
			.query((rs, n) -> storedKey(rs, n).key())
			.list();
	}

	record StoredKey(SigningKey key, JWK jwk) {
	}

	private static StoredKey storedKey(ResultSet rs, int rowNum) throws SQLException {
		SigningKey key = new SigningKey(rs.getString("kid"), SigningAlgorithm.valueOf(rs.getString("algorithm")),
				Timestamps.instant(rs, "created_at"), Timestamps.instant(rs, "retired_at"));
		try {
			return new StoredKey(key, JWK.parse(rs.getString("jwk")));
		}
		catch (ParseException ex) {
			throw new SQLException("Signing key " + key.kid() + " is not a valid JWK", ex);
		}
	}
}
